import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { beforeAll, expect, inject, it } from 'vitest';
import { DEVELOPMENT_ADMINISTRATORS } from '../src/back-office/development-administrators';
import { guestAtPaymentStep, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';

/**
 * The short ticket code (ADR 057) against a real Vendure: each ticket has one, shown to the
 * customer, and the door admits a ticket by it as a person types it (lower case, dashes,
 * spaces), once; a mistyped one names no ticket; the long signed code keeps working.
 */

const SCHEDULE = adminGraphql(
  `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id productVariant { id } } }`,
);
const ADMIT =
  adminGraphql(`mutation ($performanceId: ID!, $code: String!) { admitTicket(performanceId: $performanceId, code: $code) {
  result ticket { shortCode seat status performance { id } } } }`);

type Performance = { id: string; variantId: string };

let superadmin: TestClient;
let boxOffice: TestClient;
let tonight: Performance;
let alsoTonight: Performance;

async function schedule(hoursFromNow: number): Promise<Performance> {
  const { plays } = await superadmin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const { stages } = await superadmin.query(adminGraphql(`query { stages(options: { take: 1 }) { items { id } } }`));
  const { schedulePerformance } = await superadmin.query(SCHEDULE, {
    input: {
      playId: plays.items[0].id,
      stageId: stages.items[0].id,
      startsAt: new Date(Date.now() + hoursFromNow * 3_600_000).toISOString(),
      price: 1500,
      seats: 20,
    },
  });
  return { id: schedulePerformance.id, variantId: schedulePerformance.productVariant!.id };
}

/** A guest pays for `quantity` seats; answers the tickets as the Shop API shows them. */
async function buy(performance: Performance, quantity: number) {
  const shop = newShopper(inject('shopApiUrl'));
  await guestAtPaymentStep(shop, performance.variantId, quantity, 'tickets');
  await toPayment(shop);
  const paid = expectType(await payByTestCard(shop), 'Order');
  const { orderByCode } = await shop.query(
    shopGraphql(`query ($code: String!) { orderByCode(code: $code) { tickets { code shortCode seat } } }`),
    { code: paid.code },
  );
  return orderByCode!.tickets;
}

const admit = async (performance: Performance, code: string) =>
  (await boxOffice.query(ADMIT, { performanceId: performance.id, code })).admitTicket;

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
  tonight = await schedule(1);
  alsoTonight = await schedule(2);
});

it('gives each ticket its own short code: nine characters in three groups, without look-alikes', async () => {
  const tickets = await buy(tonight, 2);
  for (const ticket of tickets)
    expect(ticket.shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/);
  expect(tickets[0].shortCode).not.toBe(tickets[1].shortCode);
  // Derived from the long code's random part, so the two forms name the same ticket.
  expect(tickets[0].code).toContain(tickets[0].shortCode.replaceAll('-', '').slice(0, 8));
});

it('admits a ticket by its short code typed in lower case with dashes and spaces, once', async () => {
  const [first, second] = await buy(tonight, 2);
  const typed = ` ${first.shortCode.toLowerCase().replace('-', ' - ')} `;
  const admitted = await admit(tonight, typed);
  expect(admitted.result).toBe('ADMITTED');
  expect(admitted.ticket).toMatchObject({ shortCode: first.shortCode, seat: first.seat, status: 'ADMITTED' });
  expect((await admit(tonight, first.shortCode.replaceAll('-', ''))).result).toBe('ALREADY_ADMITTED');
  // The long signed form keeps working for the other seat.
  expect((await admit(tonight, second.code)).result).toBe('ADMITTED');
});

it('names no ticket for a mistyped short code, and says which performance a right one is for', async () => {
  const [ticket] = await buy(alsoTonight, 1);
  const plain = ticket.shortCode.replaceAll('-', '');
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const wrong = alphabet[(alphabet.indexOf(plain[3]) + 1) % alphabet.length];
  const typo = `${plain.slice(0, 3)}${wrong}${plain.slice(4)}`;
  expect((await admit(alsoTonight, typo)).result).toBe('NOT_A_TICKET');
  const elsewhere = await admit(tonight, ticket.shortCode);
  expect(elsewhere.result).toBe('OTHER_PERFORMANCE');
  expect(elsewhere.ticket!.performance.id).toBe(alsoTonight.id);
  expect((await admit(alsoTonight, ticket.shortCode.toLowerCase())).result).toBe('ADMITTED');
});
