import { Injector, LanguageCode, Logger, PaymentMethodHandler } from '@vendure/core';
import { HOLD_EXPIRED_MESSAGE, SeatHoldService } from '../seat-hold';
import { loggerCtx, STRIPE_HANDLER_CODE } from './constants';
import { StripePaymentNotAllowedError } from './errors';
import { StripeClientService } from './services/stripe-client.service';

let client: StripeClientService | undefined;
let holds: SeatHoldService;

/**
 * Card payments through Stripe. The shopper pays in Stripe's Payment Element; the
 * signed `payment_intent.succeeded` webhook then adds the payment to the order (in
 * the Admin API context), after checking the PaymentIntent with Stripe once more.
 */
export const stripePaymentHandler = new PaymentMethodHandler({
  code: STRIPE_HANDLER_CODE,
  description: [
    { languageCode: LanguageCode.en, value: 'Card payments through Stripe' },
    { languageCode: LanguageCode.bg, value: 'Плащане с карта чрез Stripe' },
  ],
  args: {},
  init: (injector: Injector) => {
    client = injector.get(StripeClientService);
    holds = injector.get(SeatHoldService);
  },
  createPayment: async (ctx, order, amount, _args, metadata) => {
    // A shopper's addPaymentToOrder would otherwise settle an order with a made-up id.
    if (ctx.apiType !== 'admin') throw new StripePaymentNotAllowedError();
    if (!client?.configured) return { amount, state: 'Error', errorMessage: 'Stripe is not configured' };
    const paymentIntentId = String(metadata.paymentIntentId ?? '');
    const intent = await client.stripe.paymentIntents.retrieve(paymentIntentId);
    const problem =
      intent.status !== 'succeeded'
        ? `is ${intent.status}`
        : intent.amount !== amount
          ? `is for ${intent.amount}, the order needs ${amount}`
          : intent.currency !== order.currencyCode.toLowerCase()
            ? `is in ${intent.currency}`
            : intent.metadata.orderCode !== order.code
              ? `belongs to order ${intent.metadata.orderCode}`
              : undefined;
    if (problem) {
      Logger.error(`PaymentIntent ${intent.id} ${problem}; order ${order.code} not paid`, loggerCtx);
      return { amount, state: 'Error', errorMessage: `PaymentIntent ${problem}` };
    }
    // The webhook refunds a payment for an expired hold; this catches one that expired a moment ago.
    if ((await holds.claimForPayment(ctx, order)) === 'expired') {
      return { amount, state: 'Declined', errorMessage: HOLD_EXPIRED_MESSAGE };
    }
    return {
      amount,
      state: 'Settled',
      transactionId: intent.id,
      metadata: {
        paymentIntentId: intent.id,
        public: { provider: 'stripe', paymentMethodTypes: intent.payment_method_types },
      },
    };
  },
  settlePayment: () => ({ success: true }),
  createRefund: async (_ctx, _input, amount, order, payment) => {
    if (!client?.configured || !payment.transactionId) {
      return { state: 'Failed', metadata: { reason: 'Stripe is not configured or the payment has no PaymentIntent' } };
    }
    try {
      const refund = await client.stripe.refunds.create({
        payment_intent: payment.transactionId,
        amount,
        metadata: { orderCode: order.code },
      });
      return {
        state: refund.status === 'succeeded' ? 'Settled' : refund.status === 'failed' ? 'Failed' : 'Pending',
        transactionId: refund.id,
        metadata: { refundStatus: refund.status },
      };
    } catch (error) {
      Logger.error(`Refund for order ${order.code} failed: ${(error as Error).message}`, loggerCtx);
      return { state: 'Failed', metadata: { message: (error as Error).message } };
    }
  },
});
