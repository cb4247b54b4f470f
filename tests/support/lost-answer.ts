import type { Page } from './fixtures';

/**
 * A cart write whose answer is lost (ADR 072, 076): the first call of the server function
 * `name` reaches the storefront and Vendure and is applied, and its answer never reaches the
 * page (the connection is reset); later calls go through. Returns the idempotency key each
 * call carried, in order, so a test can see that the retry sent the first one's key.
 */
export async function loseFirstAnswer(page: Page, name: string): Promise<string[]> {
  const keys: string[] = [];
  await page.route(`**/_serverFn/*${name}*`, async (route) => {
    keys.push(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(route.request().postData() ?? '')?.[0] ?? '',
    );
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  return keys;
}
