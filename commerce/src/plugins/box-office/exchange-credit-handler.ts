import {
  type Injector,
  LanguageCode,
  type Order,
  PaymentMethodEligibilityChecker,
  PaymentMethodHandler,
  type RequestContext,
} from '@vendure/core';
import { HOLD_EXPIRED_MESSAGE, SeatHoldService } from '../seat-hold';
import { EXCHANGE_CREDIT, EXCHANGE_ONLY_CHECKER_CODE } from './constants';
import { exchangeCreditOf, isExchange } from './sale-channel';

/** Why the exchange credit may not pay this order, if it may not: staff only, an exchange's order only. */
export function exchangeCreditRefusal(
  ctx: Pick<RequestContext, 'apiType'>,
  order: Pick<Order, 'customFields'>,
): string | undefined {
  if (ctx.apiType !== 'admin') return 'Only at the box office counter';
  if (!isExchange(order)) return 'Only for the order an exchange makes';
  return undefined;
}

export const exchangeOnlyChecker = new PaymentMethodEligibilityChecker({
  code: EXCHANGE_ONLY_CHECKER_CODE,
  description: [{ languageCode: LanguageCode.en, value: 'Exchanges only (staff, in the Admin API)' }],
  args: {},
  check: (ctx, order) => exchangeCreditRefusal(ctx, order) ?? true,
});

/**
 * The exchanged tickets' value carried into the exchange's new order (ADR 065): at most
 * the credit the server wrote on the order (`exchangeCredit`), never what a request
 * says, and never more than is left to pay. It settles at once after claiming the new
 * order's holds, as the counter's methods do; no money moves, so it cannot be refunded
 * (a refund of an exchange goes to the original order's payment).
 */
export const exchangeCreditHandler = (() => {
  let holds: SeatHoldService;
  return new PaymentMethodHandler({
    code: EXCHANGE_CREDIT,
    description: [
      { languageCode: LanguageCode.en, value: 'Credit of exchanged tickets' },
      { languageCode: LanguageCode.bg, value: 'Стойност на заменени билети' },
    ],
    args: {},
    init(injector: Injector) {
      holds = injector.get(SeatHoldService);
    },
    createPayment: async (ctx, order, amount) => {
      const refused = exchangeCreditRefusal(ctx, order);
      if (refused) return { amount, state: 'Error', errorMessage: refused, metadata: {} };
      const covered = Math.min(amount, exchangeCreditOf(order));
      if ((await holds.claimForPayment(ctx, order)) === 'expired') {
        return { amount: covered, state: 'Declined', errorMessage: HOLD_EXPIRED_MESSAGE, metadata: {} };
      }
      const from = (order.customFields as { exchangedFromOrderId?: number | null }).exchangedFromOrderId;
      return { amount: covered, state: 'Settled', metadata: { exchangedFromOrderId: String(from) } };
    },
    settlePayment: () => ({ success: true }),
    createRefund: () => ({
      state: 'Failed',
      metadata: { message: 'An exchange credit is refunded on the original order, not here' },
    }),
  });
})();
