import { test as base, expect } from '@playwright/test';

/**
 * `page.goto` that also waits for React to hydrate the page (the root marks <html
 * data-hydrated>), so a test never types or clicks into server HTML that is not yet
 * interactive.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});

export type { Page } from '@playwright/test';
export { expect };
