import {
  EntityNotFoundError,
  type ID,
  type Order,
  type OrderService,
  type PaymentMethodService,
  type RequestContext,
} from '@vendure/core';
import { COUNTER_PAYMENT_METHODS } from '../constants';

/** The order with its lines and payments, or Vendure's not-found error. */
export async function orderOrThrow(orders: OrderService, ctx: RequestContext, orderId: ID): Promise<Order> {
  const order = await orders.findOne(ctx, orderId);
  if (!order) throw new EntityNotFoundError('Order', orderId);
  return order;
}

/** A counter payment method (cash, card terminal) that the channel has and has enabled. */
export async function isEnabledCounterMethod(
  paymentMethods: PaymentMethodService,
  ctx: RequestContext,
  code: string,
): Promise<boolean> {
  if (!(COUNTER_PAYMENT_METHODS as readonly string[]).includes(code)) return false;
  const { items } = await paymentMethods.findAll(ctx, { filter: { code: { eq: code } }, take: 1 });
  return items[0]?.enabled === true;
}
