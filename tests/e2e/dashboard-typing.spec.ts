// Plain Playwright: the Dashboard in the browser, what it saved read back through the Admin API.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { graphqlSession } from '@foyer/shared/test-clients/client';
import { type Page, type Route, test } from '@playwright/test';
import { adminQuery } from '../support/admin-api';
import { createStaff, dashboardUrl, expect, signInAs, signInToDashboard } from '../support/dashboard';

/**
 * Issue 30: nothing typed on a theatre form is lost. The Dashboard switches the content
 * language by itself once it has read the user's saved settings (kept on the server, so
 * another browser's choice); text typed before that moment used to be dropped. Here the
 * saved settings say German, this browser last showed English, and the settings' answer
 * is held back (the real answer, only later) until the editor has typed.
 */

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const adminApiUrl = () => process.env.E2E_ADMIN_API_URL ?? 'http://localhost:3290/admin-api';
/** Where the Dashboard keeps a user's settings, on the server and in the browser (Vendure's names). */
const SETTINGS_KEY = 'vendure.dashboard.userSettings';
const LOCAL_SETTINGS_KEY = 'vendure-user-settings';

/** Saves `contentLanguage` as the user's Dashboard setting on the server, as choosing it on another device does. */
async function saveContentLanguage(staff: { emailAddress: string; password: string }, contentLanguage: string) {
  const call = graphqlSession(adminApiUrl());
  await call(
    adminGraphql(`mutation ($username: String!, $password: String!) {
       login(username: $username, password: $password) { __typename } }`),
    { username: staff.emailAddress, password: staff.password },
  );
  const { setSettingsStoreValue } = await call(
    adminGraphql(`mutation ($input: SettingsStoreInput!) { setSettingsStoreValue(input: $input) { result error } }`),
    { input: { key: SETTINGS_KEY, value: { contentLanguage } } },
  );
  if (!setSettingsStoreValue.result) throw new Error(`Settings not saved: ${setSettingsStoreValue.error}`);
}

/** Holds the Dashboard's reads of the user's settings until `release` is called; answers whether one was held. */
async function holdSettings(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('/admin-api'),
    async (route) => {
      const body = route.request().postData() ?? '';
      if (released || !body.includes('getSettingsStoreValue') || !body.includes(SETTINGS_KEY)) {
        await route.fallback();
        return;
      }
      held.push(route);
    },
  );
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.fallback();
    },
  };
}

test('an editor types at once in English, the saved settings switch to German, Bulgarian is typed too: both are saved', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const slug = `typed-at-once-${suffix}`;
  const en = { title: `Typed at Once ${suffix}`, summary: 'Typed before the settings came.' };
  const bg = { title: `Написано веднага ${suffix}`, summary: 'Написано след смяната на езика.' };

  const editor = await createStaff('editor');
  await saveContentLanguage(editor, 'de');
  await signInToDashboard(page, editor.emailAddress, editor.password);
  // This browser last showed English: the page opens in it and switches once the settings arrive.
  await page.evaluate(
    ([key]) => {
      const settings = JSON.parse(localStorage.getItem(key ?? '') ?? '{}');
      localStorage.setItem(key ?? '', JSON.stringify({ ...settings, contentLanguage: 'en' }));
    },
    [LOCAL_SETTINGS_KEY],
  );

  const settings = await holdSettings(page);
  await page.goto(dashboardUrl('/plays/new'));
  const language = page.getByLabel('Language of the texts');
  await expect(language).toHaveValue('en');
  await page.getByLabel('Title', { exact: true }).fill(en.title);
  await page.getByLabel('Summary (lists and search results)').fill(en.summary);
  expect(settings.held(), 'the settings were still loading while the editor typed').toBeGreaterThan(0);

  // The settings arrive: German is shown, the English texts are kept and said to be.
  await settings.release();
  await expect(language).toHaveValue('de');
  await expect(page.getByRole('status').filter({ hasText: 'Also typed, kept until you save' })).toContainText(
    'English',
  );
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

  await language.selectOption('bg');
  await page.getByLabel('Title', { exact: true }).fill(bg.title);
  await page.getByLabel('Summary (lists and search results)').fill(bg.summary);
  await page.getByLabel('Slug (the address on the website)').fill(slug);
  await page.getByLabel('Running time (minutes)').fill('95');
  await page.getByLabel('Age rating').fill('12+');
  await page.getByLabel('Premiere (year)').fill('2027');
  // Back to English before saving: what was typed there is still in the fields.
  await language.selectOption('en');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(en.title);
  await expect(page.getByLabel('Summary (lists and search results)')).toHaveValue(en.summary);

  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText('The play was created').waitFor();
  await page.waitForURL(/\/plays\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  const { play } = await adminQuery(
    adminGraphql(`query ($id: ID!) { play(id: $id) { slug translations { languageCode title summary } } }`),
    { id },
  );
  expect(play?.slug).toBe(slug);
  const saved = Object.fromEntries((play?.translations ?? []).map((t) => [t.languageCode, t]));
  expect(saved.en).toMatchObject(en);
  expect(saved.bg).toMatchObject(bg);
  // Nothing typed in English was filed under the language shown when the settings arrived.
  expect(saved.de?.title ?? '').not.toBe(en.title);
});

