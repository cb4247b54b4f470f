import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { performanceOptionName } from '@foyer/shared/ticket-names';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { guestAtPaymentStep, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';

const SCHEDULE = adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
  id startsAt play { slug } stage { id } productVariant { id sku price priceWithTax stockOnHand trackInventory name taxCategory { id } } } }`);

let admin: TestClient;
let shop: TestClient;
let stage: { id: string; capacity: number };
beforeAll(async () => {
  admin = new TestClient(inject('adminApiUrl'));
  shop = new TestClient(inject('shopApiUrl'));
  await admin.loginAsSuperadmin();
  const { stages } = await admin.query(
    adminGraphql(`query { stages(options: { take: 1 }) { items { id capacity } } }`),
  );
  stage = stages.items[0];
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const countVariants = async (slug: string) => {
  const { product } = await admin.query(
    adminGraphql(`query ($slug: String!) { product(slug: $slug) { variants { id } } }`),
    {
      slug,
    },
  );
  return product?.variants.length ?? 0;
};

describe('schedulePerformance (one form in the Dashboard)', () => {
  it('creates the ticket variant and the performance together, on sale in the Shop API', async () => {
    const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id slug } } }`));
    const play = plays.items[0];
    const { schedulePerformance: performance } = await admin.query(SCHEDULE, {
      input: { playId: play.id, stageId: stage.id, startsAt: inDays(20), price: 1800, seats: 10 },
    });
    expect(performance.play.slug).toBe(play.slug);
    expect(performance.productVariant).toMatchObject({ priceWithTax: 1800, stockOnHand: 10, trackInventory: 'TRUE' });
    expect(performance.productVariant!.sku).toMatch(new RegExp(`^TICKET-${play.slug.toUpperCase()}-`));

    const { play: shown } = await shop.query(
      shopGraphql(
        `query ($slug: String!) { play(slug: $slug) { performances { id productVariant { id priceWithTax stockLevel name } } } }`,
      ),
      { slug: play.slug },
      'bg',
    );
    const listed = shown!.performances.find((p) => p.id === performance.id);
    expect(listed!.productVariant!).toMatchObject({ priceWithTax: 1800, stockLevel: 'IN_STOCK' });
    expect(listed!.productVariant!.name).toMatch(/^Билети за „/);
  });

  it('gives a new play its ticket product, named in every language', async () => {
    const { createPlay } = await admin.query(
      adminGraphql(`mutation ($input: CreatePlayInput!) { createPlay(input: $input) { id slug } }`),
      {
        input: {
          slug: `the-chairs-${Date.now().toString(36)}`,
          durationMinutes: 90,
          ageRating: '12+',
          premiereYear: 2027,
          translations: [
            { languageCode: 'en', title: 'The Chairs', summary: 'S', synopsis: 'S', author: 'Ionesco', director: 'D' },
            { languageCode: 'bg', title: 'Столовете', summary: 'S', synopsis: 'S', author: 'Йонеско', director: 'D' },
          ],
        },
      },
    );
    const { schedulePerformance } = await admin.query(SCHEDULE, {
      input: { playId: createPlay.id, stageId: stage.id, startsAt: inDays(30), price: 1500, seats: 5 },
    });
    expect(schedulePerformance.productVariant!.stockOnHand).toBe(5);
    const { product } = await shop.query(
      shopGraphql(`query ($slug: String!) { product(slug: $slug) { name variants { id } } }`),
      { slug: `tickets-${createPlay.slug}` },
      'bg',
    );
    expect(product).toEqual({
      name: 'Билети за „Столовете“',
      variants: [{ id: schedulePerformance.productVariant!.id }],
    });
  });

  it('refuses a past date or more seats than the stage has, and leaves nothing behind', async () => {
    const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id slug } } }`));
    const play = plays.items[0];
    const before = await countVariants(`tickets-${play.slug}`);
    for (const input of [
      { startsAt: inDays(-1), seats: 10, message: /only be scheduled in the future/ },
      { startsAt: inDays(5), seats: stage.capacity + 1, message: new RegExp(`The stage has ${stage.capacity} seats`) },
    ]) {
      const { errors } = await admin.raw(SCHEDULE, {
        input: { playId: play.id, stageId: stage.id, startsAt: input.startsAt, price: 1800, seats: input.seats },
      });
      expect(errors?.[0]?.message).toMatch(input.message);
    }
    expect(await countVariants(`tickets-${play.slug}`)).toBe(before);
  });

  it('stops selling a performance once it has started, without anyone doing anything', async () => {
    const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
    // A date in the past can no longer be set, so the curtain goes up in a few seconds.
    const startsAt = new Date(Date.now() + 4_000);
    const { schedulePerformance: performance } = await admin.query(SCHEDULE, {
      input: { playId: plays.items[0].id, stageId: stage.id, startsAt: startsAt.toISOString(), price: 1200, seats: 4 },
    });
    const add = shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
      __typename ... on OrderInterceptorError { interceptorError } } }`);
    const before = new TestClient(inject('shopApiUrl'));
    expect((await before.query(add, { id: performance.productVariant!.id })).addItemToOrder.__typename).toBe('Order');
    // The curtain goes up: the performance's time is now in the past.
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 100));
    const late = new TestClient(inject('shopApiUrl'));
    const { addItemToOrder } = await late.query(add, { id: performance.productVariant!.id });
    expect(addItemToOrder).toMatchObject({
      __typename: 'OrderInterceptorError',
      interceptorError: expect.stringMatching(/^PERFORMANCE_NOT_ON_SALE/),
    });
    // A cart that already holds it cannot take more.
    const { adjustOrderLine } = await before.query(
      shopGraphql(
        `mutation ($id: ID!) { adjustOrderLine(orderLineId: $id, quantity: 2) { __typename ... on ErrorResult { errorCode } } }`,
      ),
      { id: (await before.query(shopGraphql(`query { activeOrder { lines { id } } }`))).activeOrder!.lines[0].id },
    );
    expect(adjustOrderLine.__typename).toBe('OrderInterceptorError');
  });
});

