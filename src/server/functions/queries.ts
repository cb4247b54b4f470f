import { queryOptions } from '@tanstack/react-query';
import { getActiveCustomer } from '~/server/functions/account.functions';
import { getActiveOrderDetail } from '~/server/functions/cart.functions';
import { getCheckout } from '~/server/functions/checkout.functions';
import { getActiveOrder } from '~/server/functions/shop.functions';

/** Data that changes on the client lives in TanStack Query; the rest comes from loaders. */
export const activeOrderQuery = () =>
  queryOptions({ queryKey: ['active-order'], queryFn: () => getActiveOrder(), staleTime: 30_000 });

export const activeCustomerQuery = () =>
  queryOptions({ queryKey: ['active-customer'], queryFn: () => getActiveCustomer(), staleTime: 30_000 });

export const activeOrderDetailQuery = () =>
  queryOptions({ queryKey: ['active-order-detail'], queryFn: () => getActiveOrderDetail(), staleTime: 0 });

/** The active order with whether someone is signed in: where the checkout starts. */
export const checkoutQuery = () => queryOptions({ queryKey: ['checkout'], queryFn: () => getCheckout(), staleTime: 0 });
