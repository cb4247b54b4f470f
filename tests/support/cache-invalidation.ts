import { expect } from '@playwright/test';
import { adminQuery } from './admin-api';
import { shopQuery } from './shop-api';

/**
 * ADR 024's bound as a test: a play's summary changed through the Admin API (as the
 * Dashboard does) shows on a fresh load of each storefront's home page within 5 s, though
 * home is cached for 15 s and was just read, so the cache was warm with the old text.
 * The summary, not the title: other tests running beside this one look plays up by title.
 */
export async function changedPlayShowsOnHome(storefronts: string[]) {
  const home = async (origin: string) => (await fetch(`${origin}/en`)).text();
  const pages = await Promise.all(storefronts.map(home));
  const { plays } = await shopQuery<{ plays: { items: Array<{ id: string; title: string; summary: string }> } }>(
    `query { plays(options: { take: 50 }) { items { id title summary } } }`,
    {},
    'en',
  );
  // A play shown as a card (title and summary) on every home page.
  const play = plays.items.find((p) =>
    pages.every((html) => html.includes(p.title) && html.includes(p.summary.slice(0, 20))),
  );
  if (!play) throw new Error('No play is shown with its summary on every home page');
  const setSummary = (summary: string) =>
    adminQuery(`mutation ($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }`, {
      input: { id: play.id, translations: [{ languageCode: 'en', summary }] },
    });
  const token = `revised-${Date.now().toString(36)}`;
  await setSummary(`${play.summary} ${token}`);
  try {
    for (const origin of storefronts) {
      await expect
        .poll(async () => (await home(origin)).includes(token), { timeout: 5_000, intervals: [250] })
        .toBe(true);
    }
  } finally {
    await setSummary(play.summary);
  }
}
