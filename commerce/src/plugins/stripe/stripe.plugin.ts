import { OnApplicationBootstrap } from '@nestjs/common';
import {
  EventBus,
  Logger,
  PaymentMethodEvent,
  PluginCommonModule,
  ProcessContext,
  Type,
  VendurePlugin,
} from '@vendure/core';
import { SeatHoldPlugin } from '../seat-hold';
import { shopApiExtensions } from './api/api-extensions';
import { StripeShopResolver } from './api/stripe-shop.resolver';
import { StripeWebhookController } from './api/stripe-webhook.controller';
import { loggerCtx, STRIPE_PLUGIN_OPTIONS, STRIPE_WEBHOOK_ROUTE, TEST_CARD_HANDLER_CODE } from './constants';
import { rawBodyMiddleware } from './raw-body.middleware';
import { PaymentMethodSyncService } from './services/payment-method-sync.service';
import { StripeClientService } from './services/stripe-client.service';
import { StripeSettlementService } from './services/stripe-settlement.service';
import { stripePaymentHandler } from './stripe-payment-handler';
import type { StripePluginOptions } from './types';

/**
 * Card payments through Stripe, our own: the Shop API's `createStripePaymentIntent`,
 * the `stripe` payment method handler and the signed webhook at POST /payments/stripe
 * that records each payment exactly once. On start it makes the default channel's
 * payment methods follow the environment (see ADR 013).
 */
@VendurePlugin({
  // Payments claim the order's seat hold (ADR 021).
  imports: [PluginCommonModule, SeatHoldPlugin],
  providers: [
    { provide: STRIPE_PLUGIN_OPTIONS, useFactory: () => StripePlugin.options },
    StripeClientService,
    StripeSettlementService,
    PaymentMethodSyncService,
  ],
  controllers: [StripeWebhookController],
  configuration: (config) => {
    // The plugin brings its own payment method handler: adding the plugin is all it takes.
    const handlers = config.paymentOptions.paymentMethodHandlers;
    if (!handlers.includes(stripePaymentHandler)) handlers.push(stripePaymentHandler);
    config.apiOptions.middleware.push({ route: STRIPE_WEBHOOK_ROUTE, handler: rawBodyMiddleware, beforeListen: true });
    return config;
  },
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [StripeShopResolver] },
  compatibility: '^3.0.0',
})
export class StripePlugin implements OnApplicationBootstrap {
  static options: StripePluginOptions = { stripe: undefined, testCardPayments: true };

  static init(options: StripePluginOptions): Type<StripePlugin> {
    StripePlugin.options = options;
    return StripePlugin;
  }

  constructor(
    private readonly processContext: ProcessContext,
    private readonly sync: PaymentMethodSyncService,
    private readonly eventBus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.processContext.isServer) return;
    await this.sync.sync();
    // On a fresh database the seed creates the test card after this start-up sync.
    this.eventBus.ofType(PaymentMethodEvent).subscribe((event) => {
      if (event.type === 'created' && event.entity.handler.code === TEST_CARD_HANDLER_CODE) {
        this.sync
          .sync()
          .catch((error: Error) => Logger.error(`Payment method sync failed: ${error.message}`, loggerCtx));
      }
    });
  }
}
