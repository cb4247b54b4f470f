// Plain Playwright: the Dashboard in the browser, the order and its tickets through the real APIs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { staffDateTime } from '@foyer/shared/ticket-names';
import { type Page, test } from '@playwright/test';
import config from '../../playwright.config';
import { dashboardUrl, expect, signInAs } from '../support/dashboard';
import {
  type BoughtTickets,
  buySeats,
  buyTickets,
  cancelOrder,
  type DoorPerformance,
  forge,
  scheduleSoon,
  sofiaClock,
  ticketsOf,
} from '../support/door';
import { writeQrVideo } from '../support/qr-video';
import { reservedPerformance } from '../support/seating';

/**
 * The door's check-in page (ADR 036) against the real Vendure. The camera is Chromium's
 * fake one, playing a Y4M video of a ticket's QR code; the file is written before the
 * camera is started, which is when Chromium opens it. Debian's Chromium on Linux has no
 * native BarcodeDetector, so these tests read the code with the fallback decoder (the
 * `barcode-detector` ponyfill over zxing-cpp's WebAssembly, served by our Dashboard build).
 */
const video = path.join(os.tmpdir(), `foyer-door-${process.pid}.y4m`);
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
  permissions: ['camera'],
});

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

let tonight: DoorPerformance;
let later: DoorPerformance;
/** Three seats for tonight; the first for the camera, the second typed, the third forged. */
let paid: BoughtTickets;
let cancelled: BoughtTickets;
let elsewhere: BoughtTickets;

test.beforeAll(async () => {
  // Two performances with open doors, so the page asks which door it is.
  tonight = await scheduleSoon(0, 60 + Math.floor(Math.random() * 30));
  later = await scheduleSoon(1, 150 + Math.floor(Math.random() * 30));
  paid = await buyTickets(tonight.productVariant.id, 3);
  cancelled = await buyTickets(tonight.productVariant.id, 1);
  await cancelOrder(cancelled.orderId);
  elsewhere = await buyTickets(later.productVariant.id, 1);
});

test.afterAll(() => fs.rmSync(video, { force: true }));

const answer = (page: Page) => page.getByRole('status', { name: 'Answer' });
const count = (page: Page) => page.getByTestId('door-count');

async function openDoor(page: Page) {
  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/check-in'));
  await page.getByLabel('Performance').selectOption(tonight.id);
  await expect(count(page)).toHaveText(/^Admitted \d+ of 3$/);
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByLabel('Ticket code').press('Enter');
}

/** "Admitted 2 of 3" → 2. */
async function admittedSoFar(page: Page) {
  return Number((await count(page).textContent())?.match(/Admitted (\d+)/)?.[1]);
}

