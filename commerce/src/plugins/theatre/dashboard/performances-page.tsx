import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  api,
  Badge,
  Button,
  buttonVariants,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  usePermissions,
} from '@vendure/dashboard';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../../dashboard-kit/graphql';
import { LabelledSelect } from '../../../dashboard-kit/labelled-select';
import { cents, euros, when } from '../../../dashboard-kit/performance-format';
import { priceRange, readZonePrices, type TypedZonePrices } from '../../../dashboard-kit/seating/zone-prices';
import { fromSofiaInput } from '../../../dashboard-kit/sofia-time';
import { CancelPerformanceDialog, EditPerformanceDialog, type ListedPerformance } from './performance-dialogs';
import { PerformanceFields } from './performance-fields';

const performancesDocument = graphql(`
  query TheatrePerformances {
    performances(options: { take: 200 }) {
      items {
        id
        startsAt
        cancelled
        play { id title }
        stage { id name capacity }
        productVariant { id priceWithTax stockOnHand stockAllocated }
        reserved
        zonePrices { zone price }
      }
    }
    plays(options: { take: 200 }) { items { id title } }
    stages(options: { take: 50 }) { items { id name capacity seatPlan { version capacity plan } } }
  }
`);

const scheduleDocument = graphql(`
  mutation SchedulePerformance($input: SchedulePerformanceInput!) {
    schedulePerformance(input: $input) { id }
  }
`);

const emptyForm = { playId: '', stageId: '', startsAt: '', price: '', seats: '' };

/** The zones of a stage's seat plan as the form names them, or null when the stage sells by count. */
function planZones(seatPlan: { capacity: number; plan: unknown } | null | undefined) {
  if (!seatPlan) return null;
  const plan = seatPlan.plan as SeatPlan;
  return { seats: seatPlan.capacity, zones: plan.zones.map((zone) => ({ code: zone.code, name: zone.name.en })) };
}

/**
 * The box office's performances: what is scheduled, with seats left, one form that
 * schedules a performance and its ticket together (schedulePerformance, ADR 005), and
 * on each performance Edit (date, price, seats) and Cancel. Dates are typed and shown
 * in the theatre's time zone, Sofia. On a stage with a seat plan (ADR 053) the form asks
 * one price per zone, and each reserved performance links to its seat map.
 */
