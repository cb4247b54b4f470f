// Plain Playwright: the fixtures' goto waits for the storefront's hydration mark.
import { expect, test } from '@playwright/test';
import { DEVELOPMENT_ADMINISTRATORS } from '../../commerce/src/back-office/development-administrators';
import { adminQuery } from '../support/admin-api';
import {
  dashboardUrl,
  payWithTestCard,
  refundAndCancelInDashboard,
  saleableSeats,
  signInToDashboard,
  ticketOrderAtPayment,
} from '../support/dashboard';
import { shopQuery } from '../support/shop-api';

const staff = (role: string) => {
  const admin = DEVELOPMENT_ADMINISTRATORS.find((a) => a.role === role);
  if (!admin) throw new Error(role);
  return admin;
};

/** A local date and time a month ahead, as a datetime-local input takes it. */
function aMonthAhead() {
  const day = new Date(Date.now() + 31 * 86_400_000 + Math.floor(Math.random() * 20) * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T19:${pad(Math.floor(Math.random() * 59))}`;
}

test('the box office schedules a performance in one form; it is on sale at once in bg and en, sold, refunded, its seats back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { plays } = await shopQuery<{ plays: { items: Array<{ id: string; slug: string; title: string }> } }>(
    `query { plays(options: { take: 1, sort: { id: ASC } }) { items { id slug title } } }`,
    {},
    'en',
  );
  const play = plays.items[0]!;
  const { stages } = await adminQuery<{ stages: { items: Array<{ id: string; name: string }> } }>(
    `query { stages(options: { take: 1 }) { items { id name } } }`,
  );

  const boxOffice = staff('box-office');
  await signInToDashboard(page, boxOffice.identifier, boxOffice.password);
  await page.goto(dashboardUrl('/performances'));
  const form = page.getByRole('form', { name: 'Schedule a performance' });
  await form.getByLabel('Play').selectOption({ label: play.title });
  await form.getByLabel('Stage').selectOption(stages.items[0]!.id);
  const local = aMonthAhead();
  await form.getByLabel('Date and time').fill(local);
  await form.getByLabel(/Ticket price/).fill('18');
  await form.getByLabel('Seats').fill('10');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Performance scheduled')).toBeVisible();

  const { performances } = await adminQuery<{
    performances: {
      items: Array<{
        id: string;
        startsAt: string;
        play: { id: string };
        productVariant: { id: string; priceWithTax: number };
      }>;
    };
  }>(
    `query { performances(options: { take: 500 }) { items { id startsAt play { id } productVariant { id priceWithTax } } } }`,
  );
  // The newest performance of the play: the one just scheduled, typed in the browser's (Sofia's) time zone.
  const scheduled = performances.items
    .filter((p) => p.play.id === play.id)
    .sort((a, b) => Number(b.id) - Number(a.id))[0];
  expect(scheduled?.startsAt.slice(0, 10)).toBe(local.slice(0, 10));
  expect(scheduled?.productVariant.priceWithTax).toBe(1800);
  const variantId = scheduled?.productVariant.id ?? '';
  expect(await saleableSeats(variantId)).toBe(10);

  // On the storefront within 5 s, in Bulgarian and in English.
  for (const path of [`/plays/${play.slug}`, `/en/plays/${play.slug}`]) {
    await expect
      .poll(
        async () => (await (await fetch(`${baseURL}${path}`)).text()).includes(`dateTime="${scheduled?.startsAt}"`),
        {
          timeout: 5_000,
        },
      )
      .toBe(true);
  }

  // A shopper buys two tickets; the box office finds the order and refunds it.
  const { shop } = await ticketOrderAtPayment(variantId, 2);
  const code = await payWithTestCard(shop);
  expect(await saleableSeats(variantId)).toBe(8);
  await page.goto(dashboardUrl('/orders'));
  await page.getByPlaceholder('Filter...').fill(code);
  await page.getByRole('button', { name: code }).click();
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await refundAndCancelInDashboard(page, orderId);
  expect(await saleableSeats(variantId)).toBe(10);
});

test('an editor sees the performances but no form to schedule one', async ({ page }) => {
  const editor = staff('editor');
  await signInToDashboard(page, editor.identifier, editor.password);
  await page.goto(dashboardUrl('/performances'));
  await expect(page.getByRole('heading', { name: 'Performances', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Schedule a performance' })).toHaveCount(0);
});
