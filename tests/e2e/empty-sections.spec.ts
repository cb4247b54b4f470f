import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { adminQuery } from '../support/admin-api';
import { messages, prefix, unique } from '../support/checkout';
import { expect, type Page, test } from '../support/fixtures';

/**
 * Issue 30: empty sections say so or disappear. A play not cast yet and without upcoming
 * performances shows no "Cast" heading and says there are no performances yet, with a link
 * to the programme that works; an actor without roles shows no roles heading. In Bulgarian
 * (the default language) and English.
 */

const LOCALES = ['bg', 'en'] as const;

const CREATE_PLAY = adminGraphql(`mutation ($input: CreatePlayInput!) { createPlay(input: $input) { id slug } }`);
const CREATE_ACTOR = adminGraphql(`mutation ($input: CreateActorInput!) { createActor(input: $input) { id slug } }`);

/** Opens a page just created through the Admin API, once the storefront has it (it may answer 404 at first). */
async function openNew(page: Page, path: string, title: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('a play with no cast and no upcoming performances: no Cast heading, a sentence that links to the programme (bg, en)', async ({
  page,
}) => {
  const slug = `not-cast-yet-${unique()}`;
  const titles = { bg: `Неразпределена пиеса ${unique()}`, en: `A Play Not Cast Yet ${unique()}` };
  await adminQuery(CREATE_PLAY, {
    input: {
      slug,
      durationMinutes: 90,
      ageRating: '12+',
      premiereYear: 2027,
      translations: [
        { languageCode: 'bg', title: titles.bg, summary: 'Още без актьори.', synopsis: '', author: 'А', director: 'Р' },
        { languageCode: 'en', title: titles.en, summary: 'No actors yet.', synopsis: '', author: 'A', director: 'D' },
      ],
      cast: [],
    },
  });

  for (const locale of LOCALES) {
    const t = messages(locale);
    await openNew(page, `${prefix(locale)}/plays/${slug}`, titles[locale]);
    await expect(page.getByRole('heading', { name: t.play_cast, exact: true })).toHaveCount(0);
    const none = page.getByTestId('no-performances');
    await expect(none).toContainText(t.empty_performances);
    await expect(page.getByRole('listitem').filter({ has: page.locator('time') })).toHaveCount(0);
    await none.getByRole('link', { name: t.empty_performances_link }).click();
    await page.waitForURL((url) => url.pathname === `${prefix(locale)}/programme`);
    await expect(page.getByRole('heading', { level: 1, name: t.programme_title })).toBeVisible();
  }
});

test('an actor without roles: no roles heading (bg, en)', async ({ page }) => {
  const slug = `no-roles-${unique()}`;
  const names = { bg: `Актьор без роли ${unique()}`, en: `An Actor Without Roles ${unique()}` };
  await adminQuery(CREATE_ACTOR, {
    input: {
      slug,
      memberSince: 2024,
      translations: [
        { languageCode: 'bg', name: names.bg, summary: 'Нов в трупата.', biography: '' },
        { languageCode: 'en', name: names.en, summary: 'New to the company.', biography: '' },
      ],
    },
  });

  for (const locale of LOCALES) {
    const t = messages(locale);
    await openNew(page, `${prefix(locale)}/actors/${slug}`, names[locale]);
    await expect(page.getByRole('heading', { name: t.actor_roles, exact: true })).toHaveCount(0);
    // Nothing under the name and the biography asks for a heading: no section is left empty.
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveCount(0);
  }
});
