/**
 * An order of tickets only has nothing to deliver: its delivery is the e-ticket, a
 * shipping method of its own that Vendure offers to such orders alone (ADR 058). Both
 * programs know it by these codes: Vendure creates and checks it, the storefront
 * recognises it to skip the address and delivery steps.
 */

/** The e-ticket delivery's shipping method code. */
export const E_TICKET_SHIPPING_CODE = 'e-ticket';

/** The code of the eligibility checker that offers it to orders of tickets only. */
export const TICKETS_ONLY_CHECKER_CODE = 'tickets-only';

/**
 * True when every line is a ticket (its variant is a performance's): nothing to deliver.
 * An empty order has nothing to deliver either, but nothing to sell: it is not eligible.
 */
export function onlyTickets(lineVariantIds: ReadonlyArray<string | number>, ticketVariantIds: ReadonlySet<string>) {
  return lineVariantIds.length > 0 && lineVariantIds.every((id) => ticketVariantIds.has(String(id)));
}

/** True when the order's eligible shipping methods include the e-ticket, i.e. the cart holds tickets only. */
export function deliversNothing(eligibleShippingCodes: ReadonlyArray<string>) {
  return eligibleShippingCodes.includes(E_TICKET_SHIPPING_CODE);
}
