import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestAtPaymentStep, guestDetails, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { mailIn, waitingListToken } from './mailbox';
import { removeOwnStage, reservedPerformance } from './own-stage';
import { HOLD_DATABASES, outlast, shortHoldServer } from './short-hold-server';

/**
 * The waiting list (ADR 063) against a real Vendure of its own, whose offers last a few
 * seconds: double opt-in through the emails' links, offers in the visitor's language that
 * hold freed seats nobody else can take, claiming into the cart, expiry passing the offer
 * on, unsubscribing, the rate limit and the counts; for numbered seats (ADR 063) and for
 * a night sold by count, whose offers hold stock (ADR 068).
 */

const OFFER_SECONDS = 3;
// One row of four seats: everything happens with two pairs.
const PLAN = textPlan(['ssss'], ['A']);
const KEYS = ['h-A-1', 'h-A-2', 'h-A-3', 'h-A-4'];

const JOIN = shopGraphql(`mutation ($id: ID!, $email: String!, $seats: Int!) {
  joinWaitingList(performanceId: $id, email: $email, seats: $seats) { ok refusal performanceId } }`);
const CONFIRM = shopGraphql(
  `mutation ($token: String!) { confirmWaitingList(token: $token) { ok refusal performanceId } }`,
);
const LEAVE = shopGraphql(`mutation ($token: String!) { leaveWaitingList(token: $token) { ok refusal } }`);
const CLAIM = shopGraphql(
  `mutation ($token: String!) { claimWaitingListOffer(token: $token) { ok refusal performanceId } }`,
);
const SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on SeatsUnavailable { reason seatKeys } } }`);
const RELEASE =
  shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { releaseSeats(performanceId: $id, seatKeys: $keys) {
  __typename } }`);
const PAYING_CART = shopGraphql(`query { activeOrder { state lines { quantity } seats { key state } } }`);
const CART = shopGraphql(`query { activeOrder { lines { quantity } seats { key state expiresAt } } }`);
const RUN = adminGraphql(`mutation { runWaitingListOffers }`);
const COUNTS = adminGraphql(`query ($id: ID) { waitingListCounts(performanceId: $id) {
  waiting offers acceptances expiries unsubscribed } }`);
const BLOCK = adminGraphql(
  `mutation ($id: ID!, $keys: [String!]!) { blockSeats(performanceId: $id, seatKeys: $keys) { performanceId } }`,
);
const UNBLOCK = adminGraphql(
  `mutation ($id: ID!, $keys: [String!]!) { unblockSeats(performanceId: $id, seatKeys: $keys) { performanceId } }`,
);
const CANCEL = adminGraphql(`mutation ($id: ID!) { cancelOrder(input: { orderId: $id, cancelShipping: true }) {
  __typename ... on Order { state } ... on ErrorResult { message } } }`);
const ORDER_ID = adminGraphql(
  `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`,
);

const ADD =
  shopGraphql(`mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) {
  __typename ... on ErrorResult { errorCode } } }`);
const COUNTED_CART = shopGraphql(`query { activeOrder { state lines { quantity productVariant { id } }
  seatHold { state expiresAt } } }`);
const SCHEDULE = adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
  id reserved productVariant { id } } }`);
const CREATE_STAGE = adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`);

