import { expect } from '@playwright/test';
import { adminQuery } from './admin-api';
import { shopQuery } from './shop-api';

/**
 * ADR 024's bound as a test: a play title changed through the Admin API (as the Dashboard
 * does) shows on a fresh load of each storefront's home page within 5 s, though home is
 * cached for 15 s and was just read, so the cache was warm with the old title.
 */
export async function renamedPlayShowsOnHome(storefronts: string[]) {
  const home = async (origin: string) => (await fetch(`${origin}/en`)).text();
  const pages = await Promise.all(storefronts.map(home));
  const { plays } = await shopQuery<{ plays: { items: Array<{ id: string; title: string }> } }>(
    `query { plays(options: { take: 50 }) { items { id title } } }`,
    {},
    'en',
  );
  const play = plays.items.find((p) => pages.every((html) => html.includes(p.title)));
  if (!play) throw new Error('No play title is on every home page');
  const rename = (title: string) =>
    adminQuery(`mutation ($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }`, {
      input: { id: play.id, translations: [{ languageCode: 'en', title }] },
    });
  const renamed = `${play.title} (revival ${Date.now().toString(36)})`;
  await rename(renamed);
  try {
    for (const origin of storefronts) {
      await expect
        .poll(async () => (await home(origin)).includes(renamed), { timeout: 5_000, intervals: [250] })
        .toBe(true);
    }
  } finally {
    await rename(play.title);
  }
}
