import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { toJSONAsync } from 'seroval';
import { checkoutAsGuest, messages, unique } from '../support/checkout';
import { expect, test, waitForHydrationOnGoto } from '../support/fixtures';
import { tokenFromEmail } from '../support/mailbox';
import { type BuiltServerFunction, builtServerFunctions } from '../support/server-functions';
import { sessionRows } from '../support/sessions';
import { createCustomerWithAddress, endSessionAtVendure } from '../support/shop-api';

/**
 * Vendure sessions are for writes (ADR 033): no read starts one, for anyone, and one
 * request starts at most one. Every server function the build holds is called, and
 * Vendure's own `session` table is counted around each call.
 */

/**
 * Sessions a call started. Other test files may run at the same time and start their
 * own (a checkout in the other worker starts one every few seconds), so a count that is
 * too high is measured again (up to five times) and the least is kept: a call that starts
 * sessions does so every time.
 */
async function sessionsStartedBy(call: () => Promise<unknown>, expectedAtMost: number): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 5 && least > expectedAtMost; attempt++) {
    const before = sessionRows();
    await call();
    least = Math.min(least, sessionRows() - before);
  }
  return least;
}

/**
 * Inputs that pass each function's validation; a function not named here is called without
 * data. A call refused by validation answers 400 (ADR 031) and fails the test: a new
 * function that takes input needs its entry here, or it would be counted without running.
 */
const INPUT: Record<string, unknown> = {
  getOrderHistory: { skip: 0 },
  getCustomerOrder: { code: 'NOSUCHORDER' },
  getOrderByCode: { code: 'NOSUCHORDER' },
  getCategory: { slug: 'no-such-collection', skip: 0 },
  getProduct: { slug: 't-shirt-foyer-logo' },
  getVariantStock: { productId: '1', variantId: '1' },
  searchProducts: { term: 'foyer', skip: 0, take: 5 },
  getProgramme: { page: 1 },
  getPlays: { skip: 0 },
  getPlay: { slug: 'no-such-play' },
  getActor: { slug: 'no-such-actor' },
  getTheatrePage: { slug: 'history-bg', language: 'bg' },
  getFestival: { slug: 'no-such-festival', language: 'en' },
  signIn: { emailAddress: 'nobody@example.com', password: 'wrong-password', rememberMe: false },
  register: { emailAddress: 'nobody@example.com', firstName: 'No', lastName: 'Body', password: 'a-long-password-1' },
  verifyAccount: { token: 'no-such-token' },
  requestPasswordReset: { emailAddress: 'nobody@example.com' },
  resetPassword: { token: 'no-such-token', password: 'a-long-new-password-1' },
  verifyEmailChange: { token: 'no-such-token' },
  requestEmailChange: { password: 'wrong-password', newEmailAddress: 'nobody-else@example.com' },
  addItemToOrder: { variantId: '1', quantity: 1, idempotencyKey: randomUUID() },
  getPerformanceSeating: { performanceId: '1' },
  getSeatStates: { performanceId: '1' },
  selectSeats: { performanceId: '1', seatKeys: ['no-such-seat'] },
  selectBestSeats: { performanceId: '1', count: 1, zone: 'NO-SUCH-ZONE', idempotencyKey: randomUUID() },
  releaseSeats: { performanceId: '1', seatKeys: ['no-such-seat'] },
  adjustOrderLine: { orderLineId: '1', quantity: 2 },
  removeItemFromOrder: { orderLineId: '1' },
  applyCouponCode: { couponCode: 'NOSUCHCODE' },
  removeCouponCode: { couponCode: 'NOSUCHCODE' },
  setCustomerForOrder: { firstName: 'Ana', lastName: 'Petrova', emailAddress: 'ana@example.com' },
  setOrderShippingAddress: {
    fullName: 'Ana Petrova',
    streetLine1: 'ul. Rakovski 98',
    city: 'Sofia',
    postalCode: '1000',
    countryCode: 'BG',
  },
  setShippingMethod: { shippingMethodId: '1' },
  payWithTestCard: { method: 'test-card', cardNumber: '4242424242424242' },
  createCustomerAddress: {
    fullName: 'Ana Petrova',
    streetLine1: 'ul. Rakovski 98',
    city: 'Sofia',
    postalCode: '1000',
    countryCode: 'BG',
  },
  updateCustomerAddress: { id: '1', city: 'Plovdiv' },
  deleteCustomerAddress: { id: '1' },
  updateCustomer: { firstName: 'Ana', lastName: 'Petrova' },
  updateCustomerPassword: { currentPassword: 'x', newPassword: 'a-long-new-password-1' },
  joinWaitingList: { performanceId: '1', emailAddress: 'nobody@example.com', seats: 2 },
  confirmWaitingList: { token: 'no-such-token' },
  leaveWaitingList: { token: 'no-such-token' },
  claimWaitingListOffer: { token: 'no-such-token' },
};

