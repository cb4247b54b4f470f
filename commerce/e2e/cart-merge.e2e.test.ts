import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestDetails, newShopper, payByTestCard, TRANSITION, toPayment } from './checkout-steps';
import type { TestClient } from './graphql-client';
import { type MailboxEmail, mailIn, waitingListToken } from './mailbox';
import { removeOwnStage, reservedPerformance } from './own-stage';
import { HOLD_DATABASES, shortHoldServer } from './short-hold-server';

/**
 * Signing in with a cart (ADR 073) against a real Vendure: Vendure merges the guest's cart
 * into the customer's and deletes one of the two orders. Whatever either cart held, numbered
 * seats or counted places, ends up held by the cart that survives, nobody else can take it,
 * and no hold or stock is lost or counted twice.
 */

// Row A in zone A (3200), row B in zone B (1600).
const PLAN = textPlan(['ssssss', 'ssssss'], ['A', 'B']);
PLAN.zones = [
  { code: 'A', name: { bg: 'Партер', en: 'Stalls' } },
  { code: 'B', name: { bg: 'Балкон', en: 'Balcony' } },
];
const PRICES = [
  { zone: 'A', price: 3200 },
  { zone: 'B', price: 1600 },
];
const PASSWORD = 'a-long-password-1';

const SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on SeatsUnavailable { reason seatKeys } } }`);
const SEATING = shopGraphql(`query ($id: ID!) { performanceSeating(performanceId: $id) {
  states { taken { key state mine } } } }`);
const CART = shopGraphql(`query { activeOrder { id code state customer { emailAddress }
  shippingAddress { streetLine1 city }
  lines { id quantity unitPriceWithTax productVariant { id } }
  seats { key state expiresAt orderLineId } seatHold { state expiresAt } } }`);
const LOGIN = shopGraphql(`mutation ($u: String!, $p: String!) { login(username: $u, password: $p) {
  __typename ... on ErrorResult { message } } }`);
const ADD =
  shopGraphql(`mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) {
  __typename ... on ErrorResult { errorCode message } } }`);
const CREATE_CUSTOMER = adminGraphql(`mutation ($email: String!, $password: String!) {
  createCustomer(input: { emailAddress: $email, firstName: "Mira", lastName: "Merge" }, password: $password) { __typename } }`);
const VARIANT_STOCK = adminGraphql(`query ($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }`);
const SCHEDULE = adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
  id reserved productVariant { id } } }`);
const CREATE_STAGE = adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`);
const JOIN = shopGraphql(`mutation ($id: ID!, $email: String!, $seats: Int!) {
  joinWaitingList(performanceId: $id, email: $email, seats: $seats) { ok refusal } }`);
const CONFIRM = shopGraphql(`mutation ($token: String!) { confirmWaitingList(token: $token) { ok refusal } }`);
const CLAIM = shopGraphql(`mutation ($token: String!) { claimWaitingListOffer(token: $token) { ok refusal } }`);
const RUN = adminGraphql(`mutation { runWaitingListOffers }`);
const RELEASE =
  shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { releaseSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on SeatsUnavailable { reason } } }`);
const MERCHANDISE = shopGraphql(`query { products(options: { take: 100 }) { items { slug
  variants { id stockLevel priceWithTax } } } }`);

