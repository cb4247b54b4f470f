import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { schema } from '~/lib/schema';
import { idempotencyKeySchema, idSchema } from '~/lib/validation';
import { type CartOrder, unmaskOrder } from '../vendure/order-mutation.server';
import { shopApi, withSession } from '../vendure/vendure.server';
import {
  GetPerformanceSeating,
  GetSeatStates,
  ReleaseSeats,
  SeatSelectionResultFragment,
  SeatStatesFragment,
  SelectBestSeats,
  SelectSeats,
} from './seating.graphql';

/** The most seats one request names: one order holds at most ten per performance (ADR 053). */
const MAX_KEYS = 10;
const seatKeys = schema(() => z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_KEYS));

/** What a seat change answers: the order as it now is, or why not (worded by the page in the shopper's language). */
export type SeatOutcome =
  | { kind: 'order'; order: CartOrder }
  | { kind: 'refused'; reason: 'SEATS_TAKEN' | 'NO_SEATS_FIT' | 'INVALID_SEATS' | 'NOT_ON_SALE'; seatKeys: string[] }
  | { kind: 'failed' };

/** Everything the seat map draws, with the performance it belongs to; null when there is no such performance. */
export const getPerformanceSeating = createServerFn({ method: 'GET' })
  .validator(schema(() => z.object({ performanceId: idSchema })))
  .handler(async ({ data }) => {
    const answer = await shopApi(GetPerformanceSeating, { ...data, idFilter: data.performanceId });
    const performance = answer.performances.items[0];
    if (!performance) return null;
    const seating = answer.performanceSeating;
    return {
      performance,
      // The plan is JSON Vendure checked when it was saved (seatPlanProblems).
      seating: seating
        ? { ...seating, plan: seating.plan as SeatPlan, states: readFragment(SeatStatesFragment, seating.states) }
        : null,
    };
  });

/** The seats taken now, for an open map: one Vendure round trip, with the shopper's session if they have one. */
export const getSeatStates = createServerFn({ method: 'GET' })
  .validator(schema(() => z.object({ performanceId: idSchema })))
  .handler(async ({ data }) => {
    const { performanceSeatStates } = await shopApi(GetSeatStates, data);
    return performanceSeatStates ? readFragment(SeatStatesFragment, performanceSeatStates) : null;
  });

async function seatChange(run: () => Promise<FragmentOf<typeof SeatSelectionResultFragment>>): Promise<SeatOutcome> {
  let answer: FragmentOf<typeof SeatSelectionResultFragment>;
  try {
    answer = await run();
  } catch {
    return { kind: 'failed' };
  }
  const result = readFragment(SeatSelectionResultFragment, answer);
  if (result.__typename === 'SeatsUnavailable') {
    return { kind: 'refused', reason: result.reason, seatKeys: result.seatKeys };
  }
  return { kind: 'order', order: unmaskOrder(result) };
}

/** Holds seats for the shopper and puts them in the cart; the first choice starts their session. */
export const selectSeats = createServerFn({ method: 'POST' })
  .validator(schema(() => z.object({ performanceId: idSchema, seatKeys })))
  .handler(({ data }) => seatChange(async () => (await shopApi(SelectSeats, data)).selectSeats));

const bestSeatsInput = schema(() =>
  z.object({
    performanceId: idSchema,
    count: z.number().int().min(1).max(MAX_KEYS),
    wheelchair: z
      .number()
      .int()
      .min(0)
      .max(MAX_KEYS / 2)
      .optional(),
    zone: z.string().trim().min(1).max(16).optional(),
    maxPrice: z.number().int().min(0).max(10_000_000).optional(),
    /** A plan's area key: only there (an unreserved area's places by count). */
    area: z.string().trim().min(1).max(64).optional(),
    /** The request's key, made when it starts and sent again with each retry of it (ADR 076). */
    idempotencyKey: idempotencyKeySchema,
  }),
);

/**
 * The best adjacent free seats for the request, held and put in the cart, once per key
 * (ADR 076): a retry whose first try Vendure applied, its answer lost, answers the cart
 * with the seats that try held, and holds none more.
 */
export const selectBestSeats = createServerFn({ method: 'POST' })
  .validator(bestSeatsInput)
  .handler(({ data: { idempotencyKey, ...input } }) =>
    seatChange(async () => (await shopApi(SelectBestSeats, { input, idempotencyKey })).selectBestSeats),
  );

/** Gives seats back and takes them out of the cart; without a session there is nothing to give back. */
export const releaseSeats = createServerFn({ method: 'POST' })
  .validator(schema(() => z.object({ performanceId: idSchema, seatKeys })))
  .handler(({ data }) =>
    withSession(
      (): SeatOutcome => ({ kind: 'refused', reason: 'INVALID_SEATS', seatKeys: data.seatKeys }),
      () => seatChange(async () => (await shopApi(ReleaseSeats, data)).releaseSeats),
    ),
  );
