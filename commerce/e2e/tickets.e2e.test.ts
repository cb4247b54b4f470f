import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVELOPMENT_ADMINISTRATORS } from '../src/back-office/development-administrators';
import { DEVELOPMENT_TICKET_SIGNING_SECRET } from '../src/environment';
import { readTicketCode, signTicketCode } from '../src/plugins/tickets/ticket-code';
import { guestAtPaymentStep, newShopper, payByTestCard, toPayment } from './checkout-steps';
import { TestClient } from './graphql-client';
import { mailTo } from './mailbox';

/**
 * E-tickets against a real Vendure (ADR 035): issued per seat when the payment settles,
 * signed, on the order and under "My tickets", admitted at the door exactly once.
 */

const SCHEDULE = adminGraphql(
  `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id productVariant { id } } }`,
);
const ADMIT =
  adminGraphql(`mutation ($performanceId: ID!, $code: String!) { admitTicket(performanceId: $performanceId, code: $code) {
  result ticket { code seat status voidReason admittedAt performance { id } } door { admitted tickets } } }`);

type Performance = { id: string; variantId: string };

let superadmin: TestClient;
let boxOffice: TestClient;
let tonight: Performance;
let alsoTonight: Performance;
let nextMonth: Performance;

const signIn = async (role: string) => {
  const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === role);
  if (!admin) throw new Error(`no development administrator for ${role}`);
  const client = new TestClient(inject('adminApiUrl'));
  await client.query(
    adminGraphql(
      `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } } }`,
    ),
    {
      u: admin.identifier,
      p: admin.password,
    },
  );
  return client;
};

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function schedule(startsAt: string, seats = 40): Promise<Performance> {
  const { plays } = await superadmin.query(adminGraphql(`query { plays(options: { take: 2 }) { items { id } } }`));
  const { stages } = await superadmin.query(adminGraphql(`query { stages(options: { take: 1 }) { items { id } } }`));
  const { schedulePerformance } = await superadmin.query(SCHEDULE, {
    input: { playId: plays.items[0].id, stageId: stages.items[0].id, startsAt, price: 1500, seats },
  });
  return { id: schedulePerformance.id, variantId: schedulePerformance.productVariant!.id };
}

/** A guest pays for `quantity` seats with the test card; answers the order's code and its tickets (Shop API). */
async function buy(performance: Performance, quantity: number) {
  const shop = newShopper(inject('shopApiUrl'));
  await guestAtPaymentStep(shop, performance.variantId, quantity, 'tickets');
  await toPayment(shop);
  const paid = expectType(await payByTestCard(shop), 'Order');
  expect(paid.state).toBe('PaymentSettled');
  const { orderByCode } = await shop.query(
    shopGraphql(`query ($code: String!) { orderByCode(code: $code) {
      id tickets { id code seat status voidReason admittedAt orderCode performance { id } } } }`),
    {
      code: paid.code,
    },
  );
  return { code: paid.code, shop, tickets: orderByCode!.tickets };
}

const admit = async (client: TestClient, performance: Performance, code: string) =>
  (await client.query(ADMIT, { performanceId: performance.id, code })).admitTicket;

