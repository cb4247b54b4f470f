import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderMutationOutcome } from '~/lib/order-result';
import { performanceRefusalText } from '~/lib/performance-refusal-text';
import { refusalText } from '~/lib/seating/seat-outcome';
import { m } from '~/paraglide/messages';
import {
  adjustOrderLine,
  applyCouponCode,
  type CartOrder,
  removeCouponCode,
  removeItemFromOrder,
} from '~/server/functions/cart.functions';
import { activeOrderDetailQuery, activeOrderQuery } from '~/server/functions/queries';
import { releaseSeats, type SeatOutcome } from '~/server/functions/seating.functions';

/** The user's words for an outcome: Vendure's message, ours for coupons and stock, or the fallback. */
function errorText(outcome: OrderMutationOutcome<CartOrder>, fallback: string, coupon?: string): string | null {
  if (outcome.kind === 'partial') return m.order_insufficient_stock({ quantity: outcome.quantityAvailable });
  if (outcome.kind === 'success') return null;
  switch (outcome.errorType) {
    case 'RequestFailed':
      return fallback;
    case 'CouponCodeInvalidError':
      return m.coupon_invalid({ code: coupon ?? '' });
    case 'CouponCodeExpiredError':
      return m.coupon_expired({ code: coupon ?? '' });
    case 'CouponCodeLimitError':
      return m.coupon_limit({ code: coupon ?? '' });
    case 'OrderInterceptorError':
      return performanceRefusalText(outcome.refusal);
    default:
      return outcome.message;
  }
}

/**
 * The cart store of the seed: one loading flag and one error message, the error
 * cleared when each action starts; every successful answer replaces the held order.
 */
export function useCart() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });

  async function run(action: () => Promise<OrderMutationOutcome<CartOrder>>, fallback: string, coupon?: string) {
    setState({ loading: true, error: null });
    try {
      const outcome = await action();
      if (outcome.kind !== 'error') {
        queryClient.setQueryData(activeOrderQuery().queryKey, outcome.order.summary);
        queryClient.setQueryData(activeOrderDetailQuery().queryKey, outcome.order.detail);
      }
      setState({ loading: false, error: errorText(outcome, fallback, coupon) });
      return outcome;
    } catch {
      setState({ loading: false, error: fallback });
      return undefined;
    }
  }

  /** Gives one numbered seat back: its line loses a ticket (ADR 053). */
  async function releaseSeat(performanceId: string, seatKey: string) {
    setState({ loading: true, error: null });
    const outcome = await releaseSeats({ data: { performanceId, seatKeys: [seatKey] } }).catch(
      (): SeatOutcome => ({ kind: 'failed' }),
    );
    if (outcome.kind === 'order') {
      queryClient.setQueryData(activeOrderQuery().queryKey, outcome.order.summary);
      queryClient.setQueryData(activeOrderDetailQuery().queryKey, outcome.order.detail);
    }
    setState({ loading: false, error: outcome.kind === 'order' ? null : refusalText(outcome, []) });
    return outcome;
  }

  return {
    ...state,
    releaseSeat,
    adjust: (orderLineId: string, quantity: number) =>
      run(() => adjustOrderLine({ data: { orderLineId, quantity } }), m.order_adjust_failed()),
    remove: (orderLineId: string) => run(() => removeItemFromOrder({ data: { orderLineId } }), m.order_remove_failed()),
    applyCoupon: (couponCode: string) =>
      run(() => applyCouponCode({ data: { couponCode } }), m.coupon_apply_failed(), couponCode),
    removeCoupon: (couponCode: string) =>
      run(() => removeCouponCode({ data: { couponCode } }), m.coupon_remove_failed(), couponCode),
  };
}