const UPDATE = adminGraphql(`mutation ($input: UpdatePerformanceInput!) { updatePerformance(input: $input) {
  id startsAt cancelled stage { id name } productVariant { id sku priceWithTax stockOnHand stockAllocated
    translations { languageCode name } options { translations { languageCode name } } } } }`);
const CANCEL = adminGraphql(`mutation ($id: ID!) { cancelPerformance(id: $id) { id cancelled cancelledAt
  productVariant { id stockOnHand stockAllocated } } }`);
const ADD = shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
  __typename ... on OrderInterceptorError { interceptorError } } }`);

async function scheduleOne(seats = 10, price = 1800, days = 40) {
  const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id slug } } }`));
  const { schedulePerformance } = await admin.query(SCHEDULE, {
    input: { playId: plays.items[0].id, stageId: stage.id, startsAt: inDays(days), price, seats },
  });
  return { performance: schedulePerformance, play: plays.items[0] };
}

const nameIn = (translations: { languageCode: string; name: string }[], language: string) =>
  translations.find((t) => t.languageCode === language)?.name;

describe('updatePerformance (the Edit action in the Dashboard)', () => {
  it('changes the date, price and seats of the performance and its ticket together, names in every language', async () => {
    const { performance, play } = await scheduleOne();
    const startsAt = new Date(Date.parse(inDays(45)) - (Date.parse(inDays(45)) % 60_000));
    const { updatePerformance: updated } = await admin.query(UPDATE, {
      input: { id: performance.id, startsAt: startsAt.toISOString(), price: 2400, seats: 14 },
    });
    expect(new Date(updated.startsAt).getTime()).toBe(startsAt.getTime());
    const variant = updated.productVariant!;
    expect(variant).toMatchObject({ id: performance.productVariant!.id, priceWithTax: 2400, stockOnHand: 14 });
    expect(variant.sku).toBe(
      `TICKET-${play.slug.toUpperCase()}-${startsAt.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`,
    );
    const languages = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt_BR'] as const;
    for (const language of languages) {
      const optionName = performanceOptionName(language, startsAt, '');
      expect(nameIn(variant.options[0].translations, language)).toContain(optionName.replace(/ · $/, ''));
      expect(nameIn(variant.translations, language)).toContain(optionName.replace(/ · $/, ''));
    }

    // Fewer seats move the stock down by the difference.
    const { updatePerformance: fewer } = await admin.query(UPDATE, { input: { id: performance.id, seats: 6 } });
    expect(fewer.productVariant).toMatchObject({ stockOnHand: 6, priceWithTax: 2400 });

    // The shop sells it at the new price, named with the new date.
    const { play: shown } = await shop.query(
      shopGraphql(
        `query ($slug: String!) { play(slug: $slug) { performances { id startsAt productVariant { priceWithTax name } } } }`,
      ),
      { slug: play.slug },
      'bg',
    );
    const listed = shown!.performances.find((p) => p.id === performance.id);
    expect(listed!.productVariant!.priceWithTax).toBe(2400);
    expect(listed!.productVariant!.name).toContain(performanceOptionName('bg', startsAt, '').replace(/ · $/, ''));
  });

  it('refuses a past date, more seats than the stage has, another play, and fewer seats than are sold or held', async () => {
    const { performance } = await scheduleOne(10, 1800, 41);
    const { createPlay } = await admin.query(
      adminGraphql(`mutation ($input: CreatePlayInput!) { createPlay(input: $input) { id } }`),
      {
        input: {
          slug: `the-lesson-${Date.now().toString(36)}`,
          durationMinutes: 60,
          ageRating: '12+',
          premiereYear: 2027,
          translations: [
            { languageCode: 'en', title: 'The Lesson', summary: 'S', synopsis: 'S', author: 'Ionesco', director: 'D' },
          ],
        },
      },
    );
    const buyer = new TestClient(inject('shopApiUrl'));
    await guestAtPaymentStep(buyer, performance.productVariant!.id, 3, 'update');
    expect((await toPayment(buyer)).__typename).toBe('Order');

    for (const { input, message } of [
      { input: { startsAt: inDays(-1) }, message: /only be scheduled in the future/ },
      { input: { seats: stage.capacity + 1 }, message: new RegExp(`The stage has ${stage.capacity} seats`) },
      { input: { playId: createPlay.id }, message: /cannot move to another play/ },
      {
        input: { seats: 2 },
        message: /^3 tickets are sold or held, so the performance cannot have fewer than 3 seats\.$/,
      },
    ]) {
      const { errors } = await admin.raw(UPDATE, { input: { id: performance.id, price: 999, ...input } });
      expect(errors?.[0]?.message).toMatch(message);
    }
    const { performance: unchanged } = await admin.query(
      adminGraphql(
        `query ($id: ID!) { performance(id: $id) { productVariant { priceWithTax stockOnHand stockAllocated } } }`,
      ),
      { id: performance.id },
    );
    expect(unchanged!.productVariant).toEqual({ priceWithTax: 1800, stockOnHand: 10, stockAllocated: 3 });

    // As many seats as are held is fine: nothing is left for sale.
    const { updatePerformance } = await admin.query(UPDATE, { input: { id: performance.id, seats: 3 } });
    expect(updatePerformance.productVariant).toMatchObject({ stockOnHand: 3, stockAllocated: 3 });
    expect(
      (await new TestClient(inject('shopApiUrl')).query(ADD, { id: performance.productVariant!.id })).addItemToOrder
        .__typename,
    ).toBe('InsufficientStockError');
  });
});

