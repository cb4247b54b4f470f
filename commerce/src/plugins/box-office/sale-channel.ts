/**
 * How an order was sold (ADR 061), kept on the order as `customFields.saleChannel`:
 * reports group by it, nothing is inferred from payment codes. Plain, so the Dashboard's
 * extension and the emails plugin can import it.
 */
export const SALE_CHANNELS = ['online', 'counter', 'comp'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** The order fields the box office reads; every order has them (online ones keep the defaults). */
export interface SaleFields {
  saleChannel?: string | null;
  soldByAdministratorId?: number | null;
  compReason?: string | null;
  saleLanguage?: string | null;
  /** The order an exchange's order was made from (ADR 065). */
  exchangedFromOrderId?: number | null;
  /** The value of the exchanged tickets in minor units, with tax: what the exchange-credit payment may cover. */
  exchangeCredit?: number | null;
}

const fieldsOf = (order: { customFields?: unknown }) => (order.customFields ?? {}) as SaleFields;

/** An order made before the field existed, or by the shop, is `online`. */
export function saleChannelOf(order: { customFields?: unknown }): SaleChannel {
  const channel = fieldsOf(order).saleChannel;
  return SALE_CHANNELS.find((known) => known === channel) ?? 'online';
}

/** Sold by staff through the Admin API: at the counter, or given as a comp. */
export const isCounterSale = (order: { customFields?: unknown }) => saleChannelOf(order) !== 'online';

export const isComplimentary = (order: { customFields?: unknown }) => saleChannelOf(order) === 'comp';

/** An exchange's new order (ADR 065), made by staff from a paid one. */
export const isExchange = (order: { customFields?: unknown }) => fieldsOf(order).exchangedFromOrderId != null;

/** What the exchanged tickets were worth, in minor units with tax; 0 for an order that is no exchange. */
export const exchangeCreditOf = (order: { customFields?: unknown }) => fieldsOf(order).exchangeCredit ?? 0;

/** The language the counter chose for the sale's email and print, if it chose one. */
export const saleLanguageOf = (order: { customFields?: unknown }) => fieldsOf(order).saleLanguage || undefined;

/**
 * The one customer every anonymous counter sale is booked to. Its address is on the
 * `.invalid` top-level domain (RFC 2606), which can never receive mail: it is not a
 * person, and no email is ever sent to it.
 */
export const HOUSE_CUSTOMER = {
  emailAddress: 'box-office-counter@foyer.invalid',
  firstName: 'Box office',
  lastName: 'counter',
} as const;

export const isHouseCustomer = (emailAddress: string | null | undefined) =>
  emailAddress?.trim().toLowerCase() === HOUSE_CUSTOMER.emailAddress;
