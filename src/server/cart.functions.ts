import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { type FragmentOf, type ResultOf, readFragment } from '~/graphql/graphql';
import { classifyOrderMutation, type OrderMutationOutcome, requestFailed } from '~/lib/order-result';
import { idSchema } from '~/lib/validation';
import {
  ActiveOrderFragment,
  AdjustOrderLine,
  ApplyCouponCode,
  GetActiveOrderDetail,
  OrderDetailFragment,
  RemoveCouponCode,
  RemoveItemFromOrder,
} from './order.graphql';
import { MAX_LINE_QUANTITY } from './order.limits';
import { hasSession, shopApi } from './vendure.server';

type OrderFragments = FragmentOf<typeof ActiveOrderFragment> & FragmentOf<typeof OrderDetailFragment>;

/** The cart's order in both shapes the client keeps: the header badge and the cart page. */
export interface CartOrder {
  summary: ResultOf<typeof ActiveOrderFragment>;
  detail: ResultOf<typeof OrderDetailFragment>;
}

function unmask(order: OrderFragments): CartOrder {
  return { summary: readFragment(ActiveOrderFragment, order), detail: readFragment(OrderDetailFragment, order) };
}

/** Runs an order mutation and classifies it; a thrown request becomes the seed's fallback text. */
async function orderMutation(run: () => Promise<unknown>, fallback: string): Promise<OrderMutationOutcome<CartOrder>> {
  let result: unknown;
  try {
    result = await run();
  } catch {
    return requestFailed(fallback);
  }
  const outcome = classifyOrderMutation<OrderFragments>(result);
  if (outcome.kind === 'error') return outcome;
  return { ...outcome, order: unmask(outcome.order) };
}

export const getActiveOrderDetail = createServerFn({ method: 'GET' }).handler(async () => {
  if (!hasSession()) return null;
  const { activeOrder } = await shopApi(GetActiveOrderDetail, {});
  return activeOrder ? readFragment(OrderDetailFragment, activeOrder) : null;
});

export const adjustOrderLine = createServerFn({ method: 'POST' })
  .validator(z.object({ orderLineId: idSchema, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
  .handler(({ data }) =>
    orderMutation(async () => (await shopApi(AdjustOrderLine, data)).adjustOrderLine, 'Failed to adjust order line'),
  );

export const removeItemFromOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ orderLineId: idSchema }))
  .handler(({ data }) =>
    orderMutation(
      async () => (await shopApi(RemoveItemFromOrder, data)).removeOrderLine,
      'Failed to remove item from order',
    ),
  );

const couponInput = z.object({ couponCode: z.string().trim().min(1).max(64) });

export const applyCouponCode = createServerFn({ method: 'POST' })
  .validator(couponInput)
  .handler(({ data }) =>
    orderMutation(async () => (await shopApi(ApplyCouponCode, data)).applyCouponCode, 'Failed to apply coupon code'),
  );

export const removeCouponCode = createServerFn({ method: 'POST' })
  .validator(couponInput)
  .handler(({ data }) =>
    orderMutation(async () => (await shopApi(RemoveCouponCode, data)).removeCouponCode, 'Failed to remove coupon code'),
  );