export function PerformancesPage() {
  const queryClient = useQueryClient();
  const { hasPermissions } = usePermissions();
  const canSchedule = hasPermissions(['CreatePerformance']);
  const canChange = hasPermissions(['UpdatePerformance']);
  const { data, isLoading } = useQuery({
    queryKey: ['theatre-performances'],
    queryFn: () => api.query(performancesDocument, {}),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['theatre-performances'] });
  const [form, setForm] = useState(emptyForm);
  const [zonePrices, setZonePrices] = useState<TypedZonePrices>({});
  const reserved = planZones(data?.stages.items.find((stage) => stage.id === form.stageId)?.seatPlan);
  const [open, setOpen] = useState<{ action: 'edit' | 'cancel'; performance: ListedPerformance } | null>(null);
  const schedule = useMutation({
    mutationFn: api.mutate(scheduleDocument),
    onSuccess: () => {
      toast.success('Performance scheduled: its tickets are on sale');
      setForm(emptyForm);
      setZonePrices({});
      refresh();
    },
    onError: (error) => toast.error('The performance was not scheduled', { description: error.message }),
  });
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = fromSofiaInput(form.startsAt);
    if (!startsAt) {
      toast.error('The performance was not scheduled', { description: 'The date and time are not valid.' });
      return;
    }
    const base = { playId: form.playId, stageId: form.stageId, startsAt: startsAt.toISOString() };
    if (!reserved) {
      schedule.mutate({ input: { ...base, price: cents(form.price), seats: Number(form.seats) } });
      return;
    }
    const read = readZonePrices(reserved.zones, zonePrices);
    if (read.problems.length > 0) {
      toast.error('The performance was not scheduled', { description: read.problems.join(' ') });
      return;
    }
    // The API reads the zones' prices and the plan's places; price and seats are still required by the input type.
    const price = Math.min(...read.zonePrices.map((zone) => zone.price));
    schedule.mutate({ input: { ...base, price, seats: reserved.seats, zonePrices: read.zonePrices } });
  };
  const closeDialog = () => setOpen(null);
  const done = () => {
    setOpen(null);
    refresh();
  };

  return (
    <Page pageId="theatre-performance-list">
      <PageTitle>Performances</PageTitle>
      <PageLayout>
        {canSchedule ? (
          <PageBlock column="main" blockId="schedule-performance" title="Schedule a performance">
            <form onSubmit={submit} className="grid gap-4 md:grid-cols-3" aria-label="Schedule a performance">
              <LabelledSelect
                id="performance-play"
                label="Play"
                placeholder="Choose a play"
                value={form.playId}
                onChange={set('playId')}
                options={data?.plays.items.map((play) => ({ value: play.id, label: play.title })) ?? []}
              />
              <LabelledSelect
                id="performance-stage"
                label="Stage"
                placeholder="Choose a stage"
                value={form.stageId}
                onChange={set('stageId')}
                options={
                  data?.stages.items.map((stage) => ({
                    value: stage.id,
                    label: stage.seatPlan
                      ? `${stage.name} (seat plan, ${stage.seatPlan.capacity} places)`
                      : `${stage.name} (${stage.capacity} seats)`,
                  })) ?? []
                }
              />
              <PerformanceFields
                idPrefix="performance"
                values={form}
                onChange={(field, value) => set(field)(value)}
                seatsLabel="Seats"
                reserved={
                  reserved
                    ? {
                        ...reserved,
                        prices: zonePrices,
                        onPriceChange: (zone, value) => setZonePrices((current) => ({ ...current, [zone]: value })),
                      }
                    : undefined
                }
              />
              <div className="flex items-end">
                <Button type="submit" disabled={schedule.isPending}>
                  Schedule
                </Button>
              </div>
            </form>
          </PageBlock>
        ) : null}
        <PageBlock column="main" blockId="performance-list" title="Scheduled">
          {isLoading ? (
            <p>Loading…</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th>Date and time</th>
                  <th>Play</th>
                  <th>Stage</th>
                  <th>Price</th>
                  <th>Seats left</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {data?.performances.items.map((performance) => (
                  <tr key={performance.id} className="border-t" data-performance-id={performance.id}>
                    <td>{when(performance.startsAt)}</td>
                    <td>{performance.play.title}</td>
                    <td>{performance.stage.name}</td>
                    <td>
                      {performance.reserved
                        ? priceRange(performance.zonePrices)
                        : performance.productVariant
                          ? euros(performance.productVariant.priceWithTax)
                          : '—'}
                    </td>
                    <td>
                      {performance.cancelled ? (
                        <Badge variant="destructive">Cancelled</Badge>
                      ) : performance.productVariant ? (
                        performance.productVariant.stockOnHand - performance.productVariant.stockAllocated
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="flex gap-2 py-1">
                      {performance.reserved ? (
                        <Link
                          to={`/performances/${performance.id}/seats`}
                          className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        >
                          Seats
                        </Link>
                      ) : null}
                      {canChange ? (
                        performance.cancelled ? null : (
                          <>
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setOpen({ action: 'edit', performance })}
                            >
                              Edit
                            </Button>
                            <Button
                              size="sm"
                              variant="destructive"
                              onClick={() => setOpen({ action: 'cancel', performance })}
                            >
                              Cancel
                            </Button>
                          </>
                        )
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </PageBlock>
      </PageLayout>
      {open?.action === 'edit' ? (
        <EditPerformanceDialog
          key={open.performance.id}
          performance={open.performance}
          onClose={closeDialog}
          onDone={done}
        />
      ) : null}
      {open?.action === 'cancel' ? (
        <CancelPerformanceDialog performance={open.performance} onClose={closeDialog} onDone={done} />
      ) : null}
    </Page>
  );
}
