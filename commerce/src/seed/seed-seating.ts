import { planSeats } from '@foyer/shared/seating/seat-plan';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import { ProductVariantService, TransactionalConnection } from '@vendure/core';
import { SeatPlanService, type SeatPlanVersion, SeatReservation } from '../plugins/seating';
import type { Performance } from '../plugins/theatre';
import type { SeedContext } from './seed-context';

/**
 * Makes a seeded performance reserved (ADR 053): the stage's plan at its zone prices, its
 * ticket no longer stock (the variant shows the lowest zone price), and all but
 * `freeSeats` of its seats already sold, as a theatre's plan looks some days before a
 * night. Which seats are sold is drawn from the performance's id, so a seed is the same
 * each time; wheelchair spaces and their companion seats stay free while seats are left.
 */
export async function seedReserved(
  seed: SeedContext,
  performance: Performance,
  version: SeatPlanVersion,
  zonePrices: Record<string, number>,
  freeSeats: number,
) {
  const { app, ctx } = seed;
  await app.get(SeatPlanService).attach(ctx, performance.id, version, zonePrices);
  await app.get(ProductVariantService).update(ctx, [
    {
      id: performance.productVariantId ?? '',
      trackInventory: GlobalFlag.FALSE,
      price: Math.min(...Object.values(zonePrices)),
    },
  ]);
  const seats = [...planSeats(version.plan)].map(({ seat }) => seat);
  const accessible = (seat: (typeof seats)[number]) => seat.wheelchair === true || seat.companionOf !== undefined;
  const order = [...seats.filter((seat) => !accessible(seat)), ...seats.filter(accessible)];
  const sold = shuffled(order.slice(0, order.length - seats.filter(accessible).length), Number(performance.id))
    .concat(order.slice(order.length - seats.filter(accessible).length))
    .slice(0, Math.max(0, seats.length - freeSeats));
  if (!sold.length) return;
  await app
    .get(TransactionalConnection)
    .getRepository(ctx, SeatReservation)
    .save(
      sold.map(
        (seat) =>
          new SeatReservation({
            performanceId: performance.id,
            seatKey: seat.key,
            zone: seat.zone,
            state: 'SOLD',
            orderId: null,
            orderLineId: null,
            expiresAt: null,
          }),
      ),
      { chunk: 100 },
    );
}

/** A deterministic shuffle (a linear congruential generator seeded with `seed`). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let i = result.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
