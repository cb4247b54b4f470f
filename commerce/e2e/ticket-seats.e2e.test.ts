import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVELOPMENT_ADMINISTRATORS } from '../src/back-office/development-administrators';
import { guestAtPaymentStep, guestDetails, newShopper, payByTestCard, TRANSITION, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';
import { mailTo } from './mailbox';
import { removeOwnStage } from './own-stage';

/**
 * Each ticket names its seat (ADR 060) against a real Vendure: two seats bought through the
 * Shop API become two tickets in plan order, each with its area, row, seat, zone and
 * entrance in the asking language; the confirmation email names them in the order's
 * language; the door admits one and says where its holder sits. A count-sold performance's
 * ticket names no seat.
 */

// Zone A: row A, zone B: row B; an entrance, and names in English and German.
const PLAN = textPlan(['ssss ssss', 'ssss ssss'], ['A', 'B']);
PLAN.zones = [
  { code: 'A', name: { bg: 'Партер, предни редове', en: 'Stalls, front', de: 'Parkett, vorne' } },
  { code: 'B', name: { bg: 'Партер, задни редове', en: 'Stalls, rear', de: 'Parkett, hinten' } },
];
const area = PLAN.areas[0]!;
area.name = { bg: 'Партер', en: 'Stalls', de: 'Parkett' };
area.entrance = { bg: 'Вход 2', en: 'Entrance 2, first floor', de: 'Eingang 2, erster Stock' };

const SELECT = shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
  __typename ... on SeatsUnavailable { reason message } } }`);
const TICKETS = shopGraphql(`query ($code: String!) { orderByCode(code: $code) {
  tickets { code seat place { key area row seat zone zoneCode entrance } } } }`);
const ADMIT =
  adminGraphql(`mutation ($performanceId: ID!, $code: String!) { admitTicket(performanceId: $performanceId, code: $code) {
  result ticket { seat place { area row seat zone entrance } } } }`);

let superadmin: TestClient;
let boxOffice: TestClient;
let stageId: string;
let performanceId: string;

async function schedule(input: { stageId: string; zonePrices?: Array<{ zone: string; price: number }> }) {
  const { plays } = await superadmin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const startsAt = new Date(Date.now() + 2 * 3_600_000);
  startsAt.setUTCSeconds(0, 0);
  const { schedulePerformance } = await superadmin.query(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
      id reserved productVariant { id } } }`),
    { input: { playId: plays.items[0]!.id, startsAt: startsAt.toISOString(), price: 1500, seats: 20, ...input } },
  );
  return schedulePerformance;
}

beforeAll(async () => {
  superadmin = new TestClient(inject('adminApiUrl'));
  await superadmin.loginAsSuperadmin();
  const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === 'box-office');
  if (!admin) throw new Error('no development box-office administrator');
  boxOffice = new TestClient(inject('adminApiUrl'));
  await boxOffice.query(
    adminGraphql(
      `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } } }`,
    ),
    { u: admin.identifier, p: admin.password },
  );
  const { createStage } = await superadmin.query(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug: `ticket-seats-e2e-${Date.now()}`,
        capacity: 16,
        translations: [{ languageCode: 'en', name: 'Seat test hall', description: 'For tests.', address: 'Plovdiv' }],
      },
    },
  );
  stageId = createStage.id;
  await superadmin.query(
    adminGraphql(`mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version } }`),
    { stage: stageId, plan: PLAN },
  );
  // Two hours from now: on sale, and its door (12 h before to 6 h after) is open.
  const performance = await schedule({
    stageId,
    zonePrices: [
      { zone: 'A', price: 3200 },
      { zone: 'B', price: 1600 },
    ],
  });
  expect(performance.reserved).toBe(true);
  performanceId = performance.id;
});

afterAll(async () => {
  if (stageId) await removeOwnStage(superadmin, stageId);
});