const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@foyer.example`;
const seatsOf = (cart: { seats: Array<{ key: string; state: string }> } | null | undefined) =>
  cart?.seats.map((seat) => [seat.key, seat.state]).sort();
const linesOf = (cart: { lines: Array<{ quantity: number; unitPriceWithTax: number }> } | null | undefined) =>
  cart?.lines.map((line) => [line.quantity, line.unitPriceWithTax]).sort();

/** Once on SQLite and once on PostgreSQL (this machine's server), each with a server of its own. */
const DATABASES = HOLD_DATABASES(
  process.env.CART_MERGE_E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/foyer_cart_merge_e2e',
  [13, 14],
);

describe.each(DATABASES)('signing in with a cart, $profile', ({ databaseUrl, portOffset }) => {
  const handle = shortHoldServer({
    databaseUrl,
    portOffset,
    holdSeconds: 600,
    env: () => ({
      WAITING_LIST_OFFER_SECONDS: '600',
      RATE_LIMIT_SIGN_IN_PER_IP: '10000',
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '10000',
    }),
  });
  const shop = () => newShopper(handle.server.shopApiUrl);

  /** A customer with an account (made by staff, so already verified); answers the address. */
  async function customer(name: string) {
    const email = address(name);
    const { createCustomer } = await handle.admin.query(CREATE_CUSTOMER, { email, password: PASSWORD });
    expect(createCustomer.__typename).toBe('Customer');
    return email;
  }
  async function signIn(client: TestClient, email: string) {
    const { login } = await client.query(LOGIN, { u: email, p: PASSWORD });
    expect(login.__typename).toBe('CurrentUser');
  }
  const cart = async (client: TestClient) => (await client.query(CART)).activeOrder;
  /** A seeded shop item with tracked stock to spare, and its price. */
  async function shopItem() {
    const { products } = await shop().query(MERCHANDISE);
    const variant = products.items
      .filter((product) => !product.slug.startsWith('ticket'))
      .flatMap((product) => product.variants)
      .find((v) => v.stockLevel === 'IN_STOCK');
    if (!variant) throw new Error('a shop item in stock is needed');
    return { id: variant.id, price: variant.priceWithTax };
  }
  const allocated = async (variantId: string) =>
    (await handle.admin.query(VARIANT_STOCK, { id: variantId })).productVariant!.stockAllocated;

  describe('numbered seats', () => {
    let setup: Awaited<ReturnType<typeof reservedPerformance>>;
    let id: string;
    /** The seats of the performance that are not free, as another shopper sees them. */
    const taken = async () =>
      (await shop().query(SEATING, { id })).performanceSeating?.states.taken.map((s) => [s.key, s.state]).sort();

    beforeAll(async () => {
      setup = await reservedPerformance(handle.admin, `cart-merge-hall-${portOffset}`, PLAN, PRICES);
      id = setup.performance.id;
    });
    afterAll(async () => {
      if (setup) await removeOwnStage(handle.admin, setup.stageId);
    });

    it('a guest who signs in to an account without a cart keeps their seats', async () => {
      const email = await customer('seats-alone');
      const guest = shop();
      expect((await guest.query(SELECT, { id, keys: ['h-A-1', 'h-A-2'] })).selectSeats.__typename).toBe('Order');
      await signIn(guest, email);
      const merged = await cart(guest);
      expect(merged?.customer?.emailAddress).toBe(email);
      expect(seatsOf(merged)).toEqual([
        ['h-A-1', 'HELD'],
        ['h-A-2', 'HELD'],
      ]);
      expect(linesOf(merged)).toEqual([[2, 3200]]);
      expect((await shop().query(SELECT, { id, keys: ['h-A-1'] })).selectSeats).toMatchObject({
        reason: 'SEATS_TAKEN',
      });
    });

    it("keeps both carts' seats on the same performance, in the customer's one order, and pays for all of them", async () => {
      const email = await customer('seats-both');
      const own = shop();
      await signIn(own, email);
      expect((await own.query(SELECT, { id, keys: ['h-A-3', 'h-B-1'] })).selectSeats.__typename).toBe('Order');
      const ownCart = await cart(own);
      const guest = shop();
      expect((await guest.query(SELECT, { id, keys: ['h-A-4'] })).selectSeats.__typename).toBe('Order');
      const guestExpiry = (await cart(guest))?.seats[0]?.expiresAt;

      await signIn(guest, email);
      const merged = await cart(guest);
      expect(merged?.id).toBe(ownCart?.id);
      expect(seatsOf(merged)).toEqual([
        ['h-A-3', 'HELD'],
        ['h-A-4', 'HELD'],
        ['h-B-1', 'HELD'],
      ]);
      // One line per zone, one unit per seat: two in the stalls, one on the balcony.
      expect(linesOf(merged)).toEqual([
        [1, 1600],
        [2, 3200],
      ]);
      // The guest's seat is held for no less than it was.
      const moved = merged?.seats.find((seat) => seat.key === 'h-A-4');
      expect(new Date(moved!.expiresAt!).getTime()).toBeGreaterThanOrEqual(new Date(guestExpiry!).getTime());
      // Every seat belongs to a line of the order (the ticket names it).
      const lineIds = new Set(merged?.lines.map((line) => line.id));
      expect(merged?.seats.every((seat) => seat.orderLineId != null && lineIds.has(seat.orderLineId))).toBe(true);
      // Nobody else can take the guest's seat, and nothing else is held.
      expect((await shop().query(SELECT, { id, keys: ['h-A-4'] })).selectSeats).toMatchObject({
        reason: 'SEATS_TAKEN',
      });
      expect((await own.query(SEATING, { id })).performanceSeating?.states.taken.filter((s) => s.mine)).toHaveLength(3);

      await guestDetails(guest, 'merged');
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment' });
      expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
      expect(await taken()).toEqual(
        expect.arrayContaining([
          ['h-A-3', 'SOLD'],
          ['h-A-4', 'SOLD'],
          ['h-B-1', 'SOLD'],
        ]),
      );
    });

    it("a customer's cart at the payment step takes the guest's seats and goes back to the cart", async () => {
      const email = await customer('seats-paying');
      const own = shop();
      await signIn(own, email);
      expect((await own.query(SELECT, { id, keys: ['h-B-3'] })).selectSeats.__typename).toBe('Order');
      await guestDetails(own, 'own');
      expect(await toPayment(own)).toMatchObject({ state: 'ArrangingPayment' });
      const guest = shop();
      expect((await guest.query(SELECT, { id, keys: ['h-B-4', 'h-B-5'] })).selectSeats.__typename).toBe('Order');

      await signIn(guest, email);
      const merged = await cart(guest);
      expect(merged?.state).toBe('AddingItems');
      expect(seatsOf(merged)).toEqual([
        ['h-B-3', 'HELD'],
        ['h-B-4', 'HELD'],
        ['h-B-5', 'HELD'],
      ]);
      expect(linesOf(merged)).toEqual([[3, 1600]]);
      expect((await shop().query(SELECT, { id, keys: ['h-B-5'] })).selectSeats).toMatchObject({
        reason: 'SEATS_TAKEN',
      });
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment' });
      expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    });
  });

  describe('a guest who gave their details before signing in', () => {
    // Three rows of eight: A (3200), B (1600), C (1600).
    const HALL = textPlan(['ssssssss', 'ssssssss', 'ssssssss'], ['A', 'B', 'B']);
    HALL.zones = PLAN.zones;
    let setup: Awaited<ReturnType<typeof reservedPerformance>>;
    let id: string;
    const mineIn = async (client: TestClient) =>
      (await client.query(SEATING, { id })).performanceSeating?.states.taken.filter((s) => s.mine).length;

    beforeAll(async () => {
      setup = await reservedPerformance(handle.admin, `cart-merge-details-${portOffset}`, HALL, PRICES);
      id = setup.performance.id;
    });
    afterAll(async () => {
      if (setup) await removeOwnStage(handle.admin, setup.stageId);
    });

    it("a guest at the payment step signs in to an account without a cart: the order is the customer's, back in the cart, with everything in it", async () => {
      const email = await customer('details-alone');
      const item = await shopItem();
      const guest = shop();
      expect((await guest.query(SELECT, { id, keys: ['h-A-1', 'h-A-2'] })).selectSeats.__typename).toBe('Order');
      expect((await guest.query(ADD, { id: item.id, quantity: 1 })).addItemToOrder.__typename).toBe('Order');
      await guestDetails(guest, 'details-alone');
      const before = await allocated(item.id);
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await allocated(item.id)).toBe(before + 1);
      const guestCart = await cart(guest);
      const expiry = guestCart?.seats[0]?.expiresAt;

      await signIn(guest, email);
      const mine = await cart(guest);
      // The same order, now the customer's, back in the cart (its payment hold given back).
      expect(mine?.id).toBe(guestCart?.id);
      expect(mine?.customer?.emailAddress).toBe(email);
      expect(mine?.state).toBe('AddingItems');
      expect(await allocated(item.id)).toBe(before);
      expect(seatsOf(mine)).toEqual([
        ['h-A-1', 'HELD'],
        ['h-A-2', 'HELD'],
      ]);
      expect(mine?.seats.map((seat) => seat.expiresAt)).toEqual([expiry, expiry]);
      expect(linesOf(mine)).toEqual(
        [
          [2, 3200],
          [1, item.price],
        ].sort(),
      );
      expect(mine?.shippingAddress?.streetLine1).toBe('ul. Rakovski 1');
      expect((await shop().query(SELECT, { id, keys: ['h-A-1'] })).selectSeats).toMatchObject({
        reason: 'SEATS_TAKEN',
      });

      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    });

    it("a guest's seats and shop items join the customer's cart; the guest's address fills the cart's empty one", async () => {
      const email = await customer('details-both');
      const item = await shopItem();
      const own = shop();
      await signIn(own, email);
      expect((await own.query(SELECT, { id, keys: ['h-A-3'] })).selectSeats.__typename).toBe('Order');
      const ownCart = await cart(own);
      const guest = shop();
      expect((await guest.query(SELECT, { id, keys: ['h-A-4'] })).selectSeats.__typename).toBe('Order');
      expect((await guest.query(ADD, { id: item.id, quantity: 2 })).addItemToOrder.__typename).toBe('Order');
      await guestDetails(guest, 'details-both');
      const before = await allocated(item.id);
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment' });
      const guestExpiry = (await cart(guest))?.seats[0]?.expiresAt;

      await signIn(guest, email);
      const merged = await cart(guest);
      expect(merged?.id).toBe(ownCart?.id);
      expect(merged?.state).toBe('AddingItems');
      expect(seatsOf(merged)).toEqual([
        ['h-A-3', 'HELD'],
        ['h-A-4', 'HELD'],
      ]);
      expect(linesOf(merged)).toEqual(
        [
          [2, 3200],
          [2, item.price],
        ].sort(),
      );
      expect(merged?.seats.find((seat) => seat.key === 'h-A-4')?.expiresAt).toBe(guestExpiry);
      expect(merged?.shippingAddress?.streetLine1).toBe('ul. Rakovski 1');
      // The guest's payment hold is given back: nothing is held by an order nobody can reach.
      expect(await allocated(item.id)).toBe(before);
      expect(await mineIn(own)).toBe(2);
      expect((await shop().query(SELECT, { id, keys: ['h-A-4'] })).selectSeats).toMatchObject({
        reason: 'SEATS_TAKEN',
      });
      // The delivery is chosen again for the merged lines.
      await guestDetails(guest, 'details-both');
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    });

    it("signing in as someone else does not take the first customer's cart along", async () => {
      const [first, second] = [await customer('details-first'), await customer('details-second')];
      const client = shop();
      await signIn(client, first);
      expect((await client.query(SELECT, { id, keys: ['h-A-5'] })).selectSeats.__typename).toBe('Order');
      const firstCart = await cart(client);
      await signIn(client, second);
      expect((await cart(client))?.id).not.toBe(firstCart?.id);
      const again = shop();
      await signIn(again, first);
      expect(await cart(again)).toMatchObject({ id: firstCart?.id, customer: { emailAddress: first } });
      expect(seatsOf(await cart(again))).toEqual([['h-A-5', 'HELD']]);
    });

    it('a merged cart over the seat limit keeps every seat but cannot pay until it is back within it (ADR 077)', async () => {
      const email = await customer('over-limit');
      const own = shop();
      await signIn(own, email);
      const ownKeys = ['h-B-1', 'h-B-2', 'h-B-3', 'h-B-4', 'h-B-5', 'h-B-6'];
      const guestKeys = ['h-C-1', 'h-C-2', 'h-C-3', 'h-C-4', 'h-C-5', 'h-C-6'];
      expect((await own.query(SELECT, { id, keys: ownKeys })).selectSeats.__typename).toBe('Order');
      const guest = shop();
      expect((await guest.query(SELECT, { id, keys: guestKeys })).selectSeats.__typename).toBe('Order');

      await signIn(guest, email);
      await guestDetails(guest, 'over-limit');
      const merged = await cart(guest);
      expect(merged?.seats).toHaveLength(12);
      expect(linesOf(merged)).toEqual([[12, 1600]]);
      const refused = await toPayment(guest);
      expect(refused).toMatchObject({ __typename: 'OrderStateTransitionError', fromState: 'AddingItems' });
      expect(refused.__typename === 'OrderStateTransitionError' && refused.transitionError).toMatch(/^TOO_MANY_SEATS/);
      // Nothing was given back: the shopper chooses which two to drop.
      expect(await mineIn(guest)).toBe(12);

      expect((await guest.query(RELEASE, { id, keys: ['h-C-5', 'h-C-6'] })).releaseSeats.__typename).toBe('Order');
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment' });
      expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
    });
  });

  describe('a night sold by count', () => {
    let stageId: string;
    /** A night of its own on a stage without a plan, `places` places. */
    async function countedNight(places: number, slug: string) {
      if (!stageId) {
        const { createStage } = await handle.admin.query(CREATE_STAGE, {
          input: {
            slug: `cart-merge-counted-${portOffset}`,
            capacity: 10,
            translations: [{ languageCode: 'en', name: 'Studio', description: 'For tests.', address: 'Plovdiv' }],
          },
        });
        stageId = createStage.id;
      }
      const { plays } = await handle.admin.query(
        adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`),
      );
      const startsAt = new Date(Date.now() + (40 + Math.random() * 20) * 86_400_000);
      startsAt.setUTCSeconds(0, 0);
      const { schedulePerformance } = await handle.admin.query(SCHEDULE, {
        input: { playId: plays.items[0]!.id, stageId, startsAt: startsAt.toISOString(), price: 1500, seats: places },
      });
      expect(schedulePerformance.reserved, slug).toBe(false);
      return { id: schedulePerformance.id, variantId: schedulePerformance.productVariant!.id };
    }
    const stock = async (variantId: string) =>
      (await handle.admin.query(VARIANT_STOCK, { id: variantId })).productVariant!;
    const saleable = async (variantId: string) => {
      const level = await stock(variantId);
      return level.stockOnHand - level.stockAllocated;
    };

    afterAll(async () => {
      if (stageId) await removeOwnStage(handle.admin, stageId);
    });

    it("adds the guest's places to a customer's cart at the payment step, whose hold is given back", async () => {
      const night = await countedNight(6, 'paying');
      const email = await customer('count-paying');
      const own = shop();
      await signIn(own, email);
      expect((await own.query(ADD, { id: night.variantId, quantity: 2 })).addItemToOrder.__typename).toBe('Order');
      await guestDetails(own, 'own');
      expect(await toPayment(own)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await saleable(night.variantId)).toBe(4);
      const guest = shop();
      expect((await guest.query(ADD, { id: night.variantId, quantity: 2 })).addItemToOrder.__typename).toBe('Order');

      await signIn(guest, email);
      const merged = await cart(guest);
      expect(merged).toMatchObject({ state: 'AddingItems', lines: [{ quantity: 4 }] });
      // Back in the cart, nothing is held: all six are on sale until the payment step.
      expect(await saleable(night.variantId)).toBe(6);
      await guestDetails(guest, 'count-details');
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await saleable(night.variantId)).toBe(2);
      expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
      expect(await stock(night.variantId)).toEqual({ stockOnHand: 6, stockAllocated: 4 });
    });

    it("a guest at the payment step: their places join the customer's cart, and their payment hold is given back", async () => {
      const night = await countedNight(6, 'details');
      const email = await customer('count-details');
      const own = shop();
      await signIn(own, email);
      expect((await own.query(ADD, { id: night.variantId, quantity: 1 })).addItemToOrder.__typename).toBe('Order');
      const guest = shop();
      expect((await guest.query(ADD, { id: night.variantId, quantity: 3 })).addItemToOrder.__typename).toBe('Order');
      await guestDetails(guest, 'count-details');
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await saleable(night.variantId)).toBe(3);

      await signIn(guest, email);
      expect(await cart(guest)).toMatchObject({ state: 'AddingItems', lines: [{ quantity: 4 }] });
      expect(await saleable(night.variantId)).toBe(6);
      await guestDetails(guest, 'count-details');
      expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
      expect(await saleable(night.variantId)).toBe(2);
      expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
      expect(await stock(night.variantId)).toEqual({ stockOnHand: 6, stockAllocated: 4 });
    });

    describe('places both carts hold from waiting-list offers (ADR 068)', () => {
      const mailTo = (recipient: string, subject: RegExp) => mailIn(handle.server.mailboxUrl, recipient, subject);
      const tokenIn = (mail: MailboxEmail, route: string) => waitingListToken(mail, 'en', route);

      it('the same number of places held by each cart: one hold of all of them, none lost or counted twice', async () => {
        const night = await countedNight(4, 'offers');
        // Sold out for the moment: a cart at the payment step holds all four.
        const blocker = shop();
        expect((await blocker.query(ADD, { id: night.variantId, quantity: 4 })).addItemToOrder.__typename).toBe(
          'Order',
        );
        await guestDetails(blocker, 'blocker');
        expect(await toPayment(blocker)).toMatchObject({ seatHold: { state: 'HELD' } });
        const email = await customer('count-offers');
        const lines = [address('line-guest'), address('line-own')];
        for (const person of lines) {
          expect((await shop().query(JOIN, { id: night.id, email: person, seats: 2 }, 'en')).joinWaitingList.ok).toBe(
            true,
          );
          const confirmed = await shop().query(CONFIRM, {
            token: tokenIn(await mailTo(person, /Confirm your place/), 'confirm'),
          });
          expect(confirmed.confirmWaitingList.ok).toBe(true);
        }
        // The blocker gives up: both in line are offered two places each.
        expect(await blocker.query(TRANSITION, { state: 'AddingItems' })).toMatchObject({
          transitionOrderToState: { state: 'AddingItems' },
        });
        expect((await handle.admin.query(RUN)).runWaitingListOffers).toBe(2);
        const [guestOffer, ownOffer] = await Promise.all(
          lines.map(async (person) => tokenIn(await mailTo(person, /are held for you/), 'offer')),
        );
        const guest = shop();
        expect((await guest.query(CLAIM, { token: guestOffer! })).claimWaitingListOffer.ok).toBe(true);
        const own = shop();
        await signIn(own, email);
        expect((await own.query(CLAIM, { token: ownOffer! })).claimWaitingListOffer.ok).toBe(true);
        const expiries = [(await cart(guest))?.seatHold?.expiresAt, (await cart(own))?.seatHold?.expiresAt];
        expect(await stock(night.variantId)).toEqual({ stockOnHand: 4, stockAllocated: 4 });

        await signIn(guest, email);
        const merged = await cart(guest);
        expect(merged).toMatchObject({ state: 'AddingItems', lines: [{ quantity: 4 }], seatHold: { state: 'HELD' } });
        // Held until the earlier of the two offers' ends: no place is kept longer than its offer.
        const earlier = Math.min(...expiries.map((at) => new Date(at!).getTime()));
        expect(new Date(merged!.seatHold!.expiresAt).getTime()).toBe(earlier);
        expect(await stock(night.variantId)).toEqual({ stockOnHand: 4, stockAllocated: 4 });
        expect((await shop().query(ADD, { id: night.variantId, quantity: 1 })).addItemToOrder.__typename).toBe(
          'InsufficientStockError',
        );
        // Paying takes exactly the four held places; nothing is left allocated to a deleted cart.
        await guestDetails(guest, 'merged');
        expect(await toPayment(guest)).toMatchObject({ state: 'ArrangingPayment', seatHold: { state: 'HELD' } });
        expect(await payByTestCard(guest)).toMatchObject({ __typename: 'Order', state: 'PaymentSettled' });
        expect(await stock(night.variantId)).toEqual({ stockOnHand: 4, stockAllocated: 4 });
      });
    });
  });
});
