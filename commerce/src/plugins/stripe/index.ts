export * from './constants';
export * from './errors';
export { StripeClientService } from './services/stripe-client.service';
export { StripeSettlementService } from './services/stripe-settlement.service';
export { stripePaymentHandler } from './stripe-payment-handler';
export { StripePlugin } from './stripe.plugin';
export type * from './types';
