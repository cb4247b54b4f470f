import { LanguageCode } from '@vendure/core';

export const STRIPE_PLUGIN_OPTIONS = Symbol('STRIPE_PLUGIN_OPTIONS');
export const loggerCtx = 'StripePlugin';

/** The code of both the payment method handler and the payment method it backs. */
export const STRIPE_HANDLER_CODE = 'stripe';
export const STRIPE_METHOD_CODE = 'stripe';
/** The seeded local test card method (commerce/src/plugins/test-card). */
export const TEST_CARD_HANDLER_CODE = 'test-card';

/** Route of the webhook on the Vendure server; Stripe's dashboard points here. */
export const STRIPE_WEBHOOK_ROUTE = '/payments/stripe';

/** How old a signed webhook may be, in seconds (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The name shoppers see for the Stripe payment method, in the shop's seven languages. */
export const CARD_METHOD_TRANSLATIONS = [
  { languageCode: LanguageCode.en, name: 'Card', description: 'Pay by card (Stripe)' },
  { languageCode: LanguageCode.bg, name: 'Карта', description: 'Плащане с карта (Stripe)' },
  { languageCode: LanguageCode.de, name: 'Karte', description: 'Mit Karte bezahlen (Stripe)' },
  { languageCode: LanguageCode.es, name: 'Tarjeta', description: 'Pagar con tarjeta (Stripe)' },
  { languageCode: LanguageCode.fr, name: 'Carte', description: 'Payer par carte (Stripe)' },
  { languageCode: LanguageCode.it, name: 'Carta', description: 'Paga con carta (Stripe)' },
  { languageCode: LanguageCode.pt_BR, name: 'Cartão', description: 'Pagar com cartão (Stripe)' },
];
