import { type Injector, LanguageCode, PaymentMethodHandler } from '@vendure/core';
import { HOLD_EXPIRED_MESSAGE, SeatHoldService } from '../seat-hold';

let holds: SeatHoldService;

/** Card numbers the test method recognises, after Stripe's public test numbers. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * A clearly labelled test card method that settles payments locally, so the whole
 * shop works on one machine with no payment provider account. Never offered when
 * real card keys are configured.
 */
export const testCardPaymentHandler = new PaymentMethodHandler({
  code: 'test-card',
  description: [
    { languageCode: LanguageCode.en, value: 'Test card: no money is taken' },
    { languageCode: LanguageCode.bg, value: 'Тестова карта: не се взимат пари' },
  ],
  args: {},
  init(injector: Injector) {
    holds = injector.get(SeatHoldService);
  },
  createPayment: async (ctx, order, amount, _args, metadata) => {
    const cardNumber = String(metadata.cardNumber ?? '').replace(/\s+/g, '');
    if (cardNumber === TEST_CARDS.declined) {
      return {
        amount,
        state: 'Declined',
        errorMessage: 'The test card was declined',
        metadata: { public: { last4: '0002' } },
      };
    }
    if (cardNumber !== TEST_CARDS.success) {
      return { amount, state: 'Error', errorMessage: 'Unknown test card number', metadata: {} };
    }
    // Before any money is "taken": seats whose hold ran out may be someone else's now.
    if ((await holds.claimForPayment(ctx, order)) === 'expired') {
      return { amount, state: 'Declined', errorMessage: HOLD_EXPIRED_MESSAGE, metadata: {} };
    }
    return {
      amount,
      state: 'Settled',
      transactionId: `test-${order.code}-${Date.now()}`,
      metadata: { public: { last4: '4242', provider: 'test-card' } },
    };
  },
  settlePayment: () => ({ success: true }),
  // A refund from the Dashboard: no money moved, so it is settled at once and recorded.
  createRefund: (_ctx, _input, amount, order) => ({
    state: 'Settled',
    transactionId: `test-refund-${order.code}-${Date.now()}`,
    metadata: { amount },
  }),
});
