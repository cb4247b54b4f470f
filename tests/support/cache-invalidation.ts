import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { expect } from '@playwright/test';
import { adminQuery, scheduleOwnPerformance } from './admin-api';
import { buyTickets } from './door';
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
  const { plays } = await shopQuery(
    shopGraphql(`query Plays { plays(options: { take: 50 }) { items { id title summary } } }`),
    {},
    'en',
  );
  // A play shown as a card (title and summary) on every home page.
  const play = plays.items.find((p) =>
    pages.every((html) => html.includes(p.title) && html.includes(p.summary.slice(0, 20))),
  );
  if (!play) throw new Error('No play is shown with its summary on every home page');
  const setSummary = (summary: string) =>
    adminQuery(adminGraphql(`mutation ($input: UpdatePlayInput!) { updatePlay(input: $input) { id } }`), {
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

/** The HTML of one performance's row on a page, found by its start time; '' when it is not listed. */
export function performanceRow(html: string, startsAt: string) {
  const at = html.search(new RegExp(`datetime="${startsAt.replace(/\./g, '\\.')}"`, 'i'));
  return at < 0 ? '' : html.slice(at, html.indexOf('</li>', at));
}

/**
 * ADR 041's promise on seats: a play page read from the cache (warm, and no staff change
 * since) shows a performance sold out on the very next load after its last seat is paid
 * for. A sale is no Admin API mutation, so no cache was dropped: only the live read can
 * tell. A performance of its own, with one seat, a month or two ahead.
 */
export async function soldSeatShowsAtOnce(storefronts: string[]) {
  const performance = await scheduleOwnPerformance({ nth: 2, seats: 1, daysAhead: 30 });
  const row = async (origin: string) =>
    performanceRow(await (await fetch(`${origin}/en/plays/${performance.play.slug}`)).text(), performance.startsAt);
  for (const origin of storefronts) {
    // Scheduling was a staff change: the page shows the new performance once the cache is dropped.
    await expect.poll(() => row(origin), { timeout: 5_000, intervals: [250] }).toContain('performance-price');
    expect(await row(origin)).not.toContain('performance-sold-out');
  }
  await buyTickets(performance.productVariant!.id, 1);
  for (const origin of storefronts) {
    const after = await row(origin);
    expect(after).toContain('performance-sold-out');
    expect(after).not.toContain('performance-price');
  }
}
