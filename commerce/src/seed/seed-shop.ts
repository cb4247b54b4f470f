import {
  CountryService,
  LanguageCode,
  PaymentMethodService,
  type RequestContext,
  ShippingMethodService,
} from '@vendure/core';
import { SEED_LANGUAGES, type SeedLanguage } from './data/seed-data.types';
import { paymentMethods, shippingMethods } from './data/shop.data';
import { allLanguages, type SeedContext } from './seed-context';

/** The locale whose region names a Vendure language uses (pt_BR is a Vendure code, not a BCP 47 tag). */
const localeOf = (language: SeedLanguage) => language.replace('_', '-');

/** "Germany" in `language`, from the runtime's CLDR data; the code itself when it has none. */
export function countryName(language: SeedLanguage, code: string): string {
  return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
}

/** Translations of a country's name in every seed language. */
export function countryTranslations(code: string) {
  return SEED_LANGUAGES.map((language) => ({
    languageCode: language as LanguageCode,
    name: countryName(language, code),
  }));
}

/**
 * Vendure's Populator creates countries, shipping methods and the test-card payment
 * method with one English name each; this gives them their names (and descriptions)
 * in every shop language, keeping the codes the Populator derived from the English
 * names, which the storefront and the tests use.
 */
export async function translateShopSettings(seed: SeedContext) {
  const { app, ctx } = seed;
  await translateShippingMethods(app.get(ShippingMethodService), ctx);
  await translatePaymentMethods(app.get(PaymentMethodService), ctx);
  const countryService = app.get(CountryService);
  const countries = await countryService.findAll(ctx);
  for (const country of countries.items) {
    await countryService.update(ctx, { id: country.id, translations: countryTranslations(country.code) });
  }
}

async function translateShippingMethods(service: ShippingMethodService, ctx: RequestContext) {
  const existing = await service.findAll(ctx);
  for (const method of shippingMethods) {
    const found = existing.items.find((m) => m.code === method.code);
    if (!found) throw new Error(`The Populator created no shipping method "${method.code}"`);
    await service.update(ctx, {
      id: found.id,
      translations: allLanguages({ name: method.name, description: method.description }),
    });
  }
}

async function translatePaymentMethods(service: PaymentMethodService, ctx: RequestContext) {
  const existing = await service.findAll(ctx);
  for (const method of paymentMethods) {
    const found = existing.items.find((m) => m.code === method.code);
    if (!found) throw new Error(`The Populator created no payment method "${method.code}"`);
    await service.update(ctx, {
      id: found.id,
      translations: allLanguages({ name: method.name, description: method.description }),
    });
  }
}
