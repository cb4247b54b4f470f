import { test as base, expect, type Page } from '@playwright/test';

/**
 * Makes `page.goto` also wait for React to hydrate the page (the root marks <html
 * data-hydrated>), so a test never types or clicks into server HTML that is not yet
 * interactive.
 */
export function waitForHydrationOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForHydrationOnGoto(page));
  },
});

export type { Page };
export { expect };