/**
 * The writes that start a session for a visitor who has none: the first thing in their cart
 * (a ticket, seats, or the seats a waiting-list offer holds for them).
 */
const STARTS_A_SESSION = new Set(['addItemToOrder', 'selectSeats', 'selectBestSeats', 'claimWaitingListOffer']);

async function payload(name: string): Promise<string | undefined> {
  if (!(name in INPUT)) return undefined;
  return JSON.stringify(await toJSONAsync({ data: INPUT[name] }));
}

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

/** Calls a server function the way the framework's client does (GET with ?payload=, POST with a JSON body). */
async function callServerFn(request: APIRequestContext, fn: BuiltServerFunction, cookie?: string) {
  const response = await sendServerFn(request, fn, cookie);
  // 400 is a call its validator refused: nothing past validation ran, so nothing was tested.
  expect(response.status(), `${fn.name} gets past its validation (give it an INPUT entry)`).not.toBe(400);
  return response;
}

async function sendServerFn(request: APIRequestContext, fn: BuiltServerFunction, cookie?: string) {
  const body = await payload(fn.name);
  const headers: Record<string, string> = {
    'x-tsr-serverfn': 'true',
    accept: 'application/x-tss-framed, application/x-ndjson, application/json',
    ...(cookie ? { cookie } : {}),
  };
  if (fn.method === 'GET') {
    const query = body === undefined ? '' : `?payload=${encodeURIComponent(body)}`;
    return request.get(`/_serverFn/${fn.id}${query}`, { headers });
  }
  // Without input the client sends no body at all.
  if (body === undefined) return request.post(`/_serverFn/${fn.id}`, { headers: { ...headers, ...SAME_SITE } });
  return request.post(`/_serverFn/${fn.id}`, {
    headers: { ...headers, ...SAME_SITE, 'content-type': 'application/json' },
    data: Buffer.from(body),
  });
}

const functions = builtServerFunctions();
const reads = functions.filter((fn) => fn.method === 'GET');
const writes = functions.filter((fn) => fn.method === 'POST');

test('the build holds the session-sensitive server functions this test is about', () => {
  const names = new Set(functions.map((fn) => fn.name));
  for (const name of ['getShippingMethods', 'getPaymentMethods', 'payWithTestCard', 'adjustOrderLine', 'signIn']) {
    expect(names, name).toContain(name);
  }
});

test('no read starts a Vendure session for a visitor without one', async ({ playwright, baseURL }) => {
  const started: string[] = [];
  for (const fn of reads) {
    // A fresh client each time: no cookie, as a first-time visitor.
    const request = await playwright.request.newContext({ baseURL });
    const count = await sessionsStartedBy(async () => {
      const response = await callServerFn(request, fn);
      expect(response.status(), `${fn.name} answers`).toBeLessThan(500);
      if ((response.headers()['set-cookie'] ?? '').includes('foyer_session')) started.push(`${fn.name}: a cookie`);
    }, 0);
    await request.dispose();
    if (count > 0) started.push(`${fn.name} (${fn.filename}): ${count}`);
  }
  expect(started).toEqual([]);
});

