import AxeBuilder from '@axe-core/playwright';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import type { HoldKind, PaymentResult } from '../../src/lib/payment-result';
import type { CheckoutProgress } from '../../src/machines/checkout.machine';
import { answerOn, shortestCheckoutPaths, TICKETS_ONLY_GUEST_START } from '../../src/machines/checkout.paths';
import { exec, fill, messages, prefix, type Shopper, unique } from '../support/checkout';
import { expect, type Page, test, waitForHydrationOnGoto } from '../support/fixtures';
import { loseFirstAnswer } from '../support/lost-answer';
import { blockSeats, releaseHolds, reservedPerformance } from '../support/seating';
import { shopQuery } from '../support/shop-api';

/**
 * Choosing numbered seats (ADR 053, 059) in Chromium against the built storefront and a
 * real Vendure, on a performance of the tests' own (a fresh stage, plan and schedule).
 * Seat keys are `h-<row>-<cell>` (no cell 7: an aisle); each test takes seats no other test takes, away from the middle of row A, where best available goes.
 */

let performanceId = '';
test.beforeAll(async () => {
  ({ performanceId } = await reservedPerformance(`seating-e2e-${unique()}`));
});

const seatPage = (locale: string) => `${prefix(locale)}/seats/${performanceId}`;
const seat = (page: Page, key: string) => page.locator(`svg [data-seat="${key}"]`);
const listSeat = (page: Page, key: string) => page.locator(`tr[data-seat-row="${key}"] input[type="checkbox"]`);
const hallName = (locale: string) => (locale === 'bg' ? 'Зала' : 'Hall');

