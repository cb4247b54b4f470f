import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  Button,
  graphql,
  Input,
  Label,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  usePermissions,
} from '@vendure/dashboard';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

const performancesDocument = graphql(`
  query TheatrePerformances {
    performances(options: { take: 200 }) {
      items {
        id
        startsAt
        play { id title }
        stage { id name }
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

const euros = (cents: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Sofia' }).format(
    new Date(iso),
  );

/**
 * The box office's performances: what is scheduled, with seats left, and one form that
 * schedules a performance and its ticket together (schedulePerformance, ADR 005).
 */
export function PerformancesPage() {
  const queryClient = useQueryClient();
  const { hasPermissions } = usePermissions();
  const canSchedule = hasPermissions(['CreatePerformance']);
  const { data, isLoading } = useQuery({
    queryKey: ['theatre-performances'],
    queryFn: () => api.query(performancesDocument, {}),
  });
  const [form, setForm] = useState({ playId: '', stageId: '', startsAt: '', price: '', seats: '' });
  const schedule = useMutation({
    mutationFn: api.mutate(scheduleDocument),
    onSuccess: () => {
      toast.success('Performance scheduled: its tickets are on sale');
      setForm({ playId: '', stageId: '', startsAt: '', price: '', seats: '' });
      queryClient.invalidateQueries({ queryKey: ['theatre-performances'] });
    },
    onError: (error) => toast.error('The performance was not scheduled', { description: error.message }),
  });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    schedule.mutate({
      input: {
        playId: form.playId,
        stageId: form.stageId,
        startsAt: new Date(form.startsAt).toISOString(),
        price: Math.round(Number(form.price.replace(',', '.')) * 100),
        seats: Number(form.seats),
      },
    });
  };

  return (
    <Page pageId="theatre-performance-list">
      <PageTitle>Performances</PageTitle>
      <PageLayout>
        {canSchedule ? (
          <PageBlock column="main" blockId="schedule-performance" title="Schedule a performance">
            <form onSubmit={submit} className="grid gap-4 md:grid-cols-3" aria-label="Schedule a performance">
              <div className="grid gap-1">
                <Label htmlFor="performance-play">Play</Label>
                <select
                  id="performance-play"
                  required
                  value={form.playId}
                  onChange={set('playId')}
                  className="h-9 rounded-md border bg-transparent px-2"
                >
                  <option value="">Choose a play</option>
                  {data?.plays.items.map((play) => (
                    <option key={play.id} value={play.id}>
                      {play.title}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1">
                <Label htmlFor="performance-stage">Stage</Label>
                <select
                  id="performance-stage"
                  required
                  value={form.stageId}
                  onChange={set('stageId')}
                  className="h-9 rounded-md border bg-transparent px-2"
                >
                  <option value="">Choose a stage</option>
                  {data?.stages.items.map((stage) => (
                    <option key={stage.id} value={stage.id}>
                      {stage.name} ({stage.capacity} seats)
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1">
                <Label htmlFor="performance-starts">Date and time</Label>
                <Input
                  id="performance-starts"
                  type="datetime-local"
                  required
                  value={form.startsAt}
                  onChange={set('startsAt')}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="performance-price">Ticket price (€, VAT included)</Label>
                <Input
                  id="performance-price"
                  inputMode="decimal"
                  required
                  pattern="\d+([.,]\d{1,2})?"
                  value={form.price}
                  onChange={set('price')}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="performance-seats">Seats</Label>
                <Input
                  id="performance-seats"
                  type="number"
                  min={1}
                  required
                  value={form.seats}
                  onChange={set('seats')}
                />
              </div>
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
                </tr>
              </thead>
              <tbody>
                {data?.performances.items.map((performance) => (
                  <tr key={performance.id} className="border-t">
                    <td>{when(performance.startsAt)}</td>
                    <td>{performance.play.title}</td>
                    <td>{performance.stage.name}</td>
                    <td>{performance.productVariant ? euros(performance.productVariant.priceWithTax) : '—'}</td>
                    <td>
                      {performance.productVariant
                        ? performance.productVariant.stockOnHand - performance.productVariant.stockAllocated
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
