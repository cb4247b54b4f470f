import { E_TICKET_SHIPPING_CODE } from '@foyer/shared/delivery';
import { shopApi } from '../vendure/vendure.server';
import { GetDeliveryChoice, SetShippingMethod } from './checkout.graphql';

/**
 * A cart of tickets only is delivered as e-tickets: before the order moves to
 * ArrangingPayment (which Vendure refuses without a shipping method), the e-ticket
 * delivery is set when Vendure offers it, i.e. when every line is a ticket (ADR 058).
 * It replaces a delivery chosen while the cart still had goods. Anything else is left
 * as it is; a failure here shows as the transition's own refusal.
 */
export async function deliverTicketsAsETickets(): Promise<void> {
  try {
    const { activeOrder, eligibleShippingMethods } = await shopApi(GetDeliveryChoice, {});
    if (activeOrder?.state !== 'AddingItems') return;
    const eTicket = eligibleShippingMethods.find((method) => method.code === E_TICKET_SHIPPING_CODE);
    if (!eTicket) return;
    if (activeOrder.shippingLines.some((line) => line.shippingMethod.code === E_TICKET_SHIPPING_CODE)) return;
    await shopApi(SetShippingMethod, { id: [eTicket.id] });
  } catch {
    // The move to ArrangingPayment that follows says what is wrong, in the checkout's words.
  }
}