for (const locale of ['bg', 'en']) {
  const t = messages(locale);
  const [mouseRow, keyRow, listRow] = locale === 'bg' ? ['1', '2', '3'] : ['4', '5', '9'];

  test(`chooses a seat by mouse, gives it back, and the cart follows (${locale})`, async ({ page }) => {
    await page.goto(seatPage(locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.seats_heading);
    expect(await page.title()).toContain(`${t.seats_title.split(' — ')[0]} — `);
    const key = `h-A-${mouseRow}`;
    await seat(page, key).click();
    await expect(seat(page, key)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('svg [data-ring]')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('seat-hold-notice').getByRole('timer')).toHaveText(
      new RegExp(`^${fill(t.seats_minutes_left, { minutes: '(10|9)' })}$`),
    );
    await expect(page.getByTestId('seat-selection')).toContainText(
      fill(t.seating_seat_name, { area: hallName(locale), row: 'A', seat: mouseRow }),
    );
    await seat(page, key).click();
    await expect(seat(page, key)).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test(`chooses a seat with the keyboard: one tab stop, arrows, Space (${locale})`, async ({ page }) => {
    await page.goto(seatPage(locale));
    await expect(page.locator('svg [data-seat][tabindex="0"]')).toHaveCount(1);
    await page.locator('svg [data-seat][tabindex="0"]').focus();
    // Down to row B, then right along it to the seat wanted.
    await page.keyboard.press('ArrowDown');
    for (let i = 1; i < Number(keyRow); i++) await page.keyboard.press('ArrowRight');
    const key = `h-B-${keyRow}`;
    await expect(seat(page, key)).toBeFocused();
    // One ring, drawn around the seat with keyboard focus.
    await expect(page.locator('svg [data-ring]')).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(seat(page, key)).toHaveAttribute('aria-checked', 'true');
    await expect(seat(page, key)).toBeFocused();
    await expect(page.getByTestId('seat-announcement')).toContainText(
      fill(t.seating_announce_mine, { row: 'B', seat: keyRow }),
    );
  });

  test(`chooses a seat from the list (${locale})`, async ({ page }) => {
    await page.goto(seatPage(locale));
    await page.getByRole('button', { name: t.seating_view_list }).click();
    const key = `h-C-${listRow}`;
    // The box shows the server's answer: it is checked once the seat is held, not on the click.
    await listSeat(page, key).click();
    await expect(listSeat(page, key)).toBeChecked();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
}

test('best available with JavaScript holds the seats asked for', async ({ page }) => {
  const t = messages('en');
  await page.goto(seatPage('en'));
  await page.getByLabel(t.seating_best_count, { exact: true }).fill('2');
  await page.getByRole('button', { name: t.seating_best_submit }).click();
  await expect(page.getByText(t.seating_best_done).first()).toBeVisible();
  await expect(page.locator('svg [data-seat][aria-checked="true"]')).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('best available applied by Vendure whose answer was lost, sent again, holds its seats once (ADR 076)', async ({
  page,
}) => {
  const t = messages('en');
  // A performance of its own: every seat held in it is this shopper's.
  const { performanceId: own } = await reservedPerformance(`best-once-e2e-${unique()}`);
  await page.goto(`${prefix('en')}/seats/${own}`);
  await seat(page, 'h-C-1').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The request reaches Vendure and is applied; its answer never reaches the page.
  const keys = await loseFirstAnswer(page, 'selectBestSeats');
  await page.getByLabel(t.seating_best_count, { exact: true }).fill('2');
  await page.getByRole('button', { name: t.seating_best_submit }).click();
  await expect(page.getByText(t.seating_refused_failed).first()).toBeVisible();
  // The shopper sends it again: the same request, with the same key, holds nothing more.
  await page.getByRole('button', { name: t.seating_best_submit }).click();
  await expect(page.getByText(t.seating_best_done).first()).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.reload();
  await expect(page.locator('svg [data-seat][aria-checked="true"]')).toHaveCount(3);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  // And no seat of the hall is held by anyone else (a second hold's seats, in a lost cart).
  const taken = await shopQuery(
    shopGraphql(`query SeatsTaken($id: ID!) { performanceSeatStates(performanceId: $id) { taken { key } } }`),
    { id: own },
  );
  expect(taken.performanceSeatStates?.taken).toHaveLength(3);
});

test('best available without JavaScript posts the form and comes back with the seats', async ({ browser }) => {
  const t = messages('de');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(seatPage('de'));
  await page.getByLabel(t.seating_best_count, { exact: true }).fill('3');
  await page.getByRole('button', { name: t.seating_best_submit }).click();
  await expect(page).toHaveURL(new RegExp(`/de/seats/${performanceId}\\?best=ok`));
  await expect(page.getByTestId('best-outcome')).toHaveText(t.seating_best_done);
  await expect(page.locator('svg [data-seat][aria-checked="true"]')).toHaveCount(3);

  // A wrong count comes back marked, with nothing held.
  await page.getByLabel(t.seating_best_count, { exact: true }).fill('40');
  await page.getByRole('button', { name: t.seating_best_submit }).click();
  await expect(page.getByTestId('best-outcome')).toHaveText(t.seating_best_fix_fields);
  await expect(page.getByLabel(t.seating_best_count, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('standing places are added by count, listed as yours and in the cart, and given back one by one', async ({
  page,
}) => {
  const t = messages('en');
  await page.goto(seatPage('en'));
  const standing = page.getByTestId('area-places-form');
  await expect(standing.getByRole('heading', { name: 'Standing' })).toBeVisible();
  await expect(standing.getByTestId('area-places-left')).toHaveText('8 places left');
  await standing.getByLabel(t.seating_places_count).fill('2');
  await standing.getByRole('button', { name: t.seating_places_submit }).click();
  await expect(standing.getByText(t.seating_places_done)).toBeVisible();
  await expect(standing.getByTestId('area-places-left')).toHaveText('6 places left');
  const mine = page.getByTestId('seat-selection').getByRole('listitem');
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText('Standing');
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await mine.first().getByRole('button', { name: 'Remove Standing' }).click();
  await expect(mine).toHaveCount(1);
  await expect(standing.getByTestId('area-places-left')).toHaveText('7 places left');

  // More than are left is refused in words, and nothing more is held.
  await standing.getByLabel(t.seating_places_count).fill('9');
  await standing.getByRole('button', { name: t.seating_places_submit }).click();
  await expect(standing.getByText(t.seating_places_none)).toBeVisible();
  await expect(mine).toHaveCount(1);
});

test('standing places without JavaScript: the form posts and comes back with the places', async ({ browser }) => {
  const t = messages('bg');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(seatPage('bg'));
  const standing = page.getByTestId('area-places-form');
  await standing.getByLabel(t.seating_places_count).fill('1');
  await standing.getByRole('button', { name: t.seating_places_submit }).click();
  await expect(page).toHaveURL(new RegExp(`/seats/${performanceId}\\?area=standing&best=ok`));
  await expect(page.getByTestId('best-outcome')).toHaveText(t.seating_places_done);
  await expect(page.getByTestId('seat-selection').getByRole('listitem')).toHaveCount(1);
  await context.close();
});

test('two browsers race for one seat: one gets it, the other is told and sees it taken', async ({ browser }) => {
  const t = messages('en');
  const key = 'h-C-11';
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map(async (c) => waitForHydrationOnGoto(await c.newPage())));
  await Promise.all(pages.map((p) => p.goto(seatPage('en'))));
  await Promise.all(pages.map((p) => seat(p, key).click()));
  const won = await Promise.all(
    pages.map(async (p) => {
      await expect(seat(p, key)).not.toHaveAttribute('aria-busy', 'true');
      return (await seat(p, key).getAttribute('aria-checked')) === 'true';
    }),
  );
  expect(won.filter(Boolean)).toHaveLength(1);
  const loser = pages[won.indexOf(false)]!;
  await expect(loser.getByTestId('seat-announcement')).toContainText(
    fill(t.seating_refused_taken, { seats: fill(t.seating_seat_name, { area: 'Hall', row: 'C', seat: '11' }) }),
  );
  await expect(seat(loser, key)).toHaveAttribute('aria-disabled', 'true', { timeout: 5_000 });
  await Promise.all(contexts.map((c) => c.close()));
});

/** How many stripes the map draws: three for each seat held by someone else (one path per area, ADR 070). */
const stripes = (page: Page) =>
  page
    .locator('svg [data-mark="stripes"]')
    .evaluateAll((paths) => paths.reduce((n, path) => n + (path.getAttribute('d')?.match(/M/g)?.length ?? 0), 0));

test('a seat taken elsewhere shows as taken within a few seconds, without a reload', async ({ page, browser }) => {
  await page.goto(seatPage('en'));
  const before = await stripes(page);
  const other = await browser.newContext();
  const otherPage = waitForHydrationOnGoto(await other.newPage());
  await otherPage.goto(seatPage('en'));
  await seat(otherPage, 'h-C-12').click();
  await expect(seat(otherPage, 'h-C-12')).toHaveAttribute('aria-checked', 'true');
  await expect(seat(page, 'h-C-12')).toHaveAttribute('aria-disabled', 'true', { timeout: 5_000 });
  // Drawn striped: the area's one stripes path gained the seat's three strokes.
  await expect.poll(() => stripes(page)).toBe(before + 3);
  await other.close();
});

test('a seat the box office keeps back while the map is open turns into a hatched square, keeping keyboard focus', async ({
  page,
}) => {
  await page.goto(seatPage('en'));
  const key = 'h-B-13';
  await expect(seat(page, key)).toHaveAttribute('data-shape', 'free');
  expect(await seat(page, key).evaluate((element) => element.localName)).toBe('circle');
  // The seat has focus (as when the arrow keys brought a shopper there).
  await seat(page, key).focus();
  await blockSeats(performanceId, [key]);
  await expect(seat(page, key)).toHaveAttribute('data-shape', 'blocked', { timeout: 5_000 });
  // A new element (a square), named as kept back, and still the one with focus.
  expect(await seat(page, key).evaluate((element) => element.localName)).toBe('rect');
  await expect(seat(page, key)).toHaveAttribute('aria-disabled', 'true');
  await expect(seat(page, key)).toBeFocused();
  await blockSeats(performanceId, [key], true);
  await expect(seat(page, key)).toHaveAttribute('data-shape', 'free', { timeout: 5_000 });
  expect(await seat(page, key).evaluate((element) => element.localName)).toBe('circle');
  await expect(seat(page, key)).toBeFocused();
});

test('on a phone the map fits, zooms with its buttons, and a seat can be chosen', async ({ page }) => {
  const t = messages('bg');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(seatPage('bg'));
  const map = page.locator('svg[role="group"]').first();
  const box = await map.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const before = await map.getAttribute('viewBox');
  await page.getByRole('button', { name: t.seating_zoom_in }).click();
  await expect(map).not.toHaveAttribute('viewBox', before ?? '');
  await page.getByRole('button', { name: t.seating_zoom_reset }).click();
  await expect(map).toHaveAttribute('viewBox', before ?? '');
  // Seats under 24 px: the first tap zooms in on the seat (WCAG 2.5.8), the second chooses it.
  await expect(page.getByText(t.seating_tap_to_zoom)).toBeVisible();
  await seat(page, 'h-B-12').click();
  await expect(map).not.toHaveAttribute('viewBox', before ?? '');
  await expect(seat(page, 'h-B-12')).toHaveAttribute('aria-checked', 'false');
  await seat(page, 'h-B-12').click();
  await expect(seat(page, 'h-B-12')).toHaveAttribute('aria-checked', 'true');
  // The target is the seat's whole 1 × 1 cell, at least 24 px now; a tap in its corner,
  // beside the drawn seat, gives it back.
  const [mapBox, viewBox, seatBox] = await Promise.all([
    map.boundingBox(),
    map.getAttribute('viewBox'),
    seat(page, 'h-B-12').boundingBox(),
  ]);
  const cell = (mapBox?.width ?? 0) / Number(viewBox?.split(' ')[2]);
  expect(cell).toBeGreaterThanOrEqual(24);
  if (!seatBox) throw new Error('the seat is not drawn');
  const centre = { x: seatBox.x + seatBox.width / 2, y: seatBox.y + seatBox.height / 2 };
  await page.mouse.click(centre.x + 0.45 * cell, centre.y - 0.45 * cell);
  await expect(seat(page, 'h-B-12')).toHaveAttribute('aria-checked', 'false');
  // Back from the list, the map knows its width at once: the tap-to-zoom hint is there in the
  // same render as the seats (the map does not shift down a line after its first frame).
  await page.getByRole('button', { name: t.seating_view_list, exact: true }).click();
  await expect(seat(page, 'h-B-12')).toHaveCount(0);
  const hintWithSeats = page.evaluate(
    (hint) =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('svg [data-seat]')) return;
          observer.disconnect();
          resolve(document.body.textContent?.includes(hint) ?? false);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    t.seating_tap_to_zoom,
  );
  await page.getByRole('button', { name: t.seating_view_map, exact: true }).click();
  expect(await hintWithSeats).toBe(true);
});

test('axe finds nothing serious or critical on the seat page', async ({ page }) => {
  await page.goto(seatPage('en'));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, serious.map((v) => `${v.id}: ${v.help}`).join('\n')).toEqual([]);
});

test('seats bought through to the confirmation page, named on every line', async ({ page }) => {
  const t = messages('en');
  const shopper: Shopper = { page, t, locale: 'en', email: `seats-${unique()}@example.com` };
  await page.goto(seatPage('en'));
  await seat(page, 'h-A-12').click();
  await expect(seat(page, 'h-A-12')).toHaveAttribute('aria-checked', 'true');
  await seat(page, 'h-C-1').click();
  await expect(seat(page, 'h-C-1')).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('link', { name: t.seats_continue_cart }).click();
  // One line per zone, each listing its seat, no quantity field.
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('line-seat')).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('spinbutton')).toHaveCount(0);
  await page.getByRole('link', { name: t.cart_checkout }).click();
  await exec.SUBMIT_CUSTOMER(shopper);
  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_step_payment);
  await exec.SUBMIT_PAYMENT(shopper);
  await expect(page).toHaveURL(/\/en\/checkout\/confirmation\/[A-Z0-9]+$/);
  await expect(page.getByTestId('order-paid')).toBeVisible();
  await expect(page.getByTestId('line-seat')).toContainText([
    fill(t.seating_seat_name, { area: 'Hall', row: 'A', seat: '12' }),
    fill(t.seating_seat_name, { area: 'Hall', row: 'C', seat: '1' }),
  ]);
  // Bought seats are shown as the buyer's.
  await page.goto(seatPage('en'));
  await expect(seat(page, 'h-A-12')).toHaveAttribute('aria-disabled', 'true');
});

// The model's path to seatsExpired for a ticket-only cart, walked on numbered seats.
const seatsExpiredPath = shortestCheckoutPaths(TICKETS_ONLY_GUEST_START).find((p) => p.target === 'seatsExpired');

test(`model path: ${seatsExpiredPath?.events.map((e) => e.type).join(' → ')} → seatsExpired`, async ({ page }) => {
  expect(seatsExpiredPath).toBeDefined();
  expect(answerOn<PaymentResult<CheckoutProgress, HoldKind>>(seatsExpiredPath!, 'holdForPayment')).toEqual({
    kind: 'seatsExpired',
  });
  const t = messages('en');
  const shopper: Shopper = { page, t, locale: 'en', email: `expired-${unique()}@example.com` };
  await page.goto(seatPage('en'));
  for (const key of ['h-B-10', 'h-B-11']) {
    await seat(page, key).click();
    await expect(seat(page, key)).toHaveAttribute('aria-checked', 'true');
  }
  await page.goto('/en/checkout');
  // The box office gives one seat back before the shopper reaches payment: its ticket has no seat.
  await releaseHolds(performanceId, ['h-B-11']);
  for (const event of seatsExpiredPath!.events) await exec[event.type as keyof typeof exec](shopper);
  await expect(page.locator('[data-checkout-state]')).toHaveAttribute('data-checkout-state', 'seatsExpired');
  await expect(page.getByTestId('step-heading')).toHaveText(t.checkout_seats_expired_title);
  await expect(page.getByTestId('seats-expired')).toHaveText(t.checkout_seats_expired);
  await page.getByRole('link', { name: t.checkout_seats_to_cart }).click();
  await expect(page.getByTestId('seats-missing')).toContainText(fill(t.cart_seats_missing, { count: 1 }));
  await page.getByRole('link', { name: t.cart_choose_again }).click();
  await expect(page).toHaveURL(new RegExp(`/en/seats/${performanceId}$`));
});
