import { planText, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { retryableWriteKey } from '~/lib/idempotency-key';
import type { BestAvailableValues } from '~/lib/seating/best-available';
import { indexPlan } from '~/lib/seating/seat-index';
import { seatName } from '~/lib/seating/seat-name';
import { refusalText, toSeatStates, withOrderSeats } from '~/lib/seating/seat-outcome';
import { m } from '~/paraglide/messages';
import type { CartOrder } from '~/server/functions/cart.functions';
import { activeOrderDetailQuery, activeOrderQuery } from '~/server/functions/queries';
import {
  getSeatStates,
  releaseSeats,
  type SeatOutcome,
  selectBestSeats,
  selectSeats,
} from '~/server/functions/seating.functions';

/** How often an open map asks which seats are taken (ADR 059). */
export const SEAT_REFRESH_MS = 2_000;

type StatesAnswer = NonNullable<Awaited<ReturnType<typeof getSeatStates>>>;

export const seatStatesQueryKey = (performanceId: string) => ['seat-states', performanceId] as const;

/**
 * The seat page's state: the taken seats, refreshed every two seconds while the tab is
 * shown (TanStack Query pauses an interval in a hidden tab), the seats whose change is
 * under way, and the last refusal in words. Each change writes the order it gets back
 * into the cart's query cache, as the cart does, so the header's badge follows.
 */
export function useSeatChoice({
  performanceId,
  plan,
  language,
  initial,
}: {
  performanceId: string;
  plan: SeatPlan;
  language: string;
  initial: StatesAnswer;
}) {
  const queryClient = useQueryClient();
  const key = seatStatesQueryKey(performanceId);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await getSeatStates({ data: { performanceId } })) ?? initial,
    initialData: initial,
    initialDataUpdatedAt: Date.now,
    refetchInterval: SEAT_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: SEAT_REFRESH_MS,
  });
  const states = useMemo(() => toSeatStates(query.data.taken), [query.data]);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState('');
  const inFlight = useRef(new Set<string>());
  const [bestKeys] = useState(retryableWriteKey);

  const names = useCallback(
    (keys: readonly string[]) => {
      const index = indexPlan(plan);
      return keys.flatMap((k) => {
        const entry = index.seats.get(k);
        return entry
          ? [seatName({ area: planText(entry.area.name, language), row: entry.row.label, seat: entry.seat.label })]
          : [];
      });
    },
    [plan, language],
  );

  const keepOrder = useCallback(
    (order: CartOrder) => {
      queryClient.setQueryData(activeOrderQuery().queryKey, order.summary);
      queryClient.setQueryData(activeOrderDetailQuery().queryKey, order.detail);
    },
    [queryClient],
  );

  /**
   * Reads the answer. An order is the truth about the shopper's own seats: they show as
   * theirs at once, without asking Vendure again (a refresh already under way is dropped,
   * as it may predate the change; the next one brings everyone else's). A refusal means
   * the map was out of date, so it is read again before the refusal is worded.
   */
  const settle = useCallback(
    async (outcome: SeatOutcome): Promise<string | null> => {
      if (outcome.kind === 'order') {
        keepOrder(outcome.order);
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        const seats = outcome.order.detail.seats;
        queryClient.setQueryData<StatesAnswer>(key, (old) => {
          const last = old ?? initial;
          const expiries = seats.filter((seat) => seat.performanceId === performanceId).map((seat) => seat.expiresAt);
          return {
            ...last,
            taken: withOrderSeats(last.taken, performanceId, seats),
            holdExpiresAt: expiries.sort()[0] ?? null,
          };
        });
        return null;
      }
      const text = refusalText(outcome, outcome.kind === 'refused' ? names(outcome.seatKeys) : []);
      await queryClient.refetchQueries({ queryKey: key, exact: true });
      return text;
    },
    [keepOrder, names, queryClient, key, initial, performanceId],
  );

  const toggle = useCallback(
    async (seatKey: string) => {
      if (inFlight.current.has(seatKey)) return;
      const mine = states.get(seatKey)?.mine === true;
      inFlight.current.add(seatKey);
      setPending(new Set(inFlight.current));
      setNotice('');
      const data = { performanceId, seatKeys: [seatKey] };
      let outcome: SeatOutcome;
      try {
        outcome = await (mine ? releaseSeats({ data }) : selectSeats({ data }));
      } catch {
        outcome = { kind: 'failed' };
      }
      const text = await settle(outcome).catch(() => null);
      inFlight.current.delete(seatKey);
      setPending(new Set(inFlight.current));
      if (text) setNotice(text);
    },
    [states, performanceId, settle],
  );

  /**
   * The best-available form's send with JavaScript, and an unreserved area's "add places"
   * (`values.area`): the refusal is the form's message. A send after a failed one with the
   * same values is a retry of it and carries its key, so seats Vendure held whose answer was
   * lost are not held twice (ADR 076); once Vendure has answered, the next send gets a new key.
   */
  const chooseBest = useCallback(
    async (values: BestAvailableValues): Promise<{ ok: boolean; text: string | null }> => {
      setNotice('');
      const input = {
        performanceId,
        count: values.count,
        wheelchair: values.wheelchair,
        ...(values.zone ? { zone: values.zone } : {}),
        ...(values.maxPrice !== undefined ? { maxPrice: values.maxPrice } : {}),
        ...(values.area ? { area: values.area } : {}),
      };
      const idempotencyKey = bestKeys.keyFor(JSON.stringify(input));
      const outcome = await selectBestSeats({ data: { ...input, idempotencyKey } }).catch(
        (): SeatOutcome => ({ kind: 'failed' }),
      );
      if (outcome.kind !== 'failed') bestKeys.answered();
      const text = await settle(outcome);
      const noPlaces = values.area && outcome.kind === 'refused' && outcome.reason === 'NO_SEATS_FIT';
      return { ok: outcome.kind === 'order', text: noPlaces ? m.seating_places_none() : text };
    },
    [performanceId, settle, bestKeys],
  );

  return { states, holdExpiresAt: query.data.holdExpiresAt, pending, notice, toggle, chooseBest };
}
