import type { INestApplicationContext } from '@nestjs/common';
import {
  ChannelService,
  CurrencyCode,
  GlobalSettingsService,
  type InitialData,
  LanguageCode,
  Logger,
  Populator,
  Product,
  RequestContextService,
  SearchService,
  TransactionalConnection,
} from '@vendure/core';
import { SEED_LANGUAGES } from './data/seed-data.types';
import { countryCodes, paymentMethods, shippingMethods, taxRates, zoneName } from './data/shop.data';
import { seedCatalog } from './seed-catalog';
import { createSeedContext } from './seed-context';
import { countryName, translateShopSettings } from './seed-shop';
import { seedTheatre } from './seed-theatre';

const loggerCtx = 'Seed';

export const initialData: InitialData = {
  defaultLanguage: LanguageCode.en,
  defaultZone: zoneName,
  // One name each here; translateShopSettings gives countries and methods all seven.
  countries: countryCodes.map((code) => ({ code, name: countryName('en', code), zone: zoneName })),
  taxRates,
  shippingMethods: shippingMethods.map((method) => ({ name: method.name.en, price: method.price })),
  paymentMethods: paymentMethods.map((method) => ({
    name: method.name.en,
    handler: { code: method.handler, arguments: [] },
  })),
  collections: [],
};

/**
 * Waits until the job queue has no pending or running job, so a freshly seeded shop
 * answers searches and collection listings as soon as the server says it is ready.
 */
async function waitForJobQueue(app: INestApplicationContext, timeoutMs = 180_000) {
  const connection = app.get(TransactionalConnection).rawConnection;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await connection.query(
      `SELECT COUNT(*) AS count FROM job_record WHERE state IN ('PENDING', 'RUNNING', 'RETRYING')`,
    );
    if (Number(row?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  Logger.warn('Seeding jobs are still running; search results may be incomplete for a moment.', loggerCtx);
}

/** True when the database already holds the shop: start-up then skips seeding. */
export async function isSeeded(app: INestApplicationContext): Promise<boolean> {
  return (await app.get(TransactionalConnection).rawConnection.getRepository(Product).count()) > 0;
}

/**
 * Fills an empty database with Foyer's fictional theatre and its shop. With
 * `waitForJobs` (this process runs the job queue) it returns once collections and the
 * search index are built; otherwise a worker builds them after it returns.
 */
export async function seed(app: INestApplicationContext, { waitForJobs = true } = {}): Promise<void> {
  const started = Date.now();
  Logger.info('Seeding an empty database…', loggerCtx);
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  await app.get(Populator).populateInitialData(initialData);

  const channel = await app.get(ChannelService).getDefaultChannel(ctx);
  const languages = SEED_LANGUAGES.map((l) => l as LanguageCode);
  await app.get(ChannelService).update(ctx, {
    id: channel.id,
    defaultLanguageCode: LanguageCode.en,
    availableLanguageCodes: languages,
    defaultCurrencyCode: CurrencyCode.EUR,
    availableCurrencyCodes: [CurrencyCode.EUR],
    pricesIncludeTax: true,
  });
  await app.get(GlobalSettingsService).updateSettings(ctx, { availableLanguages: languages });

  const seedCtx = createSeedContext(app, await app.get(RequestContextService).create({ apiType: 'admin' }));
  await translateShopSettings(seedCtx);
  const theatre = await seedTheatre(seedCtx);
  await seedCatalog(seedCtx, theatre);
  // Collections apply their filters in jobs; the index must see them, so it is rebuilt after.
  if (waitForJobs) await waitForJobQueue(app);
  await app.get(SearchService).reindex(seedCtx.ctx);
  if (waitForJobs) await waitForJobQueue(app);
  Logger.info(`Seeded in ${Math.round((Date.now() - started) / 1000)} s`, loggerCtx);
}
