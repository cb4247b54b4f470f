import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, Badge, Button, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from './graphql';
import { LabelledSelect } from './labelled-select';
import { CancelPerformanceDialog, EditPerformanceDialog, type ListedPerformance } from './performance-dialogs';
import { PerformanceFields } from './performance-fields';
import { cents, euros, when } from './performance-format';
import { fromSofiaInput } from './sofia-time';

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
      }
    }
    plays(options: { take: 200 }) { items { id title } }
    stages(options: { take: 50 }) { items { id name capacity } }
  }
`);

const scheduleDocument = graphql(`
  mutation SchedulePerformance($input: SchedulePerformanceInput!) {
    schedulePerformance(input: $input) { id }
  }
`);

const emptyForm = { playId: '', stageId: '', startsAt: '', price: '', seats: '' };

/**
 * The box office's performances: what is scheduled, with seats left, one form that
 * schedules a performance and its ticket together (schedulePerformance, ADR 005), and
 * on each performance Edit (date, price, seats) and Cancel. Dates are typed and shown
 * in the theatre's time zone, Sofia.
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
  const [open, setOpen] = useState<{ action: 'edit' | 'cancel'; performance: ListedPerformance } | null>(null);
  const schedule = useMutation({
    mutationFn: api.mutate(scheduleDocument),
    onSuccess: () => {
      toast.success('Performance scheduled: its tickets are on sale');
      setForm(emptyForm);
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
    schedule.mutate({
      input: {
        playId: form.playId,
        stageId: form.stageId,
        startsAt: startsAt.toISOString(),
        price: cents(form.price),
        seats: Number(form.seats),
      },
    });
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
                    label: `${stage.name} (${stage.capacity} seats)`,
                  })) ?? []
                }
              />
              <PerformanceFields
                idPrefix="performance"
                values={form}
                onChange={(field, value) => set(field)(value)}
                seatsLabel="Seats"
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
                  {canChange ? <th>Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {data?.performances.items.map((performance) => (
                  <tr key={performance.id} className="border-t" data-performance-id={performance.id}>
                    <td>{when(performance.startsAt)}</td>
                    <td>{performance.play.title}</td>
                    <td>{performance.stage.name}</td>
                    <td>{performance.productVariant ? euros(performance.productVariant.priceWithTax) : '—'}</td>
                    <td>
                      {performance.cancelled ? (
                        <Badge variant="destructive">Cancelled</Badge>
                      ) : performance.productVariant ? (
                        performance.productVariant.stockOnHand - performance.productVariant.stockAllocated
                      ) : (
                        '—'
                      )}
                    </td>
                    {canChange ? (
                      <td className="flex gap-2 py-1">
                        {performance.cancelled ? null : (
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
                        )}
                      </td>
                    ) : null}
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
