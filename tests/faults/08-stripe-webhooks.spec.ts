import fs from 'node:fs';
import path from 'node:path';
import type { StripeEvent, WebhookFault } from '@foyer/shared/stack/stripe-stand-in';
import pg from 'pg';
import { expectCaseHeld } from './support/expectations';
import { answeredBy, pollUntil, runFaultCase } from './support/fault-case';
import { expect, STRIPE_WEBHOOK_SECRET, test } from './support/fault-profile';
import { performanceForCards, type StripeShopper, stripeShoppersAtPayment } from './support/stripe-shoppers';

/** Shoppers who pay by card: four just before the server dies, four while it is gone. */
const SHOPPERS = 8;
const SEATS = 12;
const PAID_STATES = ['PaymentAuthorized', 'PaymentSettled'];

/** What happened to each card payment, read from PostgreSQL and the stand-in. */
interface CardOutcome {
  index: number;
  orderCode: string;
  orderState: string;
  /** Payments recorded on the order for this PaymentIntent, by state. */
  payments: string[];
  refunded: number;
  amount: number;
  deliveries: number;
}

/**
 * Issue 28, case 7: Stripe's webhooks go wrong while one of the two Vendure servers is
 * killed (kill -9) and started again. Stripe delivers each event at least once, in no
 * promised order, and again later while it sees no 2xx (the stand-in, scripts/stripe-
 * stand-in.mjs, does the same against Caddy's public /payments/stripe, with a compressed
 * backoff). Eight shoppers pay by card: four just before the kill, four right after.
 * Their deliveries go wrong on purpose, by shopper: sent three times at once; handled but
 * the answer lost (so sent again); a declined attempt's payment_failed delivered after the
 * later payment_intent.succeeded; lost twice or three times before one arrives; held back
 * so later events overtake it; and one lost until after the shopper's seat hold has run
 * out, which must be refunded, not paid. Every succeeded payment must end paid once (one
 * payment, its tickets, one confirmation) or refunded in full, never both, never neither.
 */
