import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TestClient } from './graphql-client';

const SCHEDULE = `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
  id startsAt play { slug } stage { id } productVariant { id sku price priceWithTax stockOnHand trackInventory name taxCategory { id } } } }`;

let admin: TestClient;
let shop: TestClient;
let stage: { id: string; capacity: number };
beforeAll(async () => {
  admin = new TestClient(inject('adminApiUrl'));
  shop = new TestClient(inject('shopApiUrl'));
  await admin.loginAsSuperadmin();
  const { stages } = await admin.query(`query { stages(options: { take: 1 }) { items { id capacity } } }`);
  stage = stages.items[0];
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const countVariants = async (slug: string) => {
  const { product } = await admin.query(`query ($slug: String!) { product(slug: $slug) { variants { id } } }`, {
    slug,
  });
  return product?.variants.length ?? 0;
};

describe('schedulePerformance (one form in the Dashboard)', () => {
  it('creates the ticket variant and the performance together, on sale in the Shop API', async () => {
    const { plays } = await admin.query(`query { plays(options: { take: 1 }) { items { id slug } } }`);
    const play = plays.items[0];
    const { schedulePerformance: performance } = await admin.query(SCHEDULE, {
      input: { playId: play.id, stageId: stage.id, startsAt: inDays(20), price: 1800, seats: 10 },
    });
    expect(performance.play.slug).toBe(play.slug);
    expect(performance.productVariant).toMatchObject({ priceWithTax: 1800, stockOnHand: 10, trackInventory: 'TRUE' });
    expect(performance.productVariant.sku).toMatch(new RegExp(`^TICKET-${play.slug.toUpperCase()}-`));

    const { play: shown } = await shop.query(
      `query ($slug: String!) { play(slug: $slug) { performances { id productVariant { id priceWithTax stockLevel name } } } }`,
      { slug: play.slug },
      'bg',
    );
    const listed = shown.performances.find((p: { id: string }) => p.id === performance.id);
    expect(listed.productVariant).toMatchObject({ priceWithTax: 1800, stockLevel: 'IN_STOCK' });
    expect(listed.productVariant.name).toMatch(/^Билети за „/);
  });

  it('gives a new play its ticket product, named in every language', async () => {
    const { createPlay } = await admin.query(
      `mutation ($input: CreatePlayInput!) { createPlay(input: $input) { id slug } }`,
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
    expect(schedulePerformance.productVariant.stockOnHand).toBe(5);
    const { product } = await shop.query(
      `query ($slug: String!) { product(slug: $slug) { name variants { id } } }`,
      { slug: `tickets-${createPlay.slug}` },
      'bg',
    );
    expect(product).toEqual({
      name: 'Билети за „Столовете“',
      variants: [{ id: schedulePerformance.productVariant.id }],
    });
  });

  it('refuses a past date or more seats than the stage has, and leaves nothing behind', async () => {
    const { plays } = await admin.query(`query { plays(options: { take: 1 }) { items { id slug } } }`);
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
    const { plays } = await admin.query(`query { plays(options: { take: 1 }) { items { id } } }`);
    const { schedulePerformance: performance } = await admin.query(SCHEDULE, {
      input: { playId: plays.items[0].id, stageId: stage.id, startsAt: inDays(2), price: 1200, seats: 4 },
    });
    const add = `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) {
      __typename ... on OrderInterceptorError { interceptorError } } }`;
    const before = new TestClient(inject('shopApiUrl'));
    expect((await before.query(add, { id: performance.productVariant.id })).addItemToOrder.__typename).toBe('Order');
    // The curtain goes up: the performance's time is now in the past.
    await admin.query(
      `mutation ($id: ID!, $at: DateTime!) { updatePerformance(input: { id: $id, startsAt: $at }) { id } }`,
      {
        id: performance.id,
        at: inDays(-0.01),
      },
    );
    const late = new TestClient(inject('shopApiUrl'));
    const { addItemToOrder } = await late.query(add, { id: performance.productVariant.id });
    expect(addItemToOrder).toMatchObject({
      __typename: 'OrderInterceptorError',
      interceptorError: expect.stringMatching(/^PERFORMANCE_NOT_ON_SALE/),
    });
    // A cart that already holds it cannot take more.
    const { adjustOrderLine } = await before.query(
      `mutation ($id: ID!) { adjustOrderLine(orderLineId: $id, quantity: 2) { __typename ... on ErrorResult { errorCode } } }`,
      { id: (await before.query(`query { activeOrder { lines { id } } }`)).activeOrder.lines[0].id },
    );
    expect(adjustOrderLine.__typename).toBe('OrderInterceptorError');
  });
});
