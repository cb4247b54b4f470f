import { adminGraphql } from '@foyer/shared/test-clients/admin';
import type { Page } from '@playwright/test';
import { adminQuery } from './admin-api';
import { dashboardUrl } from './dashboard';

export interface PlayTexts {
  title: string;
  summary: string;
  synopsis: string;
  author: string;
  director: string;
  /** The roles' names, in cast order. */
  roles: string[];
}

/** Types a play's texts and its roles' names in the language chosen on the page. */
export async function typePlayTexts(page: Page, language: string, texts: PlayTexts) {
  await page.getByLabel('Language of the texts').selectOption(language);
  await page.getByLabel('Title', { exact: true }).fill(texts.title);
  await page.getByLabel('Author').fill(texts.author);
  await page.getByLabel('Director').fill(texts.director);
  await page.getByLabel('Summary (lists and search results)').fill(texts.summary);
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(texts.synopsis);
  for (const [index, role] of texts.roles.entries())
    await page.getByLabel(`Role ${index + 1}`, { exact: true }).fill(role);
}

/**
 * Creates a play on the Dashboard's Plays page as an editor does: English texts, the
 * facts, the cast, Create; then the Bulgarian texts and Save. Returns the play's id.
 */
export async function createPlayInDashboard(
  page: Page,
  play: { slug: string; stageId: string; actorIds: string[]; en: PlayTexts; bg: PlayTexts },
) {
  await page.goto(dashboardUrl('/plays'));
  await page.getByRole('button', { name: 'New play' }).click();
  await page.getByLabel('Slug (the address on the website)').fill(play.slug);
  await page.getByLabel('Running time (minutes)').fill('110');
  await page.getByLabel('Age rating').fill('12+');
  await page.getByLabel('Premiere (year)').fill('2026');
  await page.getByLabel('Home stage').selectOption(play.stageId);
  for (const [index, actorId] of play.actorIds.entries()) {
    await page.getByRole('button', { name: 'Add a role' }).click();
    await page.getByLabel(`Actor ${index + 1}`, { exact: true }).selectOption(actorId);
  }
  await typePlayTexts(page, 'en', play.en);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText('The play was created').waitFor();
  await page.waitForURL(/\/plays\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await typePlayTexts(page, 'bg', play.bg);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The play was saved').waitFor();
  return id;
}

/** What a storefront page does not show yet of these texts and the performance starting at `startsAt`. */
export async function missingOnStorefront(url: string, texts: string[], startsAt: string) {
  const html = await (await fetch(url)).text();
  return [...texts, `dateTime="${startsAt}"`].filter((text) => !html.includes(text));
}

/**
 * The seed's stage that sells by count, the Attic Stage (ADR 053: the Main and Chamber
 * Stages have seat plans): on it the scheduling form still asks one price and the seats.
 */
export async function stageSoldByCount() {
  const { stages } = await adminQuery(
    adminGraphql(`query { stages(options: { take: 100 }) { items { id name seatPlan { version } } } }`),
  );
  const attic = stages.items.find((stage) => stage.name === 'Attic Stage');
  if (!attic) throw new Error('The seed has no Attic Stage');
  if (attic.seatPlan)
    throw new Error('The Attic Stage has a seat plan: a test drew one on the seed’s stage sold by count');
  return attic.id;
}

/** The first two actors, and the stage sold by count, to cast and place a new play. */
export async function castAndStage() {
  const { actors } = await adminQuery(
    adminGraphql(`query { actors(options: { take: 2, sort: { id: ASC } }) { items { id name } } }`),
  );
  return { actors: actors.items, stageId: await stageSoldByCount() };
}

/** A play in English and Bulgarian with two roles, as the scenario of issue 12 writes it. */
export const INSPECTOR: { en: PlayTexts; bg: PlayTexts } = {
  en: {
    title: 'An Inspector Calls',
    summary: 'A dinner party is interrupted.',
    synopsis: 'An inspector arrives at the Birlings’ house.',
    author: 'J. B. Priestley',
    director: 'Test Director',
    roles: ['Inspector Goole', 'Sheila Birling'],
  },
  bg: {
    title: 'Инспекторът идва',
    summary: 'Една вечеря е прекъсната.',
    synopsis: 'Инспектор пристига в дома на Бърлинг.',
    author: 'Дж. Б. Пристли',
    director: 'Тестов режисьор',
    roles: ['Инспектор Гул', 'Шийла Бърлинг'],
  },
};
