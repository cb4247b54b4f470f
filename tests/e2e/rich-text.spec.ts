import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { adminQuery } from '../support/admin-api';
import { expect, test } from '../support/fixtures';
import { shopQuery } from '../support/shop-api';

/**
 * Rich text written in the Dashboard reaches the page through the server's allow-list
 * sanitiser (ADR 023): what staff format shows, what could run does not.
 */
test('a synopsis with hostile markup shows its text and formatting, and nothing in it runs', async ({ page }) => {
  const { plays } = await shopQuery(
    shopGraphql(`query Plays { plays(options: { take: 1, sort: { id: DESC } }) { items { id slug synopsis } } }`),
    {},
    'en',
  );
  const play = plays.items[0]!;
  const original = play.synopsis;
  const hostile = [
    '<h2>Act one</h2>',
    '<p>A <strong>brave</strong> night <img src="x" onerror="window.__pwned = 1"></p>',
    '<script>window.__pwned = 2</script>',
    '<p><a href="javascript:window.__pwned = 3">Tickets</a> <svg onload="window.__pwned = 4"></svg></p>',
    '<iframe src="https://evil.example/"></iframe>',
  ].join('');
  const setSynopsis = (synopsis: string) =>
    adminQuery(adminGraphql(`mutation ($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }`), {
      input: { id: play.id, translations: [{ languageCode: 'en', synopsis }] },
    });
  await setSynopsis(hostile);
  try {
    const main = page.getByRole('main');
    // The play page is cached (ADR 041) and may have been read before the change: it shows within 5 s (ADR 024).
    await expect(async () => {
      await page.goto(`/en/plays/${play.slug}`);
      await expect(main.getByRole('heading', { name: 'Act one' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 5_000 });
    await expect(main.locator('strong', { hasText: 'brave' })).toBeVisible();
    await expect(main.getByText('Tickets', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(
      page.locator('[onerror], [onload], main script, main iframe, main svg, a[href^="javascript"]'),
    ).toHaveCount(0);
  } finally {
    await setSynopsis(original);
  }
});
