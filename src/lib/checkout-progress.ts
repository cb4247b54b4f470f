import type { CheckoutProgress } from '~/machines/checkout.machine';

interface OrderLike {
  code: string;
  state: string;
  totalQuantity: number;
  customer?: { id: string } | null;
  shippingAddress?: { streetLine1?: string | null } | null;
  shippingLines: ReadonlyArray<unknown>;
}

/** How far an order has come in the checkout, read from the order itself (so a reload resumes there). */
export function progressOf(order: OrderLike | null | undefined): CheckoutProgress | null {
  if (!order) return null;
  return {
    code: order.code,
    state: order.state,
    totalQuantity: order.totalQuantity,
    hasCustomer: Boolean(order.customer),
    // Vendure answers an empty address object until one is set.
    hasShippingAddress: Boolean(order.shippingAddress?.streetLine1),
    hasShippingMethod: order.shippingLines.length > 0,
  };
}
