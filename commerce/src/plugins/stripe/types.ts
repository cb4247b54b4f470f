import type { StripeEnvironment } from '../../environment';

export interface StripePluginOptions {
  /** Stripe's keys and API location; undefined disables card payments through Stripe. */
  stripe: StripeEnvironment | undefined;
  /** Whether the seeded `test-card` payment method stays enabled. */
  testCardPayments: boolean;
}

/** What the storefront's PaymentIntent carries, so the webhook finds the order again. */
export interface StripeIntentMetadata {
  orderCode: string;
  orderId: string;
  channelToken: string;
  languageCode: string;
}
