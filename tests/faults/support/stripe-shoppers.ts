import { randomUUID } from 'node:crypto';
import { adminClient } from '../../../scripts/rush.ts';
import { CookieJar, enterDelivery, SHOPPER_FN as FN, serverFnCaller } from '../../../scripts/shopper-client.ts';
import type { Seen } from './fault-case';

/** A shopper at the payment step of a card payment: seats held, a PaymentIntent to pay. */
export interface StripeShopper {
  index: number;
  email: string;
  orderCode: string;
  paymentIntentId: string;
}

/**
 * A performance of its own for the shoppers who pay by card: `seats` seats, sold by
 * count, on the stage of one the seed sells by count. It starts sooner than the seed's,
 * so the rushes (which take theirs from the end of the list) never pick it.
 */
export async function performanceForCards(adminApiUrl: string, password: string, seats: number) {
  const admin = await adminClient(adminApiUrl, password);
  const { performances } = await admin(
    `query { performances(options: { take: 100, sort: { startsAt: ASC } }) { items { cancelled seatPlanVersion play { id } stage { id } productVariant { id } } } }`,
  );
  const model = (
    performances.items as Array<{
      cancelled: boolean;
      seatPlanVersion: number | null;
      play: { id: string };
      stage: { id: string };
      productVariant: { id: string } | null;
    }>
  ).find((p) => p.productVariant && !p.cancelled && p.seatPlanVersion == null);
  if (!model) throw new Error('no performance sold by count to copy');
  const { schedulePerformance } = await admin(
    `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id productVariant { id } } }`,
    {
      input: {
        playId: model.play.id,
        stageId: model.stage.id,
        startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        price: 2500,
        seats,
      },
    },
  );
  return { performanceId: String(schedulePerformance.id), variantId: String(schedulePerformance.productVariant.id) };
}

/**
 * Brings `count` shoppers, `width` at a time, through the storefront (Caddy, the
 * storefront's own server functions) to a card payment: a ticket of `variantId`, their
 * details, the payment step (the seat hold), and a PaymentIntent for the order. Every
 * request is told to `record`. Throws when one of them cannot get there.
 */
export async function stripeShoppersAtPayment(options: {
  baseUrl: string;
  variantId: string;
  count: number;
  width: number;
  record: (request: Seen) => void;
}): Promise<StripeShopper[]> {
  const origin = new URL(options.baseUrl).origin;
  const client = serverFnCaller({
    origin,
    timeoutMs: 60_000,
    latencies: {},
    counts: { requests: 0, fiveXX: 0, fnErrors: 0, networkErrors: 0 },
    onRequest: (r) => options.record({ source: 'stripe', ...r, kind: r.step }),
  });
  const { post } = client;
  const locale = 'en';
  const one = async (index: number): Promise<StripeShopper> => {
    const jar = new CookieJar();
    const added = await post('add', jar, FN.addItem, locale, {
      variantId: options.variantId,
      quantity: 1,
      idempotencyKey: randomUUID(),
    });
    if (added?.kind !== 'success') throw new Error(`card shopper ${index}: add answered ${added?.kind}`);
    const email = `card-${Date.now()}-${index}@foyer.example`;
    await post('customer', jar, FN.setCustomer, locale, {
      firstName: 'Card',
      lastName: `Shopper ${index}`,
      emailAddress: email,
    });
    await enterDelivery(client, jar, locale, index);
    const hold = await post('hold', jar, FN.holdSeats, locale, {});
    if (hold?.kind !== 'ready') throw new Error(`card shopper ${index}: the payment step answered ${hold?.kind}`);
    const ready = await post('card', jar, FN.prepareStripePayment, locale, {});
    if (ready?.kind !== 'ready') throw new Error(`card shopper ${index}: the card payment answered ${ready?.kind}`);
    return {
      index,
      email,
      orderCode: String(ready.order.detail.code),
      paymentIntentId: String(ready.clientSecret).split('_secret_')[0] ?? '',
    };
  };
  const shoppers: StripeShopper[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: options.width }, async () => {
      while (next < options.count) {
        const index = next++;
        shoppers.push(await one(index));
      }
    }),
  );
  return shoppers.sort((a, b) => a.index - b.index);
}