describe('cancelPerformance (the Cancel action in the Dashboard)', () => {
  it('stops the sale: no adding, a cart at the payment step cannot pay, and the shop lists it as cancelled', async () => {
    const { performance, play } = await scheduleOne(8, 1600, 42);
    const variantId = performance.productVariant!.id;
    const inCart = new TestClient(inject('shopApiUrl'));
    await guestAtPaymentStep(inCart, variantId, 1, 'cancel-cart');
    const atPayment = new TestClient(inject('shopApiUrl'));
    await guestAtPaymentStep(atPayment, variantId, 2, 'cancel-paying');
    expect((await toPayment(atPayment)).__typename).toBe('Order');

    const { cancelPerformance } = await admin.query(CANCEL, { id: performance.id });
    expect(cancelPerformance).toMatchObject({ id: performance.id, cancelled: true });
    expect(cancelPerformance.cancelledAt).toBeTruthy();
    // The variant stays (orders refer to it); the held seats were given back.
    expect(cancelPerformance.productVariant).toMatchObject({ id: variantId, stockOnHand: 8, stockAllocated: 0 });

    const { addItemToOrder } = await new TestClient(inject('shopApiUrl')).query(ADD, { id: variantId });
    expect(addItemToOrder).toMatchObject({
      __typename: 'OrderInterceptorError',
      interceptorError: expect.stringMatching(/^PERFORMANCE_CANCELLED/),
    });
    // A cart holding the ticket cannot go to the payment step…
    expect(await toPayment(inCart)).toMatchObject({
      __typename: 'OrderStateTransitionError',
      transitionError: expect.stringMatching(/^PERFORMANCE_CANCELLED/),
    });
    // …and one already there cannot pay.
    expect(await payByTestCard(atPayment)).toMatchObject({
      __typename: 'PaymentDeclinedError',
      paymentErrorMessage: 'SEAT_HOLD_EXPIRED',
    });
    const { activeOrder } = await atPayment.query(shopGraphql(`query { activeOrder { state payments { state } } }`));
    expect(activeOrder!.state).not.toMatch(/^Payment(Settled|Authorized)$/);

    const { play: shown } = await shop.query(
      shopGraphql(`query ($slug: String!) { play(slug: $slug) { performances { id cancelled } } }`),
      { slug: play.slug },
      'en',
    );
    expect(shown!.performances.find((p) => p.id === performance.id)).toEqual({
      id: performance.id,
      cancelled: true,
    });
    const { performances } = await shop.query(
      shopGraphql(`query { performances(options: { take: 100 }) { items { id cancelled } } }`),
    );
    expect(performances.items.find((p) => p.id === performance.id)?.cancelled).toBe(true);

    // A cancelled performance is not changed any more.
    const { errors } = await admin.raw(UPDATE, { input: { id: performance.id, price: 100 } });
    expect(errors?.[0]?.message).toBe('A cancelled performance cannot be changed.');
  });
});