test('no read starts another session for a visitor with a cart', async ({ page, playwright, baseURL }) => {
  const t = messages('en');
  await page.goto('/en/product/t-shirt-foyer-logo');
  await page.getByRole('button', { name: t.product_add_to_cart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  expect(cookie).toContain('foyer_session=');
  const request = await playwright.request.newContext({ baseURL });
  const started: string[] = [];
  for (const fn of reads) {
    const count = await sessionsStartedBy(() => callServerFn(request, fn, cookie), 0);
    if (count > 0) started.push(`${fn.name}: ${count}`);
  }
  await request.dispose();
  expect(started).toEqual([]);
});

test('a cookie whose Vendure session is gone starts no session on any read, none on a write but a new cart, and is deleted', async ({
  page: fresh,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `gone-${unique()}@foyer.test`;
  const password = 'curtain-call-42';
  await createCustomerWithAddress(email, password, tokenFromEmail);
  const page = waitForHydrationOnGoto(fresh);
  await page.goto('/en/account/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  const stale = (await page.context().cookies()).find((c) => c.name === 'foyer_session');
  expect(stale).toBeTruthy();
  // Signed out elsewhere: the cookie, still signed and in date, names a session Vendure no longer has.
  await endSessionAtVendure(stale!.value.split('.')[0]!);
  const cookie = `foyer_session=${stale!.value}`;

  const started: string[] = [];
  for (const fn of functions) {
    // A fresh client each time, sending the stale cookie, as the browser would until told otherwise.
    const request = await playwright.request.newContext({ baseURL });
    const allowed = STARTS_A_SESSION.has(fn.name) ? 1 : 0;
    const count = await sessionsStartedBy(async () => {
      const response = await callServerFn(request, fn, cookie);
      expect(response.status(), `${fn.name} answers`).toBeLessThan(500);
    }, allowed);
    await request.dispose();
    if (count > allowed) started.push(`${fn.name} (${fn.filename}): ${count}`);
  }
  expect(started).toEqual([]);

  // The account page reads as for a visitor without a session, and the browser is told to forget the cookie.
  const pageStarted = await sessionsStartedBy(async () => {
    await page.context().addCookies([stale!]);
    await page.goto('/en/account');
    await expect(page).toHaveURL(/\/en\/account\/login\?returnTo=/);
    expect((await page.context().cookies()).some((c) => c.name === 'foyer_session')).toBe(false);
  }, 0);
  expect(pageStarted).toBe(0);
});

test('a write by a visitor without a session starts none unless it starts a cart, and never more than one', async ({
  playwright,
  baseURL,
}) => {
  const started: string[] = [];
  for (const fn of writes) {
    const request = await playwright.request.newContext({ baseURL });
    const allowed = STARTS_A_SESSION.has(fn.name) ? 1 : 0;
    const count = await sessionsStartedBy(async () => {
      const response = await callServerFn(request, fn);
      expect(response.status(), `${fn.name} answers`).toBeLessThan(500);
    }, allowed);
    await request.dispose();
    if (count > allowed) started.push(`${fn.name} (${fn.filename}): ${count}`);
  }
  expect(started).toEqual([]);
});

test('a guest who pays starts one Vendure session in all, the one that holds the cart', async ({ page }) => {
  // Each try is a whole checkout by a new guest; other files' sessions may land in a try's count (see sessionsStartedBy).
  test.setTimeout(240_000);
  const t = messages('en');
  const count = await sessionsStartedBy(async () => {
    await page.context().clearCookies();
    await page.goto('/en/product/t-shirt-foyer-logo');
    await page.getByRole('button', { name: t.product_add_to_cart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/en/checkout');
    await checkoutAsGuest({ page, t, locale: 'en', email: `one-session-${unique()}@example.com` });
    await expect(page).toHaveURL(/\/en\/checkout\/confirmation\/[A-Z0-9]+$/, { timeout: 30_000 });
  }, 1);
  expect(count).toBeLessThanOrEqual(1);
});

test.describe('remember me', () => {
  const password = 'curtain-call-42';

  async function signIn(fresh: Page, email: string, remember: boolean) {
    const page = waitForHydrationOnGoto(fresh);
    await page.goto('/en/account/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(password);
    if (remember) await page.getByLabel(messages('en').account_remember_me).check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/account$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'foyer_session');
    expect(cookie).toBeTruthy();
    return cookie!;
  }

  test('off: a browser-session cookie and a short end; on: a year', async ({ browser, baseURL }) => {
    const email = `remember-${unique()}@foyer.test`;
    await createCustomerWithAddress(email, password, tokenFromEmail);
    const now = Date.now() / 1000;

    const brief = await browser.newContext();
    const short = await signIn(await brief.newPage(), email, false);
    // No Expires/Max-Age: the browser forgets it when it closes.
    expect(short.expires).toBe(-1);
    const shortEnd = Number(short.value.split('.')[1]);
    expect(shortEnd).toBeGreaterThan(now);
    expect(shortEnd).toBeLessThanOrEqual(now + 12 * 60 * 60 + 60);

    const lasting = await browser.newContext();
    const long = await signIn(await lasting.newPage(), email, true);
    expect(long.expires).toBeGreaterThan(now + 360 * 24 * 60 * 60);
    expect(Number(long.value.split('.')[1])).toBeGreaterThan(now + 360 * 24 * 60 * 60);

    // The end is signed: a copy of the short cookie with a later end is nobody's session.
    const [token, , mac] = short.value.split('.');
    const stretched = await browser.newContext();
    await stretched.addCookies([
      { name: 'foyer_session', value: `${token}.${Math.floor(now) + 365 * 24 * 60 * 60}.${mac}`, url: baseURL! },
    ]);
    const stretchedPage = await stretched.newPage();
    await stretchedPage.goto('/en/account');
    await expect(stretchedPage).toHaveURL(/\/en\/account\/login\?returnTo=/);
    // Nor is the bare Vendure token.
    await stretched.clearCookies();
    await stretched.addCookies([{ name: 'foyer_session', value: token!, url: baseURL! }]);
    await stretchedPage.goto('/en/account');
    await expect(stretchedPage).toHaveURL(/\/en\/account\/login\?returnTo=/);

    await Promise.all([brief.close(), lasting.close(), stretched.close()]);
  });
});
