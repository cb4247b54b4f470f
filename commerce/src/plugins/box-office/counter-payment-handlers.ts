import {
  AdministratorService,
  type Injector,
  LanguageCode,
  type Order,
  PaymentMethodEligibilityChecker,
  PaymentMethodHandler,
  type RequestContext,
} from '@vendure/core';
import { HOLD_EXPIRED_MESSAGE, SeatHoldService } from '../seat-hold';
import { COUNTER_CARD_TERMINAL, COUNTER_CASH, COUNTER_ONLY_CHECKER_CODE } from './constants';
import { isCounterSale, isExchange } from './sale-channel';

/** Who took (or gave back) money at the counter, as a payment's or refund's metadata records it. */
export interface CounterStaffMetadata {
  administratorId: string | null;
  administratorName: string | null;
}

/**
 * Why a counter method may not be used here, if it may not: only staff in the Admin API,
 * and only for an order built as a counter sale. Shoppers never pay "in cash" online.
 */
export function counterPaymentRefusal(
  ctx: Pick<RequestContext, 'apiType'>,
  order: Pick<Order, 'customFields'>,
): string | undefined {
  if (ctx.apiType !== 'admin') return 'Only at the box office counter';
  // An exchange's order keeps the original's channel (online too): its difference is paid at the counter.
  if (!isCounterSale(order) && !isExchange(order)) return 'Only for a sale made at the box office counter';
  return undefined;
}

/** Admits the counter's methods to counter sales in the Admin API only (ADR 061). */
export const counterOnlyChecker = new PaymentMethodEligibilityChecker({
  code: COUNTER_ONLY_CHECKER_CODE,
  description: [{ languageCode: LanguageCode.en, value: 'Counter sales only (staff, in the Admin API)' }],
  args: {},
  check: (ctx, order) => counterPaymentRefusal(ctx, order) ?? true,
});

/**
 * A payment the box office takes itself: cash in the till or a card on the terminal. It
 * settles at once, after claiming the order's holds (seats and stock) as the online
 * handlers do, and records who took it. A refund is money handed back over the counter,
 * settled at once and recorded with who gave it. The handler refuses outside a counter
 * sale even if staff remove the eligibility checker.
 */
function counterPaymentHandler(code: string, en: string, bg: string) {
  let holds: SeatHoldService;
  let administrators: AdministratorService;
  const staff = async (ctx: RequestContext): Promise<CounterStaffMetadata> => {
    const administrator = await administrators.resolveActorAdministrator(ctx);
    return {
      administratorId: administrator ? String(administrator.id) : null,
      administratorName: administrator ? `${administrator.firstName} ${administrator.lastName}`.trim() : null,
    };
  };
  return new PaymentMethodHandler({
    code,
    description: [
      { languageCode: LanguageCode.en, value: en },
      { languageCode: LanguageCode.bg, value: bg },
    ],
    args: {},
    init(injector: Injector) {
      holds = injector.get(SeatHoldService);
      administrators = injector.get(AdministratorService);
    },
    createPayment: async (ctx, order, amount) => {
      const refused = counterPaymentRefusal(ctx, order);
      if (refused) return { amount, state: 'Error', errorMessage: refused, metadata: {} };
      // Before the money is recorded: seats whose hold ran out may be someone else's now.
      if ((await holds.claimForPayment(ctx, order)) === 'expired') {
        return { amount, state: 'Declined', errorMessage: HOLD_EXPIRED_MESSAGE, metadata: {} };
      }
      return { amount, state: 'Settled', metadata: { ...(await staff(ctx)) } };
    },
    settlePayment: () => ({ success: true }),
    createRefund: async (ctx, _input, amount) => ({ state: 'Settled', metadata: { amount, ...(await staff(ctx)) } }),
  });
}

export const counterCashHandler = counterPaymentHandler(
  COUNTER_CASH,
  'Cash at the box office counter',
  'В брой на касата',
);

export const counterCardTerminalHandler = counterPaymentHandler(
  COUNTER_CARD_TERMINAL,
  'Card on the box office terminal',
  'С карта на терминала на касата',
);