const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@foyer.example`;

/** Once on SQLite and once on PostgreSQL (this machine's server), each with a server of its own. */
const DATABASES = HOLD_DATABASES(
  process.env.WAITING_LIST_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_waiting_list_e2e',
  [7, 8],
);

describe.each(DATABASES)('waiting list, $profile', ({ databaseUrl, portOffset }) => {
  const handle = shortHoldServer({
    databaseUrl,
    portOffset,
    holdSeconds: 600,
    env: () => ({ WAITING_LIST_OFFER_SECONDS: String(OFFER_SECONDS), RATE_LIMIT_REGISTER_PER_IP: '12' }),
  });
  let setup: Awaited<ReturnType<typeof reservedPerformance>>;
  let id: string;
  let paidCode: string;
  const visitors = {
    anna: { email: address('anna'), language: 'de', seats: 2 },
    bruno: { email: address('bruno'), language: 'fr', seats: 2 },
    carla: { email: address('carla'), language: 'en', seats: 1 },
    dario: { email: address('dario'), language: 'it', seats: 2 },
  };
  const shop = () => newShopper(handle.server.shopApiUrl);

  const mailTo = (recipient: string, subject: RegExp) => mailIn(handle.server.mailboxUrl, recipient, subject);
  const tokenIn = waitingListToken;

  beforeAll(async () => {
    setup = await reservedPerformance(handle.admin, `waiting-list-e2e-hall-${portOffset}`, PLAN, [
      { zone: 'A', price: 2000 },
    ]);
    id = setup.performance.id;
  });

  afterAll(async () => {
    if (setup) await removeOwnStage(handle.admin, setup.stageId);
  });

  it('takes nobody while seats are on sale', async () => {
    const { joinWaitingList } = await shop().query(JOIN, { id, email: address('early'), seats: 1 });
    expect(joinWaitingList).toMatchObject({ ok: false, refusal: 'NOT_SOLD_OUT' });
  });

  it('sells out: two seats paid, two kept back by the box office', async () => {
    const buyer = shop();
    expect((await buyer.query(SELECT, { id, keys: KEYS.slice(0, 2) })).selectSeats.__typename).toBe('Order');
    await guestDetails(buyer, 'waiting-buyer');
    await toPayment(buyer);
    const paid = await payByTestCard(buyer);
    expect(paid.__typename).toBe('Order');
    paidCode = (paid as { code: string }).code;
    await handle.admin.query(BLOCK, { id, keys: KEYS.slice(2) });
  });

  it('joins with double opt-in: in line only once the emailed link is followed, in the joining language', async () => {
    for (const visitor of Object.values(visitors)) {
      const { joinWaitingList } = await shop().query(
        JOIN,
        { id, email: visitor.email, seats: visitor.seats },
        visitor.language,
      );
      expect(joinWaitingList).toEqual({ ok: true, refusal: null, performanceId: id });
    }
    expect((await handle.admin.query(COUNTS, { id })).waitingListCounts.waiting).toBe(0);
    const german = await mailTo(visitors.anna.email, /Warteliste/);
    expect(german.html).toMatch(/\/waiting-list\/leave\?token=/);
    for (const visitor of Object.values(visitors)) {
      const mail = await mailTo(visitor.email, /./);
      const { confirmWaitingList } = await shop().query(CONFIRM, { token: tokenIn(mail, visitor.language, 'confirm') });
      expect(confirmWaitingList).toEqual({ ok: true, refusal: null, performanceId: id });
    }
    expect((await handle.admin.query(COUNTS, { id })).waitingListCounts.waiting).toBe(4);
    const { confirmWaitingList } = await shop().query(CONFIRM, { token: 'x'.repeat(32) });
    expect(confirmWaitingList).toMatchObject({ ok: false, refusal: 'INVALID_TOKEN' });
  });

  it('unsubscribes through the link every email carries', async () => {
    const mail = await mailTo(visitors.carla.email, /waiting list/);
    const { leaveWaitingList } = await shop().query(LEAVE, { token: tokenIn(mail, 'en', 'leave') });
    expect(leaveWaitingList).toEqual({ ok: true, refusal: null });
    expect((await handle.admin.query(COUNTS, { id })).waitingListCounts).toMatchObject({ waiting: 3, unsubscribed: 1 });
  });

  let annaOffer: string;
  it('offers unblocked seats to the first in line, in their language, and nobody else can take them', async () => {
    await handle.admin.query(UNBLOCK, { id, keys: KEYS.slice(2) });
    expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(1);
    const offer = await mailTo(visitors.anna.email, /reserviert/);
    expect(offer.html).toMatch(/\/de\/waiting-list\/leave\?token=/);
    annaOffer = tokenIn(offer, 'de', 'offer');
    const other = await shop().query(SELECT, { id, keys: KEYS.slice(2) });
    expect(other.selectSeats).toMatchObject({ reason: 'SEATS_TAKEN' });
  });

  it('claiming puts the held seats into the visitor’s cart, once', async () => {
    const anna = shop();
    const { claimWaitingListOffer } = await anna.query(CLAIM, { token: annaOffer });
    expect(claimWaitingListOffer).toEqual({ ok: true, refusal: null, performanceId: id });
    const { activeOrder } = await anna.query(CART);
    expect(activeOrder?.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
    expect(activeOrder?.seats.map((seat) => [seat.key, seat.state]).sort()).toEqual([
      ['h-A-3', 'HELD'],
      ['h-A-4', 'HELD'],
    ]);
    const again = await shop().query(CLAIM, { token: annaOffer });
    expect(again.claimWaitingListOffer).toMatchObject({ ok: false, refusal: 'INVALID_TOKEN' });
  });

  it('a cancelled order frees seats; an unclaimed offer expires and passes to the next', async () => {
    const { orders } = await handle.admin.query(ORDER_ID, { code: paidCode });
    const { cancelOrder } = await handle.admin.query(CANCEL, { id: orders.items[0]!.id });
    expect(cancelOrder).toMatchObject({ __typename: 'Order', state: 'Cancelled' });
    expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(1);
    const brunoMail = await mailTo(visitors.bruno.email, /réservées/);
    const brunoOffer = tokenIn(brunoMail, 'fr', 'offer');
    await outlast(new Date(Date.now() + OFFER_SECONDS * 1000).toISOString());
    // Anna's claimed seats ran out too (held until the offer's end): Dario gets a pair.
    expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(1);
    await mailTo(visitors.dario.email, /riservati/);
    const late = await shop().query(CLAIM, { token: brunoOffer });
    expect(late.claimWaitingListOffer).toMatchObject({ ok: false, refusal: 'OFFER_EXPIRED' });
    expect((await handle.admin.query(COUNTS, { id })).waitingListCounts).toEqual({
      waiting: 0,
      offers: 3,
      acceptances: 1,
      expiries: 1,
      unsubscribed: 1,
    });
  });

  describe('a night sold by count (ADR 068)', () => {
    // Three places, no seat plan: sold by count, its stock the ticket variant's.
    let counted: { id: string; variantId: string; stageId: string };
    const orderIds: string[] = [];
    const people = {
      anna: { email: address('c-anna'), language: 'de', seats: 2 },
      bruno: { email: address('c-bruno'), language: 'fr', seats: 1 },
      carla: { email: address('c-carla'), language: 'it', seats: 1 },
    };
    const offers: Record<string, string> = {};

    /** A guest's paid order of `quantity` places. */
    async function buy(quantity: number) {
      const buyer = shop();
      await guestAtPaymentStep(buyer, counted.variantId, quantity, 'counted-buyer');
      await toPayment(buyer);
      const paid = await payByTestCard(buyer);
      expect(paid.__typename).toBe('Order');
      const { orders } = await handle.admin.query(ORDER_ID, { code: (paid as { code: string }).code });
      return orders.items[0]!.id;
    }
    const addOne = async () => (await shop().query(ADD, { id: counted.variantId, quantity: 1 })).addItemToOrder;

    beforeAll(async () => {
      const { createStage } = await handle.admin.query(CREATE_STAGE, {
        input: {
          slug: `waiting-list-counted-${portOffset}`,
          capacity: 3,
          translations: [{ languageCode: 'en', name: 'Studio', description: 'For tests.', address: 'Plovdiv' }],
        },
      });
      const { plays } = await handle.admin.query(
        adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`),
      );
      const startsAt = new Date(Date.now() + 45 * 86_400_000);
      startsAt.setUTCSeconds(0, 0);
      const { schedulePerformance } = await handle.admin.query(SCHEDULE, {
        input: {
          playId: plays.items[0]!.id,
          stageId: createStage.id,
          startsAt: startsAt.toISOString(),
          price: 1500,
          seats: 3,
        },
      });
      expect(schedulePerformance.reserved).toBe(false);
      counted = {
        id: schedulePerformance.id,
        variantId: schedulePerformance.productVariant!.id,
        stageId: createStage.id,
      };
    });

    afterAll(async () => {
      if (counted) await removeOwnStage(handle.admin, counted.stageId);
    });

    it('takes nobody while places are on sale, then sells out: two orders of two and one places', async () => {
      const early = await shop().query(JOIN, { id: counted.id, email: address('c-early'), seats: 1 });
      expect(early.joinWaitingList).toMatchObject({ ok: false, refusal: 'NOT_SOLD_OUT' });
      orderIds.push(await buy(2), await buy(1));
      expect((await addOne()).__typename).toBe('InsufficientStockError');
    });

    it('joins with double opt-in, in each visitor’s language', async () => {
      for (const person of Object.values(people)) {
        const { joinWaitingList } = await shop().query(
          JOIN,
          { id: counted.id, email: person.email, seats: person.seats },
          person.language,
        );
        expect(joinWaitingList).toEqual({ ok: true, refusal: null, performanceId: counted.id });
        const mail = await mailTo(person.email, /./);
        const { confirmWaitingList } = await shop().query(CONFIRM, {
          token: tokenIn(mail, person.language, 'confirm'),
        });
        expect(confirmWaitingList.ok).toBe(true);
      }
      expect((await handle.admin.query(COUNTS, { id: counted.id })).waitingListCounts.waiting).toBe(3);
    });

    it('a cancelled order frees two places: the first in line is offered both, and nobody else can buy them', async () => {
      const { cancelOrder } = await handle.admin.query(CANCEL, { id: orderIds[0]! });
      expect(cancelOrder).toMatchObject({ __typename: 'Order', state: 'Cancelled' });
      expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(1);
      offers.anna = tokenIn(await mailTo(people.anna.email, /reserviert/), 'de', 'offer');
      // The two places are held for the offer: nothing is left to sell, nor to offer Bruno.
      expect((await addOne()).__typename).toBe('InsufficientStockError');
      expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(0);
    });

    it('claiming puts the held places into the visitor’s cart, once, and they can be paid while the night is sold out', async () => {
      const anna = shop();
      const { claimWaitingListOffer } = await anna.query(CLAIM, { token: offers.anna! });
      expect(claimWaitingListOffer).toEqual({ ok: true, refusal: null, performanceId: counted.id });
      const { activeOrder } = await anna.query(COUNTED_CART);
      expect(activeOrder).toMatchObject({
        state: 'AddingItems',
        lines: [{ quantity: 2, productVariant: { id: counted.variantId } }],
        seatHold: { state: 'HELD' },
      });
      const again = await shop().query(CLAIM, { token: offers.anna! });
      expect(again.claimWaitingListOffer).toMatchObject({ ok: false, refusal: 'INVALID_TOKEN' });
      expect((await addOne()).__typename).toBe('InsufficientStockError');
      await guestDetails(anna, 'counted-anna');
      expect(await toPayment(anna)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await payByTestCard(anna)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    });

    it('an unclaimed offer expires and passes to the next; leaving gives the place back', async () => {
      const { cancelOrder } = await handle.admin.query(CANCEL, { id: orderIds[1]! });
      expect(cancelOrder).toMatchObject({ state: 'Cancelled' });
      expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(1);
      const brunoOffer = tokenIn(await mailTo(people.bruno.email, /réservées/), 'fr', 'offer');
      await outlast(new Date(Date.now() + OFFER_SECONDS * 1000).toISOString());
      expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(1);
      const carlaMail = await mailTo(people.carla.email, /riservati/);
      const late = await shop().query(CLAIM, { token: brunoOffer });
      expect(late.claimWaitingListOffer).toMatchObject({ ok: false, refusal: 'OFFER_EXPIRED' });
      expect((await addOne()).__typename).toBe('InsufficientStockError');

      const { leaveWaitingList } = await shop().query(LEAVE, { token: tokenIn(carlaMail, 'it', 'leave') });
      expect(leaveWaitingList).toEqual({ ok: true, refusal: null });
      // Carla's place is on sale again, to anyone.
      expect((await addOne()).__typename).toBe('Order');
      expect((await handle.admin.query(COUNTS, { id: counted.id })).waitingListCounts).toEqual({
        waiting: 0,
        offers: 3,
        acceptances: 1,
        expiries: 1,
        unsubscribed: 1,
      });
    });
  });

  it('a claim into a cart at the payment step sends it back to the cart with the seats in it, and it pays', async () => {
    const two = await reservedPerformance(handle.admin, `waiting-list-paying-${portOffset}`, textPlan(['ss'], ['A']), [
      { zone: 'A', price: 2000 },
    ]);
    try {
      const performanceId = two.performance.id;
      // The visitor is paying for one seat; someone else holds the other: sold out.
      const visitor = shop();
      expect((await visitor.query(SELECT, { id: performanceId, keys: ['h-A-1'] })).selectSeats.__typename).toBe(
        'Order',
      );
      await guestDetails(visitor, 'paying-visitor');
      expect(await toPayment(visitor)).toMatchObject({ state: 'ArrangingPayment' });
      const other = shop();
      expect((await other.query(SELECT, { id: performanceId, keys: ['h-A-2'] })).selectSeats.__typename).toBe('Order');
      const email = address('paying');
      expect((await visitor.query(JOIN, { id: performanceId, email, seats: 1 }, 'en')).joinWaitingList.ok).toBe(true);
      const confirm = tokenIn(await mailTo(email, /./), 'en', 'confirm');
      expect((await shop().query(CONFIRM, { token: confirm })).confirmWaitingList.ok).toBe(true);
      // The other seat comes back and is offered to the visitor, who claims it from the payment step.
      expect((await other.query(RELEASE, { id: performanceId, keys: ['h-A-2'] })).releaseSeats.__typename).toBe(
        'Order',
      );
      expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(1);
      const offer = tokenIn(await mailTo(email, /are held for you/), 'en', 'offer');
      expect((await visitor.query(CLAIM, { token: offer })).claimWaitingListOffer).toMatchObject({ ok: true });
      const { activeOrder } = await visitor.query(PAYING_CART);
      expect(activeOrder?.state).toBe('AddingItems');
      expect(activeOrder?.lines.map((line) => line.quantity)).toEqual([2]);
      expect(activeOrder?.seats.map((seat) => [seat.key, seat.state])).toEqual([
        ['h-A-1', 'HELD'],
        ['h-A-2', 'HELD'],
      ]);
      expect(await toPayment(visitor)).toMatchObject({ state: 'ArrangingPayment' });
      expect(await payByTestCard(visitor)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    } finally {
      await removeOwnStage(handle.admin, two.stageId);
    }
  });

  it('limits joins per client as registration is', async () => {
    await handle.admin.query(BLOCK, { id, keys: KEYS });
    const refusals: unknown[] = [];
    for (let attempt = 0; attempt < 8 && !refusals.length; attempt++) {
      const { errors } = await shop().raw(JOIN, { id, email: address('many'), seats: 1 });
      if (errors?.length) refusals.push(errors[0]);
    }
    expect(refusals[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
  });
});