const adminOrder = async (code: string) =>
  (
    await superadmin.query(
      adminGraphql(
        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id totalWithTax payments { id amount } } } }`,
      ),
      { code },
    )
  ).orders.items[0];

beforeAll(async () => {
  superadmin = new TestClient(inject('adminApiUrl'));
  await superadmin.loginAsSuperadmin();
  boxOffice = await signIn('box-office');
  tonight = await schedule(inHours(1));
  alsoTonight = await schedule(inHours(2));
  nextMonth = await schedule(inHours(24 * 30));
});

describe('issuing', () => {
  it('gives each seat bought its own signed ticket, tied to the order line and the performance', async () => {
    const { code, tickets } = await buy(tonight, 2);
    expect(tickets.map((t) => t.seat)).toEqual([1, 2]);
    expect(new Set(tickets.map((t) => t.code)).size).toBe(2);
    for (const ticket of tickets) {
      expect(ticket).toMatchObject({
        status: 'VALID',
        voidReason: null,
        admittedAt: null,
        orderCode: code,
        performance: { id: tonight.id },
      });
      const reading = readTicketCode(DEVELOPMENT_TICKET_SIGNING_SECRET, ticket.code);
      expect(reading).toMatchObject({ valid: true, claims: { performanceId: Number(tonight.id), seat: ticket.seat } });
    }
    // The same seat numbers on one order line.
    const lines = tickets.map((t) => readTicketCode(DEVELOPMENT_TICKET_SIGNING_SECRET, t.code));
    expect(new Set(lines.map((r) => r.valid && r.claims.orderLineId)).size).toBe(1);
  });

  it('gives no ticket for merchandise, and none before the order is paid', async () => {
    // A product of this test's own: other tests sell the seeded merchandise out.
    const slug = `ticket-test-poster-${Date.now().toString(36)}`;
    const { createProduct } = await superadmin.query(
      adminGraphql(
        `mutation ($slug: String!) { createProduct(input: { enabled: true, translations: [{ languageCode: en, name: "Poster", slug: $slug, description: "A poster." }] }) { id } }`,
      ),
      { slug },
    );
    const { createProductVariants } = await superadmin.query(
      adminGraphql(`mutation ($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id } }`),
      {
        input: [
          {
            productId: createProduct.id,
            sku: slug.toUpperCase(),
            price: 900,
            stockOnHand: 5,
            translations: [{ languageCode: 'en', name: 'Poster' }],
          },
        ],
      },
    );
    const shop = newShopper(inject('shopApiUrl'));
    await guestAtPaymentStep(shop, createProductVariants[0]!.id, 1, 'merch');
    await shop.query(
      shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`),
      {
        id: tonight.variantId,
      },
    );
    const before = await shop.query(shopGraphql(`query { activeOrder { tickets { id } } }`));
    expect(before.activeOrder!.tickets).toEqual([]);
    await toPayment(shop);
    const paid = expectType(await payByTestCard(shop), 'Order');
    const { orderByCode } = await shop.query(
      shopGraphql(`query ($code: String!) { orderByCode(code: $code) { tickets { seat performance { id } } } }`),
      {
        code: paid.code,
      },
    );
    expect(orderByCode!.tickets).toEqual([{ seat: 1, performance: { id: tonight.id } }]);
  });

  it("lists a signed-in customer's tickets under myTickets, upcoming first", async () => {
    const email = `tickets-${Date.now()}@foyer.example`;
    await superadmin.query(
      adminGraphql(
        `mutation ($email: String!) { createCustomer(input: { emailAddress: $email, firstName: "Tia", lastName: "Tickets" }, password: "a-long-password") { __typename } }`,
      ),
      { email },
    );
    const shop = newShopper(inject('shopApiUrl'));
    const { login } = await shop.query(
      shopGraphql(`mutation ($email: String!) { login(username: $email, password: "a-long-password") { __typename } }`),
      { email },
    );
    expect(login.__typename).toBe('CurrentUser');
    for (const [performance, quantity] of [
      [nextMonth, 1],
      [tonight, 2],
    ] as const) {
      await shop.query(
        shopGraphql(
          `mutation ($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { __typename } }`,
        ),
        {
          id: performance.variantId,
          q: quantity,
        },
      );
      await shop.query(
        shopGraphql(
          `mutation { setOrderShippingAddress(input: { fullName: "Tia Tickets", streetLine1: "ul. Rakovski 1", city: "Sofia", postalCode: "1000", countryCode: "BG" }) { __typename } }`,
        ),
      );
      const { eligibleShippingMethods } = await shop.query(shopGraphql(`query { eligibleShippingMethods { id } }`));
      await shop.query(
        shopGraphql(`mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { __typename } }`),
        {
          id: eligibleShippingMethods[0].id,
        },
      );
      await toPayment(shop);
      expect(expectType(await payByTestCard(shop), 'Order').state).toBe('PaymentSettled');
    }
    const { myTickets } = await shop.query(shopGraphql(`query { myTickets { seat performance { id } } }`));
    expect(myTickets).toEqual([
      { seat: 1, performance: { id: tonight.id } },
      { seat: 2, performance: { id: tonight.id } },
      { seat: 1, performance: { id: nextMonth.id } },
    ]);
    const anonymous = newShopper(inject('shopApiUrl'));
    const { errors } = await anonymous.raw(shopGraphql(`query { myTickets { id } }`));
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

/** What a phone reads from a QR code image. */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('the confirmation email', () => {
  it('brings a German buyer of two seats a German confirmation whose two QR codes are the tickets under My tickets', async () => {
    const email = `kartenkauf-${Date.now()}@foyer.example`;
    await superadmin.query(
      adminGraphql(
        `mutation ($email: String!) { createCustomer(input: { emailAddress: $email, firstName: "Klara", lastName: "Karten" }, password: "ein-langes-passwort") { __typename } }`,
      ),
      { email },
    );
    const shop = newShopper(inject('shopApiUrl'));
    await shop.query(
      shopGraphql(
        `mutation ($email: String!) { login(username: $email, password: "ein-langes-passwort") { __typename } }`,
      ),
      {
        email,
      },
    );
    // Every step in German.
    await shop.query(
      shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { __typename } }`),
      { id: tonight.variantId },
      'de',
    );
    await shop.query(
      shopGraphql(
        `mutation { setOrderShippingAddress(input: { fullName: "Klara Karten", streetLine1: "Hauptstraße 1", city: "Berlin", postalCode: "10115", countryCode: "DE" }) { __typename } }`,
      ),
      {},
      'de',
    );
    const { eligibleShippingMethods } = await shop.query(
      shopGraphql(`query { eligibleShippingMethods { id } }`),
      {},
      'de',
    );
    await shop.query(
      shopGraphql(`mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { __typename } }`),
      { id: eligibleShippingMethods[0].id },
      'de',
    );
    await shop.query(
      shopGraphql(`mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }`),
      {},
      'de',
    );
    const { addPaymentToOrder } = await shop.query(
      shopGraphql(
        `mutation { addPaymentToOrder(input: { method: "test-card", metadata: { cardNumber: "4242424242424242" } }) { __typename ... on Order { code state } } }`,
      ),
      {},
      'de',
    );
    const paid = expectType(addPaymentToOrder, 'Order');
    expect(paid.state).toBe('PaymentSettled');

    const mail = await mailTo(email, new RegExp(paid.code));
    expect(mail.subject).toBe(`Bestellbestätigung für #${paid.code} beim Theater Foyer`);
    expect(mail.html).toContain('Ihre Tickets');
    expect(mail.text).toContain('Ihre Tickets');
    const images = mail.attachments.filter(
      (a) => a.contentType === 'image/png' && a.cid && mail.html.includes(`cid:${a.cid}`),
    );
    expect(images).toHaveLength(2);
    const scanned = images.map((image) => decodeQr(Buffer.from(image.contentBase64, 'base64')));
    for (const code of scanned) {
      expect(readTicketCode(DEVELOPMENT_TICKET_SIGNING_SECRET, code ?? '')).toMatchObject({ valid: true });
    }

    const { myTickets } = await shop.query(shopGraphql(`query { myTickets { code seat status } }`), {}, 'de');
    expect(
      myTickets
        .filter((t) => t.status === 'VALID')
        .map((t) => t.code)
        .sort(),
    ).toEqual([...scanned].sort());
  });
});