test('the camera reads a ticket’s QR code and admits it once, however long it is held up; the camera is released on leaving', async ({
  page,
}) => {
  writeQrVideo(video, paid.codes[0] ?? '');
  // Keep the streams the page gets (the real ones), to see that leaving the page ends them.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { doorStreams: MediaStream[] }).doorStreams = streams;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openDoor(page);
  const before = await admittedSoFar(page);

  await page.getByRole('button', { name: 'Start the camera' }).click();
  await expect(answer(page)).toContainText('Admitted', { timeout: 30_000 });
  await expect(answer(page)).toContainText(`Ticket 1 of 3 · ${tonight.play.title}`);
  await expect(count(page)).toHaveText(`Admitted ${before + 1} of 3`);
  const [first] = await ticketsOf(paid.orderId);
  expect(first?.status).toBe('ADMITTED');

  // Held up for four more seconds: still one admission, not "already admitted".
  await page.waitForTimeout(4_000);
  await expect(answer(page)).toContainText('Admitted');
  await expect(answer(page)).not.toContainText('Already');

  // The fallback reader's WebAssembly came from our Dashboard, and nothing from anywhere else.
  expect(
    await page.evaluate(() => 'BarcodeDetector' in window),
    'Debian’s Chromium has no BarcodeDetector, so this test reads with the fallback',
  ).toBe(false);
  expect(fetched.filter((url) => url.endsWith('.wasm'))).toEqual([expect.stringContaining(dashboardUrl('/assets/'))]);
  expect(fetched.filter((url) => !url.startsWith(new URL(dashboardUrl()).origin))).toEqual([]);

  // Away to another page of the Dashboard (its own navigation, no reload).
  await page.getByRole('link', { name: 'Insights' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/');
  const trackStates = () =>
    page.evaluate(() =>
      (window as unknown as { doorStreams: MediaStream[] }).doorStreams.flatMap((stream) =>
        stream.getTracks().map((track) => track.readyState),
      ),
    );
  await expect.poll(trackStates, { timeout: 5_000 }).toEqual(['ended']);
});

test('a typed code is admitted, and typed again is “already admitted at HH:MM”; the count goes up once', async ({
  page,
}) => {
  await openDoor(page);
  const before = await admittedSoFar(page);
  // As a member of staff types it off a phone: lower case, with a space.
  const typed = (paid.codes[1] ?? '').toLowerCase().replace('-', ' - ');
  await typeCode(page, typed);
  await expect(answer(page)).toContainText('Admitted');
  await expect(answer(page)).toContainText(`Ticket 2 of 3 · ${tonight.play.title}`);
  await expect(count(page)).toHaveText(`Admitted ${before + 1} of 3`);
  await expect(page.getByLabel('Ticket code')).toBeFocused();
  await expect(page.getByLabel('Ticket code')).toHaveValue('');

  await typeCode(page, paid.codes[1] ?? '');
  const admittedAt = (await ticketsOf(paid.orderId))[1]?.admittedAt ?? '';
  await expect(answer(page)).toContainText(`Already admitted at ${sofiaClock(admittedAt)}`);
  await expect(answer(page)).toHaveAttribute('data-tone', 'again');
  await expect(count(page)).toHaveText(`Admitted ${before + 1} of 3`);
});

test('a short code read aloud and typed in lower case with dashes is admitted; again without dashes it is “already admitted”', async ({
  page,
}) => {
  // A ticket of its own, for the later performance: tonight's three keep their parts above.
  const { orderId } = await buyTickets(later.productVariant.id, 1);
  const [ticket] = await ticketsOf(orderId);
  const shortCode = ticket?.shortCode ?? '';
  expect(shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/);

  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/check-in'));
  await page.getByLabel('Performance').selectOption(later.id);
  await expect(count(page)).toHaveText(/^Admitted \d+ of 2$/);
  const before = await admittedSoFar(page);
  // As a member of staff types what a customer reads out: lower case, the dashes kept.
  await typeCode(page, shortCode.toLowerCase());
  await expect(answer(page)).toContainText('Admitted');
  await expect(answer(page)).toContainText(`Ticket 1 of 1 · ${later.play.title}`);
  await expect(count(page)).toHaveText(`Admitted ${before + 1} of 2`);
  expect((await ticketsOf(orderId))[0]?.status).toBe('ADMITTED');

  await typeCode(page, shortCode.replaceAll('-', ''));
  await expect(answer(page)).toContainText('Already admitted at');
  await expect(answer(page)).toHaveAttribute('data-tone', 'again');
  await expect(count(page)).toHaveText(`Admitted ${before + 1} of 2`);
});

test('a numbered seat’s code typed at the door: the answer names its row and seat', async ({ page }) => {
  // A stage and seat plan of its own (seating.ts's plan), its performance an hour away: the door is open.
  const { performanceId } = await reservedPerformance(`door-seat-${Date.now().toString(36)}`, {
    startsAt: new Date(Date.now() + 60 * 60_000),
  });
  // Row B, the third cell from the left: seat 3 (seat keys are h-<row>-<cell>).
  const { orderId, codes } = await buySeats(performanceId, ['h-B-3']);

  await signInAs(page, 'box-office');
  await page.goto(dashboardUrl('/check-in'));
  await page.getByLabel('Performance').selectOption(performanceId);
  await expect(count(page)).toHaveText('Admitted 0 of 1');
  await typeCode(page, codes[0] ?? '');
  await expect(answer(page)).toContainText('Admitted');
  await expect(answer(page).getByTestId('door-place')).toContainText('Row B, seat 3');
  await expect(count(page)).toHaveText('Admitted 1 of 1');
  expect((await ticketsOf(orderId))[0]?.status).toBe('ADMITTED');
});

test('a forged code, a cancelled order’s ticket and another performance’s ticket are refused, each with its reason', async ({
  page,
}) => {
  await openDoor(page);
  const before = await admittedSoFar(page);

  await typeCode(page, forge(paid.codes[2] ?? ''));
  await expect(answer(page)).toContainText('Forged code');
  await expect(answer(page)).toHaveAttribute('data-tone', 'refuse');

  await typeCode(page, cancelled.codes[0] ?? '');
  await expect(answer(page)).toContainText('Void: the order was cancelled');
  await expect(answer(page)).toHaveAttribute('data-tone', 'refuse');

  await typeCode(page, elsewhere.codes[0] ?? '');
  await expect(answer(page)).toContainText('For another performance');
  await expect(answer(page)).toContainText(`${later.play.title}, ${staffDateTime(later.startsAt)}`);

  await typeCode(page, 'hello');
  await expect(answer(page)).toContainText('Not a ticket');

  await expect(count(page)).toHaveText(`Admitted ${before} of 3`);
  expect((await ticketsOf(paid.orderId))[2]?.status).toBe('VALID');
});

test('an editor has no check-in page: no menu entry, and the page refuses', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto(dashboardUrl('/plays'));
  await expect(page.getByRole('link', { name: 'Plays' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check-in' })).toHaveCount(0);
  await page.goto(dashboardUrl('/check-in'));
  await expect(page.getByText('Checking tickets in needs the CheckInTickets permission')).toBeVisible();
  await expect(page.getByLabel('Ticket code')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start the camera' })).toHaveCount(0);
});

test('on a phone the page fits 390 px with large targets, and has no serious accessibility violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'box-office');
  // Reached from the menu, as staff do.
  await page.goto(dashboardUrl('/'));
  await page
    .getByRole('button', { name: /toggle sidebar/i })
    .first()
    .click();
  // The Dashboard opens the menu's section of the page shown; the Theatre section may be closed.
  const theatre = page.getByRole('button', { name: 'Theatre' });
  await theatre.waitFor();
  if ((await theatre.getAttribute('aria-expanded')) !== 'true') await theatre.click();
  await page.getByRole('link', { name: 'Check-in' }).click();
  await page.getByLabel('Performance').selectOption(tonight.id);
  // The longest answer there is: another performance, named, with the full code under it.
  await typeCode(page, elsewhere.codes[0] ?? '');
  await expect(answer(page)).toContainText('For another performance');

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow).toBeLessThanOrEqual(0);
  for (const target of [
    page.getByLabel('Performance'),
    page.getByRole('button', { name: 'Start the camera' }),
    page.getByLabel('Ticket code'),
    page.getByRole('button', { name: 'Admit' }),
  ]) {
    const box = await target.boundingBox();
    expect.soft(box?.height ?? 0, String(target)).toBeGreaterThanOrEqual(44);
    expect.soft((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, String(target)).toBe(true);
  }

  // The Dashboard's own header is left out: its toolbar has a menu button without a name
  // (Vendure's, not ours); everything below it is the check-in page.
  const results = await new AxeBuilder({ page })
    .exclude('header')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
  expect(serious).toEqual([]);
});
