import { Inject, Injectable } from '@nestjs/common';
import { Logger, PaymentMethodService, RequestContextService } from '@vendure/core';
import {
  CARD_METHOD_TRANSLATIONS,
  loggerCtx,
  STRIPE_HANDLER_CODE,
  STRIPE_METHOD_CODE,
  STRIPE_PLUGIN_OPTIONS,
  TEST_CARD_HANDLER_CODE,
} from '../constants';
import type { StripePluginOptions } from '../types';

export interface PaymentMethodState {
  id: string | number;
  handlerCode: string;
  enabled: boolean;
}

export type PaymentMethodChange =
  | { kind: 'create-stripe' }
  | { kind: 'set-enabled'; id: string | number; enabled: boolean };

/**
 * What to change so the default channel's payment methods follow the environment:
 * a Stripe "Card" method exactly when keys are configured, the test card as
 * TEST_CARD_PAYMENTS says. Pure, for unit tests.
 */
export function planPaymentMethods(
  methods: readonly PaymentMethodState[],
  options: Pick<StripePluginOptions, 'testCardPayments'> & { stripeConfigured: boolean },
): PaymentMethodChange[] {
  const changes: PaymentMethodChange[] = [];
  const stripeMethods = methods.filter((m) => m.handlerCode === STRIPE_HANDLER_CODE);
  if (options.stripeConfigured && stripeMethods.length === 0) changes.push({ kind: 'create-stripe' });
  for (const method of stripeMethods) {
    if (method.enabled !== options.stripeConfigured) {
      changes.push({ kind: 'set-enabled', id: method.id, enabled: options.stripeConfigured });
    }
  }
  for (const method of methods.filter((m) => m.handlerCode === TEST_CARD_HANDLER_CODE)) {
    if (method.enabled !== options.testCardPayments) {
      changes.push({ kind: 'set-enabled', id: method.id, enabled: options.testCardPayments });
    }
  }
  return changes;
}

/** Applies {@link planPaymentMethods} to the default channel. */
@Injectable()
export class PaymentMethodSyncService {
  constructor(
    @Inject(STRIPE_PLUGIN_OPTIONS) private readonly options: StripePluginOptions,
    private readonly paymentMethods: PaymentMethodService,
    private readonly requestContextService: RequestContextService,
  ) {}

  async sync(): Promise<void> {
    const ctx = await this.requestContextService.create({ apiType: 'admin' });
    const { items } = await this.paymentMethods.findAll(ctx, { take: 1000 });
    const changes = planPaymentMethods(
      items.map((m) => ({ id: m.id, handlerCode: m.handler.code, enabled: m.enabled })),
      { stripeConfigured: this.options.stripe !== undefined, testCardPayments: this.options.testCardPayments },
    );
    for (const change of changes) {
      if (change.kind === 'create-stripe') {
        await this.paymentMethods.create(ctx, {
          code: STRIPE_METHOD_CODE,
          enabled: true,
          handler: { code: STRIPE_HANDLER_CODE, arguments: [] },
          translations: CARD_METHOD_TRANSLATIONS,
        });
        Logger.info('Created the Stripe "Card" payment method', loggerCtx);
      } else {
        await this.paymentMethods.update(ctx, { id: change.id, enabled: change.enabled });
        Logger.info(`Payment method ${change.id} ${change.enabled ? 'enabled' : 'disabled'}`, loggerCtx);
      }
    }
  }
}