describe('admission at the door', () => {
  it('lists the performances whose door is open, with their counts', async () => {
    const { doorPerformances } = await boxOffice.query(
      adminGraphql(`query { doorPerformances { performance { id } admitted tickets } }`),
    );
    const ids = doorPerformances.map((d) => d.performance.id);
    expect(ids).toContain(tonight.id);
    expect(ids).toContain(alsoTonight.id);
    expect(ids).not.toContain(nextMonth.id);
  });

  it('admits a ticket once; the second scan says when it was admitted', async () => {
    const { tickets } = await buy(tonight, 1);
    const before = (
      await boxOffice.query(adminGraphql(`query ($id: ID!) { doorCount(performanceId: $id) { admitted tickets } }`), {
        id: tonight.id,
      })
    ).doorCount;
    const first = await admit(boxOffice, tonight, tickets[0].code);
    expect(first.result).toBe('ADMITTED');
    expect(first.ticket).toMatchObject({ status: 'ADMITTED', seat: 1 });
    expect(first.door).toEqual({ admitted: before.admitted + 1, tickets: before.tickets });
    const second = await admit(boxOffice, tonight, tickets[0].code);
    expect(second.result).toBe('ALREADY_ADMITTED');
    expect(second.ticket!.admittedAt).toBe(first.ticket!.admittedAt);
    expect(second.door.admitted).toBe(first.door.admitted);
  });

  it('accepts the code as it may be typed: lower case, spaces, O for 0', async () => {
    const { tickets } = await buy(tonight, 1);
    const typed = ` ${tickets[0].code.toLowerCase().replace(/0/g, 'o')} `;
    expect((await admit(boxOffice, tonight, typed)).result).toBe('ADMITTED');
  });

  it('admits exactly one of 20 doors scanning the same ticket at the same moment', async () => {
    const { tickets } = await buy(tonight, 1);
    const doors = await Promise.all(Array.from({ length: 4 }, () => signIn('box-office')));
    const scans = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admit(doors[i % doors.length], tonight, tickets[0].code)),
    );
    const results = scans.map((s) => s.result);
    expect(results.filter((r) => r === 'ADMITTED')).toHaveLength(1);
    expect(results.filter((r) => r === 'ALREADY_ADMITTED')).toHaveLength(19);
    expect(new Set(scans.map((s) => s.ticket!.admittedAt)).size).toBe(1);
  });

  it('refuses a forged code, an altered one and something that is not a ticket, saying which', async () => {
    const { tickets } = await buy(tonight, 1);
    const code = tickets[0].code;
    const altered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await admit(boxOffice, tonight, altered)).result).toBe('FORGED');
    const [performance, line] = code.split('-');
    const otherSeat = signTicketCode('someone-elses-key-of-some-length', {
      performanceId: Number(performance),
      orderLineId: Number(line),
      seat: 2,
    });
    expect((await admit(boxOffice, tonight, otherSeat)).result).toBe('FORGED');
    expect((await admit(boxOffice, tonight, 'https://example.com/')).result).toBe('NOT_A_TICKET');
    // Correctly signed (with the development key) but never issued.
    const neverIssued = signTicketCode(DEVELOPMENT_TICKET_SIGNING_SECRET, {
      performanceId: Number(tonight.id),
      orderLineId: 999_999,
      seat: 1,
    });
    expect((await admit(boxOffice, tonight, neverIssued)).result).toBe('UNKNOWN');
    // None of these admitted the real ticket.
    expect((await admit(boxOffice, tonight, code)).result).toBe('ADMITTED');
  });

  it('refuses a ticket for another performance, naming it', async () => {
    const { tickets } = await buy(alsoTonight, 1);
    const scan = await admit(boxOffice, tonight, tickets[0].code);
    expect(scan.result).toBe('OTHER_PERFORMANCE');
    expect(scan.ticket!.performance.id).toBe(alsoTonight.id);
    expect(scan.ticket!.status).toBe('VALID');
  });

  it('refuses every ticket while the door is closed', async () => {
    const { tickets } = await buy(nextMonth, 1);
    expect((await admit(boxOffice, nextMonth, tickets[0].code)).result).toBe('DOOR_CLOSED');
  });

  it("refuses a cancelled order's tickets and a refunded order's tickets as void, and the customer sees them void", async () => {
    const cancelled = await buy(tonight, 2);
    const order = await adminOrder(cancelled.code);
    const { cancelOrder } = await superadmin.query(
      adminGraphql(
        `mutation ($id: ID!) { cancelOrder(input: { orderId: $id, cancelShipping: true }) { __typename ... on Order { state } } }`,
      ),
      { id: order.id },
    );
    expect(expectType(cancelOrder, 'Order').state).toBe('Cancelled');
    const scan = await admit(boxOffice, tonight, cancelled.tickets[1].code);
    expect(scan).toMatchObject({ result: 'VOID', ticket: { status: 'VOID', voidReason: 'ORDER_CANCELLED' } });
    const { orderByCode } = await cancelled.shop.query(
      shopGraphql(`query ($code: String!) { orderByCode(code: $code) { tickets { status voidReason } } }`),
      {
        code: cancelled.code,
      },
    );
    expect(orderByCode!.tickets).toEqual([
      { status: 'VOID', voidReason: 'ORDER_CANCELLED' },
      { status: 'VOID', voidReason: 'ORDER_CANCELLED' },
    ]);

    const refunded = await buy(tonight, 1);
    const paid = await adminOrder(refunded.code);
    const { refundOrder } = await superadmin.query(
      adminGraphql(`mutation ($payment: ID!, $amount: Money!) { refundOrder(input: { paymentId: $payment, amount: $amount, shipping: 0, adjustment: 0, reason: "Changed plans" }) {
        __typename ... on Refund { state } ... on ErrorResult { message } } }`),
      { payment: paid.payments![0].id, amount: paid.totalWithTax },
    );
    expect(refundOrder).toEqual({ __typename: 'Refund', state: 'Settled' });
    expect(await admit(boxOffice, tonight, refunded.tickets[0].code)).toMatchObject({
      result: 'VOID',
      ticket: { voidReason: 'REFUNDED' },
    });
  });

  it('is for staff with CheckInTickets only', async () => {
    const { tickets } = await buy(tonight, 1);
    const editor = await signIn('editor');
    for (const client of [editor, new TestClient(inject('adminApiUrl'))]) {
      const { errors } = await client.raw(ADMIT, { performanceId: tonight.id, code: tickets[0].code });
      expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(
        (await client.raw(adminGraphql(`query { doorPerformances { admitted } }`))).errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
    }
    expect((await admit(boxOffice, tonight, tickets[0].code)).result).toBe('ADMITTED');
  });
});
