// Plain Playwright: the Dashboard in the browser, as the box office signs in to it.

import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { type Page, test } from '@playwright/test';
import { adminQuery } from '../support/admin-api';
import { dashboardUrl, expect, signInAs } from '../support/dashboard';

/**
 * Issue 30: read-only means read-only. The box office may read the repertoire but not
 * change it; its forms show every field disabled, no Save button, and say why.
 */

// The Dashboard's tests drive a large app against a busy Vendure: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The form's fields, buttons and rich texts a person could still change: their labels or markup. */
function changeable(page: Page) {
  return page.locator('form:has(#theatre-text-language)').evaluate((form) =>
    [...form.querySelectorAll<HTMLElement>('input, textarea, select, button, [contenteditable]')]
      // The language choice only shows another language's texts; the entity's info button only its id and dates.
      .filter((control) => !control.matches('#theatre-text-language, [data-testid="entity-info-trigger"]'))
      .filter((control) =>
        control.hasAttribute('contenteditable') ? control.isContentEditable : !control.matches(':disabled'),
      )
      .map((control) => control.getAttribute('aria-label') || control.id || control.outerHTML.slice(0, 120)),
  );
}

const pages = [
  { noun: 'play', path: '/plays', label: 'Title', ids: 'plays' },
  { noun: 'actor', path: '/actors', label: 'Name', ids: 'actors' },
  { noun: 'stage', path: '/stages', label: 'Name', ids: 'stages' },
] as const;

for (const { noun, path, label, ids } of pages) {
  test(`the box office opens a ${noun}: every field disabled, no Save button, the read-only note`, async ({ page }) => {
    const first = await adminQuery(
      adminGraphql(`query {
         plays(options: { take: 1 }) { items { id } }
         actors(options: { take: 1 }) { items { id } }
         stages(options: { take: 1 }) { items { id } } }`),
    );
    const id = first[ids].items[0]?.id;
    if (!id) throw new Error(`No ${noun} in the seed`);

    await signInAs(page, 'box-office');
    await page.goto(dashboardUrl(`${path}/${id}`));
    const field = page.getByLabel(label, { exact: true });
    await expect(field).not.toHaveValue('');
    await expect(page.getByText(`Read only: your role can see this ${noun} but not change it.`)).toBeVisible();
    await expect(field).toBeDisabled();
    await expect(field).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    // Nothing in the form takes input.
    expect(await changeable(page)).toEqual([]);
    await expect(page.getByLabel('Language of the texts')).toBeEnabled();
  });
}