describe('the seat on every ticket', () => {
  let orderCode: string;
  let email: string;
  let tickets: Array<{ code: string; seat: number; place: { key: string } | null }>;

  it('issues a ticket per seat bought, in plan order, each naming its seat in the asking language', async () => {
    const shop = newShopper(inject('shopApiUrl'));
    // Chosen in another order than the plan's: the tickets still follow the plan.
    const { selectSeats } = await shop.query(SELECT, { id: performanceId, keys: ['h-A-7', 'h-A-2'] });
    expect(selectSeats.__typename).toBe('Order');
    ({ email } = await guestDetails(shop, 'ticket-seats'));
    // The order takes the language of the request that moves it to the payment step (ADR 034).
    expect((await shop.query(TRANSITION, { state: 'ArrangingPayment' }, 'de')).transitionOrderToState).toMatchObject({
      __typename: 'Order',
      state: 'ArrangingPayment',
    });
    orderCode = expectType(await payByTestCard(shop), 'Order').code;

    const english = (await shop.query(TICKETS, { code: orderCode }, 'en')).orderByCode!.tickets;
    tickets = english;
    expect(english.map((t) => [t.seat, t.place])).toEqual([
      [
        1,
        {
          key: 'h-A-2',
          area: 'Stalls',
          row: 'A',
          seat: '2',
          zone: 'Stalls, front',
          zoneCode: 'A',
          entrance: 'Entrance 2, first floor',
        },
      ],
      [
        2,
        {
          key: 'h-A-7',
          area: 'Stalls',
          row: 'A',
          seat: '7',
          zone: 'Stalls, front',
          zoneCode: 'A',
          entrance: 'Entrance 2, first floor',
        },
      ],
    ]);
    const german = (await shop.query(TICKETS, { code: orderCode }, 'de')).orderByCode!.tickets;
    expect(german.map((t) => [t.place?.area, t.place?.zone, t.place?.entrance])).toEqual([
      ['Parkett', 'Parkett, vorne', 'Eingang 2, erster Stock'],
      ['Parkett', 'Parkett, vorne', 'Eingang 2, erster Stock'],
    ]);
  });

  it("names each seat in the confirmation email, in the order's language", async () => {
    const mail = await mailTo(email, /./);
    expect(mail.text).toContain('Platz: Parkett, Reihe A, Platz 2');
    expect(mail.text).toContain('Platz: Parkett, Reihe A, Platz 7');
    expect(mail.text).toContain('Zone: Parkett, vorne');
    expect(mail.text).toContain('Eingang 2, erster Stock');
    expect(mail.html).toContain('Reihe A, Platz 7');
  });

  it('admits one ticket at the door and says where its holder sits; once', async () => {
    const first = tickets[0]!;
    const { admitTicket } = await boxOffice.query(ADMIT, { performanceId, code: first.code }, 'en');
    expect(admitTicket).toEqual({
      result: 'ADMITTED',
      ticket: {
        seat: 1,
        place: { area: 'Stalls', row: 'A', seat: '2', zone: 'Stalls, front', entrance: 'Entrance 2, first floor' },
      },
    });
    const again = (await boxOffice.query(ADMIT, { performanceId, code: first.code }, 'en')).admitTicket;
    expect(again.result).toBe('ALREADY_ADMITTED');
    expect(again.ticket?.place?.seat).toBe('2');
  });

  it('leaves the seat of a ticket sold by count unnamed', async () => {
    const byCount = await schedule(await firstStage());
    expect(byCount.reserved).toBe(false);
    const shop = newShopper(inject('shopApiUrl'));
    await guestAtPaymentStep(shop, byCount.productVariant!.id, 1, 'ticket-seats-count');
    await toPayment(shop);
    const paid = expectType(await payByTestCard(shop), 'Order');
    const { orderByCode } = await shop.query(TICKETS, { code: paid.code });
    expect(orderByCode!.tickets.map((t) => [t.seat, t.place])).toEqual([[1, null]]);
  });
});

/** A stage without a seat plan, where the e2e database's seed leaves one (the Attic Stage sells by count). */
async function firstStage(): Promise<{ stageId: string }> {
  const { stages } = await superadmin.query(
    adminGraphql(`query { stages(options: { take: 20 }) { items { id seatPlan { id } } } }`),
  );
  const unplanned = stages.items.find((s) => !s.seatPlan && s.id !== stageId);
  if (unplanned) return { stageId: unplanned.id };
  const { createStage } = await superadmin.query(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug: `ticket-count-e2e-${Date.now()}`,
        capacity: 20,
        translations: [{ languageCode: 'en', name: 'Count test hall', description: 'For tests.', address: 'Plovdiv' }],
      },
    },
  );
  return { stageId: createStage.id };
}