test('Stripe webhooks lost, late, repeated and out of order while a Vendure server is killed and started again', async ({
  faults,
}) => {
  const { profile, stripe } = faults;
  const server = profile.processes['server-2'];
  const [firstAdminApi, secondAdminApi] = profile.adminApiUrls;
  if (!server || !firstAdminApi || !secondAdminApi) throw new Error('the profile has no second Vendure server');
  const health = new URL('/health', profile.sharedShopApiUrl).toString();
  const { variantId } = await performanceForCards(firstAdminApi, faults.adminPassword, SEATS);

  const byIntent = new Map<string, StripeShopper>();
  /** Shopper 7's deliveries are lost until this moment: its hold's end, and a little more. */
  let lateUntil = Number.POSITIVE_INFINITY;
  const plan = (event: StripeEvent<{ id: string; payment_intent?: string }>, attempt: number): WebhookFault => {
    const object = event.data.object;
    const shopper = byIntent.get(object.payment_intent ?? object.id);
    if (!shopper) return {};
    const { type } = event;
    // A charge's event comes later than its PaymentIntent's (and is ignored by Foyer).
    if (type === 'charge.succeeded') return attempt === 1 ? { delayMs: 2000 } : {};
    if (type === 'payment_intent.payment_failed') return attempt === 1 && shopper.index === 2 ? { delayMs: 8000 } : {};
    if (type !== 'payment_intent.succeeded') return {};
    switch (shopper.index) {
      case 0:
        return attempt === 1 ? { copies: 3 } : {};
      case 1:
        return attempt === 1 ? { lose: 'answer' } : attempt === 2 ? { copies: 2 } : {};
      case 3:
        return attempt <= 2 ? { lose: 'request' } : {};
      case 4:
        return attempt === 1 ? { delayMs: 6000, copies: 2 } : {};
      case 5:
        return attempt === 1 ? { lose: 'answer' } : attempt === 2 ? { delayMs: 3000 } : {};
      case 6:
        return attempt <= 3 ? { lose: 'request' } : {};
      case 7:
        return Date.now() < lateUntil ? { lose: 'request' } : {};
      default:
        return {};
    }
  };

  let shoppers: StripeShopper[] = [];
  let prepared!: (value: StripeShopper[]) => void;
  let notPrepared!: (error: Error) => void;
  const atPayment = new Promise<StripeShopper[]>((resolve, reject) => {
    prepared = resolve;
    notPrepared = reject;
  });
  let secondWavePaid!: () => void;
  const paidAfterKill = new Promise<void>((resolve) => {
    secondWavePaid = resolve;
  });
  const pay = (shopper: StripeShopper) => {
    // Shoppers 2 and 6: the card is declined first, then a second card succeeds.
    if (shopper.index === 2 || shopper.index === 6) stripe.fail(shopper.paymentIntentId);
    stripe.succeed(shopper.paymentIntentId);
  };

  const report = await runFaultCase(faults, {
    name: 'stripe-webhooks',
    adminApiUrl: firstAdminApi,
    performanceFromEnd: 1,
    alongside: async (record) => {
      stripe.deliverWebhooks({
        url: faults.stripeWebhookUrl,
        secret: STRIPE_WEBHOOK_SECRET,
        plan,
        // Stripe's backoff, compressed: 1, 2, 4, then every 8 s.
        retryDelaysMs: [1000, 2000, 4000, 8000],
        maxAttempts: 40,
        onAttempt: (a) => {
          // A delivery lost on purpose never reached anyone: no request of the shop's.
          if (a.lost === 'request') return;
          record({
            source: 'stripe',
            method: 'POST',
            kind: `webhook ${a.type}`,
            startedAt: a.startedAt,
            endedAt: a.endedAt,
            status: a.status,
            failed: a.status === undefined || a.status >= 500,
          });
        },
      });
      try {
        shoppers = await stripeShoppersAtPayment({
          baseUrl: profile.storefrontUrl,
          variantId,
          count: SHOPPERS,
          width: 4,
          record,
        });
      } catch (error) {
        notPrepared(error as Error);
        secondWavePaid();
        throw error;
      }
      for (const shopper of shoppers) byIntent.set(shopper.paymentIntentId, shopper);
      const late = shoppers[7];
      if (late) lateUntil = (await holdExpiry(faults.databaseUrl, late.orderCode)) + 5000;
      prepared(shoppers);
      await paidAfterKill;
      // Every event delivered (or given up on): the late one comes after its hold ran out.
      await stripe.webhooksSettled();
    },
    // Once the first four have paid and the first of their webhooks has been answered:
    // the rest of theirs are on their way, some of them to the server about to die.
    strikeWhen: async () => {
      const ready = await atPayment;
      for (const shopper of ready.slice(0, 4)) pay(shopper);
      await pollUntil(
        async () => stripe.webhookAttempts.some((a) => a.type === 'payment_intent.succeeded' && a.status === 200),
        120_000,
        5,
      );
    },
    fault: {
      target: 'server-2 (Vendure), with Stripe webhooks lost, late, repeated and out of order',
      inject: async () => {
        await server.kill('SIGKILL');
        // The second four pay while it is gone: their webhooks go wrong meanwhile.
        for (const shopper of shoppers.slice(4)) pay(shopper);
        secondWavePaid();
      },
      restart: () => server.restart(),
      servedAgain: () => pollUntil(() => answeredBy(health, new URL(secondAdminApi).host)),
    },
  });

  // What became of each card payment.
  const outcomes = await cardOutcomes(faults.databaseUrl, shoppers, stripe);
  const attempts = stripe.webhookAttempts;
  const statuses: Record<string, number> = {};
  for (const a of attempts) {
    const key = a.lost === 'request' ? 'lost on the way' : String(a.status ?? 'no answer');
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const figures = {
    shoppers: shoppers.length,
    events: stripe.webhookEvents.length,
    undelivered: stripe.webhookEvents.filter((e) => !e.delivered).map((e) => `${e.type} ${e.objectId}`),
    attempts: attempts.length,
    answersLost: attempts.filter((a) => a.lost === 'answer').length,
    statuses,
    inFlightAtKill: report.inFlightAtFault.webhooks,
    outcomes,
  };
  console.log(`[stripe-webhooks] ${JSON.stringify(figures)}`);
  fs.writeFileSync(path.join(faults.resultsDir, 'stripe-webhooks.cards.json'), `${JSON.stringify(figures, null, 2)}\n`);

  expectCaseHeld(report, { getsMayFail: false });
  expect(shoppers, 'every card shopper reached the payment').toHaveLength(SHOPPERS);
  expect(figures.undelivered, 'an event Stripe never got a 2xx for').toEqual([]);
  for (const outcome of outcomes) {
    const paid = PAID_STATES.includes(outcome.orderState);
    const what = `card shopper ${outcome.index} (${outcome.orderCode}): ${JSON.stringify(outcome)}`;
    // Paid once, or refunded in full: never both, never neither.
    if (paid) {
      expect(outcome.payments, what).toEqual(['Settled']);
      expect(outcome.refunded, what).toBe(0);
    } else {
      expect(
        outcome.payments.filter((p) => p === 'Settled' || p === 'Authorized'),
        what,
      ).toEqual([]);
      expect(outcome.refunded, what).toBe(outcome.amount);
    }
  }
  // Shopper 7's payment arrived only after its hold ran out: refunded, its seat sold on.
  expect(outcomes[7]?.orderState, JSON.stringify(outcomes[7])).not.toMatch(/^Payment/);
  expect(outcomes[7]?.refunded).toBe(outcomes[7]?.amount);
  // Some payment made while the server was gone went through.
  expect(outcomes.slice(4, 7).some((o) => PAID_STATES.includes(o.orderState))).toBe(true);
  // The performance's seats: what was offered, less what was paid for.
  const paidSeats = outcomes.filter((o) => PAID_STATES.includes(o.orderState)).length;
  expect(await saleable(faults.databaseUrl, variantId)).toBe(SEATS - paidSeats);
});

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** When the order's seat hold runs out, in epoch ms. */
function holdExpiry(databaseUrl: string, orderCode: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT h."expiresAt" FROM seat_hold h JOIN "order" o ON o.id = h."orderId" WHERE o.code = $1`,
      [orderCode],
    );
    if (!rows[0]) throw new Error(`order ${orderCode} holds nothing`);
    return new Date(rows[0].expiresAt).getTime();
  });
}

function saleable(databaseUrl: string, variantId: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT sum("stockOnHand" - "stockAllocated")::int AS n FROM stock_level WHERE "productVariantId" = $1`,
      [variantId],
    );
    return Number(rows[0]?.n);
  });
}

