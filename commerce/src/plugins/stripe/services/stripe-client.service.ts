import { Inject, Injectable } from '@nestjs/common';
import type { Order, RequestContext } from '@vendure/core';
import Stripe from 'stripe';
import { STRIPE_PLUGIN_OPTIONS } from '../constants';
import { StripeNotConfiguredError } from '../errors';
import type { StripeIntentMetadata, StripePluginOptions } from '../types';

/** The key that makes a repeated request for the same order, amount and language reuse one PaymentIntent. */
export function paymentIntentIdempotencyKey(
  order: Pick<Order, 'code' | 'totalWithTax' | 'currencyCode'>,
  languageCode: string,
) {
  return `foyer-pi-${order.code}-${order.totalWithTax}-${order.currencyCode.toLowerCase()}-${languageCode}`;
}

/** The one `stripe` client of the server, pointed at Stripe or, in tests, at a local stand-in. */
@Injectable()
export class StripeClientService {
  private readonly client: Stripe | undefined;

  constructor(@Inject(STRIPE_PLUGIN_OPTIONS) private readonly options: StripePluginOptions) {
    const stripe = options.stripe;
    this.client = stripe
      ? new Stripe(stripe.secretKey, {
          host: stripe.apiHost,
          port: stripe.apiPort,
          protocol: stripe.apiProtocol,
          // Idempotency keys make retries safe; a retry or two rides out a network blip.
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          appInfo: { name: 'Foyer' },
        })
      : undefined;
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  get webhookSecret(): string {
    if (!this.options.stripe) throw new StripeNotConfiguredError();
    return this.options.stripe.webhookSecret;
  }

  get stripe(): Stripe {
    if (!this.client) throw new StripeNotConfiguredError();
    return this.client;
  }

  /**
   * Creates (or, for the same key, gets back) the PaymentIntent for the order's total
   * and returns its client secret for the storefront's Payment Element.
   */
  async createPaymentIntent(ctx: RequestContext, order: Order): Promise<string> {
    const languageCode = ctx.languageCode;
    const metadata: StripeIntentMetadata = {
      orderCode: order.code,
      orderId: String(order.id),
      channelToken: ctx.channel.token,
      languageCode,
    };
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: order.totalWithTax,
        currency: order.currencyCode.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        metadata: { ...metadata },
      },
      { idempotencyKey: paymentIntentIdempotencyKey(order, languageCode) },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
    return intent.client_secret;
  }

  /**
   * Gives a payment back in full because its seats are no longer the customer's
   * (ADR 021). Once per PaymentIntent, however often Stripe delivers the event.
   */
  async refundPaymentIntent(intentId: string, orderCode: string, reason: string): Promise<Stripe.Refund> {
    return this.stripe.refunds.create(
      { payment_intent: intentId, reason: 'requested_by_customer', metadata: { orderCode, foyerReason: reason } },
      { idempotencyKey: `foyer-refund-${intentId}` },
    );
  }
}
