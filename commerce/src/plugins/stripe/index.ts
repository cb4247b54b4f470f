export * from './constants';
export * from './errors';
export { StripeClientService } from './services/stripe-client.service';
export { StripeSettlementService } from './services/stripe-settlement.service';
export { StripePlugin } from './stripe.plugin';
export { stripePaymentHandler } from './stripe-payment-handler';
export type * from './types';
