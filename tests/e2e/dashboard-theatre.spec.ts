// Plain Playwright: the fixtures' goto waits for the storefront's hydration mark.
import { test } from '@playwright/test';
import { adminGraphql } from '../graphql/admin';
import { shopGraphql } from '../graphql/shop';
import { adminQuery } from '../support/admin-api';
import { expect, saleableSeats, scheduleInDashboard, sellTwoAndRefund, signInAs } from '../support/dashboard';
import { shopQuery } from '../support/shop-api';

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('the box office schedules a performance in one form; it is on sale at once in bg and en, sold, refunded, its seats back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { plays } = await shopQuery(
    shopGraphql(`query Plays { plays(options: { take: 1, sort: { id: ASC } }) { items { id slug title } } }`),
    {},
    'en',
  );
  const play = plays.items[0]!;
  const { stages } = await adminQuery(adminGraphql(`query { stages(options: { take: 1 }) { items { id name } } }`));

  await signInAs(page, 'box-office');
  const scheduled = await scheduleInDashboard(page, {
    playId: play.id,
    stageId: stages.items[0]!.id,
    price: '18',
    seats: '10',
  });
  // Typed in the theatre's time zone: the same calendar day.
  expect(scheduled.startsAt.slice(0, 10)).toBe(scheduled.local.slice(0, 10));
  expect(scheduled.priceWithTax).toBe(1800);
  expect(await saleableSeats(scheduled.variantId)).toBe(10);

  // On the storefront within 5 s, in Bulgarian and in English.
  for (const path of [`/plays/${play.slug}`, `/en/plays/${play.slug}`]) {
    await expect
      .poll(
        async () => (await (await fetch(`${baseURL}${path}`)).text()).includes(`dateTime="${scheduled.startsAt}"`),
        { timeout: 5_000 },
      )
      .toBe(true);
  }

  // A shopper buys two tickets; the box office finds the order and refunds it.
  await sellTwoAndRefund(page, scheduled.variantId);
});
