import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEVELOPMENT_ADMINISTRATORS } from '../src/back-office/development-administrators';
import { readPdf } from '../src/plugins/box-office/print/read-pdf.test-fixtures';
import { TestClient } from './graphql-client';
import { removeOwnStage, reservedPerformance } from './own-stage';

/**
 * Printing at the box office (ADR 061): the Admin API answers an order's tickets and
 * receipt as a base64 PDF; each print of a ticket is recorded, a second says "reprint",
 * and the QR code holds the ticket's own code, as the door reads it.
 */

const PLAN = textPlan(['ssssss ssssss', 'ssssss ssssss'], ['A', 'A']);
const PRICES = [{ zone: 'A', price: 2500 }];

const START = adminGraphql(`mutation ($input: StartCounterSaleInput!) { startCounterSale(input: $input) { id } }`);
const SELECT = adminGraphql(`mutation ($order: ID!, $id: ID!, $keys: [String!]!) {
  counterSelectSeats(orderId: $order, performanceId: $id, seatKeys: $keys) { __typename } }`);
const COMPLETE = adminGraphql(`mutation ($order: ID!, $input: CompleteCounterSaleInput!) {
  completeCounterSale(orderId: $order, input: $input) {
    __typename ... on Order { id code tickets { code place { key row seat } } }
    ... on CounterSaleRefused { reason message } } }`);
const TICKETS_PDF = adminGraphql(`query ($order: ID!, $layout: PrintLayout!, $language: LanguageCode) {
  counterTicketsPdf(orderId: $order, layout: $layout, language: $language) }`);
const RECEIPT_PDF = adminGraphql(`query ($order: ID!, $layout: PrintLayout!) {
  counterReceiptPdf(orderId: $order, layout: $layout) }`);
const ADMIT = adminGraphql(
  `mutation ($id: ID!, $code: String!) { admitTicket(performanceId: $id, code: $code) { result } }`,
);

const pdfOf = (base64: string) => readPdf(new Uint8Array(Buffer.from(base64, 'base64')));

async function signIn(identifier: string, password: string) {
  const client = new TestClient(inject('adminApiUrl'));
  const { login } = await client.query(
    adminGraphql(`mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`),
    { u: identifier, p: password },
  );
  expect(login.__typename).toBe('CurrentUser');
  return client;
}

describe('printing at the box office', () => {
  let superadmin: TestClient;
  let boxOffice: TestClient;
  let setup: Awaited<ReturnType<typeof reservedPerformance>>;
  let sold: {
    id: string;
    code: string;
    tickets: Array<{ code: string; place: { row?: string | null; seat?: string | null } | null }>;
  };

  beforeAll(async () => {
    superadmin = new TestClient(inject('adminApiUrl'));
    await superadmin.loginAsSuperadmin();
    const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === 'box-office')!;
    boxOffice = await signIn(admin.identifier, admin.password);
    setup = await reservedPerformance(superadmin, 'box-office-print-e2e-hall', PLAN, PRICES);
    const { startCounterSale } = await boxOffice.query(START, { input: { language: 'en' } });
    const { counterSelectSeats } = await boxOffice.query(SELECT, {
      order: startCounterSale.id,
      id: setup.performance.id,
      keys: ['h-B-3', 'h-B-4'],
    });
    expect(counterSelectSeats.__typename).toBe('Order');
    const { completeCounterSale } = await boxOffice.query(COMPLETE, {
      order: startCounterSale.id,
      input: { method: 'counter-cash' },
    });
    sold = expectType(completeCounterSale, 'Order');
    expect(sold.tickets).toHaveLength(2);
  });

  afterAll(async () => {
    if (setup) await removeOwnStage(superadmin, setup.stageId);
  });

  it('prints the tickets on A4 with their seats, and QR codes holding the codes the door reads', async () => {
    const { counterTicketsPdf } = await boxOffice.query(TICKETS_PDF, { order: sold.id, layout: 'a4' });
    const pdf = await pdfOf(counterTicketsPdf);
    expect(pdf.pages).toHaveLength(1);
    const text = pdf.pages[0]!.text;
    for (const ticket of sold.tickets) {
      expect(text).toContain(`row ${ticket.place?.row}, seat ${ticket.place?.seat}`);
    }
    expect(text).not.toMatch(/REPRINT/);
    const height = pdf.pages[0]!.height / 3;
    const codes = await pdf.pages[0]!.scanQr([0, 1].map((third) => ({ top: third * height, height })));
    expect(codes).toEqual(sold.tickets.map((ticket) => ticket.code));
    // The door knows the code (its performance is weeks away, so the door is not open yet).
    const { admitTicket } = await boxOffice.query(ADMIT, { id: setup.performance.id, code: codes[0]! });
    expect(admitTicket.result).toBe('DOOR_CLOSED');
  });

  it('marks a second print as a reprint, on the roll and in the language asked for', async () => {
    const { counterTicketsPdf } = await boxOffice.query(TICKETS_PDF, {
      order: sold.id,
      layout: 'roll',
      language: 'bg',
    });
    const pdf = await pdfOf(counterTicketsPdf);
    expect(pdf.pages).toHaveLength(2);
    for (const [index, page] of pdf.pages.entries()) {
      expect(page.text).toContain('ДУБЛИКАТ № 1');
      expect(page.text).toContain(`ред ${sold.tickets[index]!.place?.row}`);
      expect(await page.scanQr()).toEqual([sold.tickets[index]!.code]);
    }
    const third = await pdfOf((await boxOffice.query(TICKETS_PDF, { order: sold.id, layout: 'a4' })).counterTicketsPdf);
    expect(third.pages[0]!.text).toContain('REPRINT No. 2');
  });

  it('prints the receipt with the total, VAT, the cash payment and who took it', async () => {
    const { counterReceiptPdf } = await boxOffice.query(RECEIPT_PDF, { order: sold.id, layout: 'a4' });
    const text = (await pdfOf(counterReceiptPdf)).pages.map((page) => page.text).join('\n');
    expect(text).toContain(sold.code);
    expect(text).toContain('€50.00');
    expect(text).toMatch(/Cash/i);
    expect(text).toContain('Boris Box office');
    expect(text).not.toContain('REPRINT');
    // A second print says so, as a ticket's does (counted by the notes prints leave in the order's history).
    const again = await boxOffice.query(RECEIPT_PDF, { order: sold.id, layout: 'roll' });
    const second = (await pdfOf(again.counterReceiptPdf)).pages.map((page) => page.text).join('\n');
    expect(second).toContain('REPRINT No. 1');
    expect(second).toContain(sold.code);
  });

  it('refuses an order that is not paid, and staff without SellAtCounter', async () => {
    const { startCounterSale } = await boxOffice.query(START, { input: { language: 'en' } });
    await expect(boxOffice.query(TICKETS_PDF, { order: startCounterSale.id, layout: 'a4' })).rejects.toThrow(
      /not paid/,
    );
    const anonymous = new TestClient(inject('adminApiUrl'));
    await expect(anonymous.query(TICKETS_PDF, { order: sold.id, layout: 'a4' })).rejects.toThrow();
  });
});
