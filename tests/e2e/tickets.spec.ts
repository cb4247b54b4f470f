import AxeBuilder from '@axe-core/playwright';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { adminQuery, schedulePerformance } from '../support/admin-api';
import { exec, fill, type Messages, messages, type Shopper, toPaymentStep, unique } from '../support/checkout';
import { expect, type Page, test } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { sessionRows } from '../support/sessions';
import { createCustomerWithAddress, shopQuery } from '../support/shop-api';

/**
 * The customer's tickets (ADR 037) against the real, freshly seeded Vendure: QR cards
 * on the confirmation and the account's pages, "My tickets", the calendar file, and void
 * tickets once an order is cancelled. Each test schedules performances of its own, so
 * other tests selling or cancelling seats never touch them.
 */

interface Performance {
  id: string;
  startsAt: string;
  play: { slug: string; title: string; durationMinutes: number };
  stage: { name: string };
}

const DAY_MS = 86_400_000;

/** A performance of the first play, `days` ahead at a random minute of the evening, with ten seats; read in `language`. */
async function schedule(days: number, language: string): Promise<Performance> {
  const { plays } = await adminQuery(
    adminGraphql(`query { plays(options: { take: 1, sort: { id: ASC } }) { items { id } } }`),
  );
  const { stages } = await adminQuery(adminGraphql(`query { stages(options: { take: 1 }) { items { id } } }`));
  const startsAt = new Date(Date.now() + days * DAY_MS);
  startsAt.setUTCHours(16, Math.floor(Math.random() * 59), 0, 0);
  const scheduled = await schedulePerformance({
    playId: plays.items[0]!.id,
    stageId: stages.items[0]!.id,
    startsAt: startsAt.toISOString(),
    price: 1800,
    seats: 10,
  });
  const { performances } = await shopQuery(
    shopGraphql(`query Performances($id: String!) { performances(options: { filter: { id: { eq: $id } } }) {
       items { id startsAt play { slug title durationMinutes } stage { name } } } }`),
    { id: scheduled.id },
    language,
  );
  const performance = performances.items[0];
  if (!performance) throw new Error('The scheduled performance is not in the Shop API');
  return performance;
}

const FORMAT_LOCALE: Record<string, string> = { de: 'de-DE', bg: 'bg-BG', en: 'en-US' };
const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
const dateTime = (iso: string, locale: string) =>
  oneSpace(
    new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Sofia',
    }).format(new Date(iso)),
  );

/** An instant on Sofia's clock as iCalendar writes local times: 20261201T190000 (Swedish dates read 2026-12-01 19:00:00). */
const sofiaLocal = (instant: Date) =>
  instant
    .toLocaleString('sv-SE', { timeZone: 'Europe/Sofia' })
    .replace(/\D/g, '')
    .replace(/^(\d{8})/, '$1T');