test('leaving a play with unsaved changes asks first; Cancel keeps the typing, Confirm leaves', async ({ page }) => {
  const { plays } = await adminQuery(
    adminGraphql(`query { plays(options: { take: 1, sort: { id: ASC } }) { items { id } } }`),
  );
  await signInAs(page, 'editor');
  await page.goto(dashboardUrl(`/plays/${plays.items[0]?.id}`));
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).not.toHaveValue('');
  await title.fill('A title not saved');

  // Away through the Dashboard's own menu: its navigation confirmation asks.
  await page.getByRole('link', { name: 'Stages' }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Confirm navigation' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Any unsaved changes will be lost');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toMatch(/\/plays\/\d+$/);
  await expect(title).toHaveValue('A title not saved');

  // Closing the tab asks too (the browser's own question, beforeunload).
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);

  await page.getByRole('link', { name: 'Stages' }).first().click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/stages'));
});

test('a role typed at once in English on New play survives the settings’ switch to German and is saved in English', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const character = { en: `Typed Role ${suffix}`, bg: `Написана роля ${suffix}` };
  const { actors } = await adminQuery(
    adminGraphql(`query { actors(options: { take: 1, sort: { id: ASC } }) { items { id } } }`),
  );
  const actorId = actors.items[0]?.id ?? '';

  const editor = await createStaff('editor');
  await saveContentLanguage(editor, 'de');
  await signInToDashboard(page, editor.emailAddress, editor.password);
  await page.evaluate(
    ([key]) => {
      const settings = JSON.parse(localStorage.getItem(key ?? '') ?? '{}');
      localStorage.setItem(key ?? '', JSON.stringify({ ...settings, contentLanguage: 'en' }));
    },
    [LOCAL_SETTINGS_KEY],
  );

  const settings = await holdSettings(page);
  await page.goto(dashboardUrl('/plays/new'));
  const language = page.getByLabel('Language of the texts');
  await expect(language).toHaveValue('en');
  // Only the role is typed before the switch: the row's text alone has to be kept and marked.
  await page.getByRole('button', { name: 'Add a role' }).click();
  await page.getByLabel('Actor 1', { exact: true }).selectOption(actorId);
  await page.getByLabel('Role 1', { exact: true }).fill(character.en);
  expect(settings.held(), 'the settings were still loading while the editor typed').toBeGreaterThan(0);

  await settings.release();
  await expect(language).toHaveValue('de');
  await expect(page.getByRole('status').filter({ hasText: 'Also typed, kept until you save' })).toContainText(
    'English',
  );
  // The row is still there, with its actor; in German it has no name yet.
  await expect(page.getByTestId('cast-row')).toHaveCount(1);
  await expect(page.getByLabel('Actor 1', { exact: true })).toHaveValue(actorId);
  await expect(page.getByLabel('Role 1', { exact: true })).toHaveValue('');

  await language.selectOption('bg');
  await page.getByLabel('Title', { exact: true }).fill(`Роля веднага ${suffix}`);
  await page.getByLabel('Role 1', { exact: true }).fill(character.bg);
  await page.getByLabel('Slug (the address on the website)').fill(`role-at-once-${suffix}`);
  await page.getByLabel('Running time (minutes)').fill('80');
  await page.getByLabel('Age rating').fill('12+');
  await page.getByLabel('Premiere (year)').fill('2027');
  await language.selectOption('en');
  await expect(page.getByLabel('Role 1', { exact: true })).toHaveValue(character.en);
  await page.getByLabel('Title', { exact: true }).fill(`Role at Once ${suffix}`);

  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText('The play was created').waitFor();
  await page.waitForURL(/\/plays\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  const { play } = await adminQuery(
    adminGraphql(
      `query ($id: ID!) { play(id: $id) { cast { actor { id } translations { languageCode character } } } }`,
    ),
    { id },
  );
  expect(play?.cast).toHaveLength(1);
  expect(play?.cast[0]?.actor.id).toBe(actorId);
  const names = Object.fromEntries((play?.cast[0]?.translations ?? []).map((t) => [t.languageCode, t.character]));
  expect(names.en).toBe(character.en);
  expect(names.bg).toBe(character.bg);
  // Nothing typed in English was filed under the language shown when the settings arrived.
  expect(names.de ?? '').not.toBe(character.en);
});
