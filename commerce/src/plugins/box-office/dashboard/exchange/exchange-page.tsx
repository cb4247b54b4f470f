import { useMutation, useQuery } from '@tanstack/react-query';
import { api, Button, Input, Label, Page, PageBlock, PageLayout, PageTitle } from '@vendure/dashboard';
import type { ResultOf } from 'gql.tada';
import { useId, useState } from 'react';
import { LabelledSelect } from '../../../../dashboard-kit/labelled-select';
import { euros, when } from '../../../../dashboard-kit/performance-format';
import { exchangeOrderDocument, exchangePerformancesDocument, exchangeTicketsDocument } from './exchange-documents';

type FoundOrder = ResultOf<typeof exchangeOrderDocument>['orders']['items'][number];
type Outcome = ResultOf<typeof exchangeTicketsDocument>['exchangeTickets'];

const METHODS = [
  { value: 'counter-cash', label: 'Cash' },
  { value: 'counter-card-terminal', label: 'Card terminal' },
];

/**
 * Exchanging tickets at the counter (ADR 065): find the order by its code, tick the
 * tickets, choose another night of the same play and, for a reserved one, the seats (or
 * leave them to best available); a dearer night's difference is taken in cash or by card,
 * a cheaper night's refunded on the original payment. A refusal changes nothing.
 */
export function ExchangePage() {
  const id = useId();
  const [code, setCode] = useState('');
  const [order, setOrder] = useState<FoundOrder | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [performanceId, setPerformanceId] = useState('');
  const [seats, setSeats] = useState('');
  const [method, setMethod] = useState('counter-cash');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Extract<Outcome, { __typename: 'TicketExchange' }> | null>(null);
  const [from] = useState(() => new Date().toISOString());
  const performances = useQuery({
    queryKey: ['exchange-performances', from],
    queryFn: () => api.query(exchangePerformancesDocument, { from }),
  });

  const find = useMutation({
    mutationFn: async () =>
      (await api.query(exchangeOrderDocument, { code: code.trim().toUpperCase() })).orders.items[0] ?? null,
    onMutate: () => {
      setError(null);
      setDone(null);
      setChosen(new Set());
      setPerformanceId('');
    },
    onSuccess: (found) => {
      setOrder(found);
      if (!found) setError('No order has that code.');
    },
    onError: (caught) => setError(caught.message),
  });

  const valid = (order?.tickets ?? []).filter((t) => t.status === 'VALID');
  const first = valid.find((t) => chosen.has(t.id));
  const now = Date.now();
  const targets = (performances.data?.performances.items ?? []).filter(
    (p) =>
      first &&
      p.play.id === first.performance.play.id &&
      p.id !== first.performance.id &&
      !p.cancelled &&
      new Date(p.startsAt).getTime() > now,
  );

  const exchange = useMutation({
    mutationFn: async () =>
      (
        await api.mutate(exchangeTicketsDocument, {
          input: {
            orderId: order!.id,
            ticketIds: [...chosen],
            performanceId,
            seatKeys: seats
              .split(/[\s,]+/)
              .map((key) => key.trim())
              .filter(Boolean),
            method,
          },
        })
      ).exchangeTickets,
    onMutate: () => setError(null),
    onSuccess: (result) => {
      if (result.__typename === 'TicketExchange') {
        setDone(result);
        setOrder(null);
        setChosen(new Set());
      } else if (result.__typename === 'TicketsExchangeRefused') setError(`${result.message} (${result.reason})`);
    },
    onError: (caught) => setError(caught.message),
  });

  const toggle = (ticketId: string, performance: string) => {
    const next = new Set(
      [...chosen].filter((idChosen) => valid.find((t) => t.id === idChosen)?.performance.id === performance),
    );
    if (next.has(ticketId)) next.delete(ticketId);
    else next.add(ticketId);
    setChosen(next);
  };

  return (
    <Page pageId="box-office-exchange">
      <PageTitle>Exchange</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="exchange-find">
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              find.mutate();
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor={`${id}-code`}>Order code</Label>
              <Input id={`${id}-code`} value={code} onChange={(event) => setCode(event.target.value)} required />
            </div>
            <Button type="submit" disabled={find.isPending}>
              Find
            </Button>
          </form>
          {error && (
            <p role="alert" className="mt-2 text-destructive">
              {error}
            </p>
          )}
          {done && (
            <p role="status" className="mt-2">
              Exchanged into order {done.order.code}.{' '}
              {done.paid > 0
                ? `Take ${euros(done.paid)}.`
                : done.refunded > 0
                  ? `Refunded ${euros(done.refunded)}.`
                  : 'Nothing to pay.'}{' '}
              The new tickets were emailed to the buyer; print them from the order if wanted.
            </p>
          )}
        </PageBlock>
        {order && (
          <PageBlock column="main" blockId="exchange-tickets">
            <p className="mb-2">
              Order {order.code} · {order.customer?.emailAddress ?? ''} · {order.state}
            </p>
            <fieldset className="grid gap-1">
              <legend className="mb-1 font-medium">Tickets to exchange</legend>
              {order.tickets.map((ticket) => (
                <label key={ticket.id} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    disabled={ticket.status !== 'VALID'}
                    checked={chosen.has(ticket.id)}
                    onChange={() => toggle(ticket.id, ticket.performance.id)}
                  />
                  {ticket.performance.play.title} · {when(ticket.performance.startsAt)} ·{' '}
                  {ticket.place?.key ?? `ticket ${ticket.seat}`}
                  {ticket.status !== 'VALID' && ` (${ticket.voidReason ?? ticket.status})`}
                </label>
              ))}
            </fieldset>
            {first && (
              <form
                className="mt-4 grid max-w-xl gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  exchange.mutate();
                }}
              >
                <LabelledSelect
                  id={`${id}-performance`}
                  label="Another night of the same play"
                  placeholder="Choose a performance"
                  value={performanceId}
                  onChange={setPerformanceId}
                  options={targets.map((p) => ({ value: p.id, label: `${when(p.startsAt)} · ${p.stage.name}` }))}
                />
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-seats`}>Seats (keys, one per ticket; empty: best available)</Label>
                  <Input id={`${id}-seats`} value={seats} onChange={(event) => setSeats(event.target.value)} />
                </div>
                <LabelledSelect
                  id={`${id}-method`}
                  label="A dearer night's difference is paid by"
                  placeholder="Choose how"
                  value={method}
                  onChange={setMethod}
                  options={METHODS}
                />
                <Button type="submit" disabled={exchange.isPending || !performanceId}>
                  Exchange {chosen.size} {chosen.size === 1 ? 'ticket' : 'tickets'}
                </Button>
              </form>
            )}
          </PageBlock>
        )}
      </PageLayout>
    </Page>
  );
}