/** Puts `seats` tickets of a performance in the cart from its play page, one click each. */
async function buyOnPlayPage({ page, t, locale }: Shopper, performance: Performance, seats: number) {
  const row = page.locator('li').filter({ has: page.locator(`time[datetime="${performance.startsAt}"]`) });
  // The play page is cached; Vendure tells the storefront of the new performance within
  // moments (ADR 024, 041), so the page is read again until it shows it.
  await expect(async () => {
    await page.goto(`/${locale}/plays/${performance.play.slug}`);
    await expect(row.getByRole('button', { name: t.play_buy_ticket })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  for (let i = 0; i < seats; i++) {
    const before = Number(await page.getByTestId('cart-count').textContent());
    await row.getByRole('button', { name: t.play_buy_ticket }).click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
  }
}

/** Reads a QR symbol on the page the way a phone would: from its pixels. */
async function decodeQr(symbol: ReturnType<Page['getByTestId']>): Promise<string | undefined> {
  await symbol.scrollIntoViewIfNeeded();
  const png = PNG.sync.read(await symbol.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** The codes of an order's tickets as staff see them in the Admin API. */
async function adminTicketCodes(code: string): Promise<string[]> {
  const { orders } = await adminQuery(
    adminGraphql(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { tickets { code } } } }`,
    ),
    { code },
  );
  return (orders.items[0]?.tickets ?? []).map((ticket) => ticket.code).sort();
}

async function placedOrderCode(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[A-Z0-9]+$/);
  await expect(page.getByTestId('order-paid')).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** Every card's QR decodes to the code printed on it, and is named for that code; returns the codes. */
async function expectCardsScan(page: Page, t: Messages): Promise<string[]> {
  const codes: string[] = [];
  for (const card of await page.getByTestId('ticket-card').all()) {
    const printed = (await card.getByTestId('ticket-code').textContent()) ?? '';
    expect(printed).toMatch(/^\d+-\d+-\d+-[0-9A-Z]{8}-[0-9A-Z]{16}$/);
    await expect(card.getByRole('img', { name: fill(t.ticket_qr_label, { code: printed }) })).toBeVisible();
    expect(await decodeQr(card.getByTestId('ticket-qr'))).toBe(printed);
    codes.push(printed);
  }
  return codes.sort();
}

test('two tickets bought in German: two cards in German whose QR codes scan to the codes Vendure issued', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = messages('de');
  const performance = await schedule(30 + Math.floor(Math.random() * 20), 'de');
  const shopper: Shopper = { page, t, locale: 'de', email: `tickets-${unique()}@example.com` };
  await buyOnPlayPage(shopper, performance, 2);
  await page.goto('/de/checkout');
  await toPaymentStep(shopper);
  await exec.SUBMIT_PAYMENT(shopper);
  const code = await placedOrderCode(page);

  const cards = page.getByTestId('ticket-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('heading', { name: t.tickets_title, level: 2 })).toBeVisible();
  for (const [i, card] of (await cards.all()).entries()) {
    await expect(card).toContainText(fill(t.ticket_number, { number: i + 1, count: 2 }));
    await expect(card.getByRole('link', { name: performance.play.title })).toHaveAttribute(
      'href',
      `/de/plays/${performance.play.slug}`,
    );
    expect(oneSpace((await card.locator('time').textContent()) ?? '')).toBe(dateTime(performance.startsAt, 'de'));
    await expect(card).toContainText(performance.stage.name);
    await expect(card.getByTestId('ticket-state')).toHaveText(t.ticket_valid);
  }
  // Once per performance, not per seat.
  await expect(page.getByTestId('add-to-calendar')).toHaveCount(1);
  await expect(page.getByTestId('add-to-calendar')).toHaveText(t.tickets_add_to_calendar);

  const shown = await expectCardsScan(page, t);
  expect(new Set(shown).size).toBe(2);
  expect(shown).toEqual(await adminTicketCodes(code));
});

test('the calendar file is Sofia time in the page language, needs no session and starts none', async ({ baseURL }) => {
  const performance = await schedule(50 + Math.floor(Math.random() * 20), 'de');
  const before = sessionRows();
  const response = await fetch(`${baseURL}/de/calendar/performance/${performance.id}.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(response.headers.get('set-cookie')).toBeNull();
  const body = await response.text();
  expect(sessionRows()).toBe(before);
  expect(body).toMatch(/\r\n$/);
  const lines = body.replace(/\r\n /g, '').split('\r\n');
  const start = new Date(performance.startsAt);
  const end = new Date(start.getTime() + performance.play.durationMinutes * 60_000);
  expect(lines).toContain('BEGIN:VTIMEZONE');
  expect(lines).toContain('TZID:Europe/Sofia');
  expect(lines).toContain(`DTSTART;TZID=Europe/Sofia:${sofiaLocal(start)}`);
  expect(lines).toContain(`DTEND;TZID=Europe/Sofia:${sofiaLocal(end)}`);
  expect(lines.find((line) => line.startsWith('UID:'))).toMatch(new RegExp(`^UID:performance-${performance.id}@`));
  expect(lines).toContain(`SUMMARY:${performance.play.title.replace(/([,;\\])/g, '\\$1')}`);
  expect(lines.find((line) => line.startsWith('URL:'))).toMatch(new RegExp(`/de/plays/${performance.play.slug}$`));

  // The same event in another language: same UID, its own title.
  const bg = await (await fetch(`${baseURL}/calendar/performance/${performance.id}.ics`)).text();
  expect(bg).toContain(`UID:performance-${performance.id}@`);
  expect((await fetch(`${baseURL}/de/calendar/performance/999999.ics`)).status).toBe(404);
  expect((await fetch(`${baseURL}/de/calendar/performance/abc.ics`)).status).toBe(404);
});

test('a signed-in customer finds the tickets in My tickets, upcoming first, adds one to the calendar, and sees them void once the order is cancelled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = messages('de');
  const email = `tickets-member-${unique()}@example.com`;
  const password = 'curtain-call-42';
  await createCustomerWithAddress(email, password, tokenFromEmail);
  const later = await schedule(60 + Math.floor(Math.random() * 20), 'de');
  const sooner = await schedule(20 + Math.floor(Math.random() * 20), 'de');

  await page.goto('/de/account/login?returnTo=/account/tickets');
  await page.getByLabel(t.account_email, { exact: true }).fill(email);
  await page.getByLabel(t.account_password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.account_sign_in }).click();
  await expect(page).toHaveURL(/\/de\/account\/tickets$/);
  await expect(
    page.getByRole('navigation', { name: t.account_nav }).getByRole('link', { name: t.account_tickets }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('tickets-empty')).toContainText(t.tickets_empty);
  await expect(page.getByTestId('tickets-empty').getByRole('link', { name: t.tickets_see_programme })).toHaveAttribute(
    'href',
    '/de/programme',
  );

  // The later performance goes into the cart first: the page still lists the sooner one first.
  const shopper: Shopper = { page, t, locale: 'de', email, savedAddress: 'бул. Витоша 1' };
  await buyOnPlayPage(shopper, later, 1);
  await buyOnPlayPage(shopper, sooner, 1);
  await page.goto('/de/checkout');
  // Signed in, with tickets only: no details, no address, no delivery to give (ADR 058).
  await toPaymentStep(shopper);
  await exec.SUBMIT_PAYMENT(shopper);
  const code = await placedOrderCode(page);
  await expect(page.getByTestId('ticket-card')).toHaveCount(2);

  await page.goto('/de/account/tickets');
  const upcoming = page.getByTestId('tickets-upcoming');
  await expect(upcoming.getByRole('heading', { name: t.tickets_upcoming, level: 2 })).toBeVisible();
  const times = await upcoming
    .getByTestId('ticket-card')
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
  expect(times).toEqual([sooner.startsAt, later.startsAt]);
  expect(await expectCardsScan(page, t)).toEqual(await adminTicketCodes(code));
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    ),
  ).toEqual([]);

  // "Add to calendar" of the sooner performance: a file on Sofia's clock.
  const group = page
    .getByTestId('ticket-performance')
    .filter({ has: page.locator(`time[datetime="${sooner.startsAt}"]`) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    group.first().getByRole('link', { name: t.tickets_add_to_calendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`performance-${sooner.id}.ics`);
  const file = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(file.replace(/\r\n /g, '')).toContain(`DTSTART;TZID=Europe/Sofia:${sofiaLocal(new Date(sooner.startsAt))}`);

  // Staff cancel the order: its tickets are void, say why, and show no QR code and no code.
  const { orders } = await adminQuery(
    adminGraphql(`query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`),
    { code },
  );
  const { cancelOrder } = await adminQuery(
    adminGraphql(`mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "test" }) {
       ... on Order { state } ... on ErrorResult { message } } }`),
    { id: orders.items[0]!.id },
  );
  expect(
    'state' in cancelOrder ? cancelOrder.state : undefined,
    'message' in cancelOrder ? cancelOrder.message : undefined,
  ).toBe('Cancelled');

  for (const url of ['/de/account/tickets', `/de/account/orders/${code}`]) {
    await page.goto(url);
    const cards = page.getByTestId('ticket-card');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-status', 'VOID');
      await expect(card.getByTestId('ticket-state')).toHaveText(t.ticket_void_order_cancelled);
      await expect(card.getByTestId('ticket-qr')).toHaveCount(0);
      await expect(card.getByTestId('ticket-code')).toHaveCount(0);
    }
  }
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    ),
  ).toEqual([]);
});
