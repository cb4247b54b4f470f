import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { adminQuery, playAndStage, schedulePerformance } from '../support/admin-api';
import { checkoutAsGuest, messages, type Shopper, unique } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { emailTo } from '../support/mailbox';

/**
 * A play written in Bulgarian only, bought in German (issue 30, ADR 056): every name built
 * from its title falls back to the Bulgarian one (the language asked for, then bg, then
 * en), so nothing shows as „“ and nothing as the play's slug: the play page, the cart line,
 * the confirmation email, and the English ticket product page.
 */

const CREATE_PLAY = adminGraphql(`mutation ($input: CreatePlayInput!) { createPlay(input: $input) { id slug } }`);

/** Empty quotation marks in any of the shop's languages: what a missing title used to leave. */
const EMPTY_QUOTES = /„“|“”|«\s*»|""/;

test('a Bulgarian-only play bought in German shows its Bulgarian title in the cart, the email and the English product page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const slug = `untranslated-${unique()}`;
  const title = `Непреведена пиеса ${unique()}`;
  const { createPlay } = await adminQuery(CREATE_PLAY, {
    input: {
      slug,
      durationMinutes: 80,
      ageRating: '12+',
      premiereYear: 2027,
      // As the Dashboard saves a form filled in Bulgarian only: the other languages empty.
      translations: [
        {
          languageCode: 'bg',
          title,
          summary: 'Само на български.',
          synopsis: '',
          author: 'Автор',
          director: 'Режисьор',
        },
        { languageCode: 'de', title: '', summary: '', synopsis: '', author: '', director: '' },
      ],
      cast: [],
    },
  });
  const { stageId } = await playAndStage();
  const startsAt = new Date(Date.now() + (40 + Math.random() * 30) * 86_400_000);
  startsAt.setUTCHours(17, Math.floor(Math.random() * 59), 0, 0);
  await schedulePerformance({
    playId: createPlay.id,
    stageId,
    startsAt: startsAt.toISOString(),
    price: 1600,
    seats: 10,
  });

  const t = messages('de');
  const shopper: Shopper = { page, t, locale: 'de', email: `untranslated-${unique()}@example.com` };

  // The play page in German is titled with the Bulgarian title, not the slug.
  await expect(async () => {
    await page.goto(`/de/plays/${slug}`);
    await expect(page.getByRole('button', { name: t.play_buy_ticket }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: t.play_buy_ticket }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart line: „Karten für „<title>“ …", never „Karten für „“".
  await page.goto('/de/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Karten für „${title}“`);
  expect(await line.textContent()).not.toMatch(EMPTY_QUOTES);
  expect(await line.textContent()).not.toContain(slug);

  // The confirmation email: the order line and the ticket both name the play.
  await page.goto('/de/checkout');
  await checkoutAsGuest(shopper);
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[A-Z0-9]+$/);
  const mail = await emailTo(shopper.email, /Bestellbestätigung/, 30_000);
  expect(mail.text).toContain(`Karten für „${title}“`);
  // The ticket's heading (its style inlined by the email's renderer) is the play's title.
  expect(mail.html).toMatch(new RegExp(`<h3( [^>]*)?>${title}</h3>`));
  expect(`${mail.subject}${mail.text}`).not.toMatch(EMPTY_QUOTES);
  expect(mail.text).not.toContain(slug);

  // The ticket product page in English: "Tickets for “<title>”", not the slug.
  await page.goto(`/en/product/tickets-${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tickets for “${title}”`);
  await expect(page).toHaveTitle(new RegExp(`Tickets for “${title}”`));
});