function cardOutcomes(
  databaseUrl: string,
  shoppers: StripeShopper[],
  stripe: {
    paymentIntents: Map<string, { amount: number }>;
    refunds: Map<string, { amount: number; payment_intent: string }>;
    webhookAttempts: Array<{ objectId: string }>;
  },
): Promise<CardOutcome[]> {
  return withClient(databaseUrl, async (client) => {
    const outcomes: CardOutcome[] = [];
    for (const shopper of shoppers) {
      const order = await client.query(`SELECT id, state FROM "order" WHERE code = $1`, [shopper.orderCode]);
      const payments = await client.query(
        `SELECT state FROM payment WHERE "orderId" = $1 AND "transactionId" = $2 ORDER BY id`,
        [order.rows[0]?.id, shopper.paymentIntentId],
      );
      outcomes.push({
        index: shopper.index,
        orderCode: shopper.orderCode,
        orderState: String(order.rows[0]?.state),
        payments: payments.rows.map((p) => String(p.state)),
        refunded: [...stripe.refunds.values()]
          .filter((r) => r.payment_intent === shopper.paymentIntentId)
          .reduce((sum, r) => sum + r.amount, 0),
        amount: stripe.paymentIntents.get(shopper.paymentIntentId)?.amount ?? 0,
        deliveries: stripe.webhookAttempts.filter((a) => a.objectId === shopper.paymentIntentId).length,
      });
    }
    return outcomes;
  });
}
