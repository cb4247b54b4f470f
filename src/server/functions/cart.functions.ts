import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { readFragment } from '~/graphql/graphql';
import { MAX_LINE_QUANTITY } from '~/lib/order-limits';
import { schema } from '~/lib/schema';
import { idSchema } from '~/lib/validation';
import { type CartOrder, orderMutation } from '../vendure/order-mutation.server';
import { shopApi, withSession } from '../vendure/vendure.server';
import {
  AdjustOrderLine,
  ApplyCouponCode,
  GetActiveOrderDetail,
  OrderDetailFragment,
  RemoveCouponCode,
  RemoveItemFromOrder,
} from './order.graphql';

export type { CartOrder };

export const getActiveOrderDetail = createServerFn({ method: 'GET' }).handler(() =>
  withSession(
    () => null,
    async () => {
      const { activeOrder } = await shopApi(GetActiveOrderDetail, {});
      return activeOrder ? readFragment(OrderDetailFragment, activeOrder) : null;
    },
  ),
);

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

const couponInput = schema(() => z.object({ couponCode: z.string().trim().min(1).max(64) }));

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
