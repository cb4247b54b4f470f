import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { adminQuery, orderByCode, playAndStage, schedulePerformance } from './admin-api';
import { payWithTestCard, ticketOrderAtPayment } from './dashboard';
import { shopSession } from './shop-api';

/** What the door's tests read of a performance they scheduled. */
export interface DoorPerformance {
  id: string;
  startsAt: string;
  play: { slug: string; title: string };
  productVariant: { id: string };
}

/**
 * A performance of the `nth` play starting `minutes` from now, so its door is open (12 h
 * before to 6 h after), scheduled through the Admin API.
 */
export async function scheduleSoon(nth: number, minutes: number) {
  const startsAt = new Date(Date.now() + minutes * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const performance: DoorPerformance = await schedulePerformance({
    ...(await playAndStage(nth)),
    startsAt: startsAt.toISOString(),
    price: 1500,
    seats: 20,
  });
  return performance;
}

export interface BoughtTickets {
  orderId: string;
  /** The tickets' codes, seat 1 first. */
  codes: string[];
}

/** The order's tickets as the Admin API has them. */
export async function ticketsOf(orderId: string) {
  const { order } = await adminQuery(
    adminGraphql(`query ($id: ID!) { order(id: $id) { tickets { code shortCode seat status admittedAt } } }`),
    { id: orderId },
  );
  return order!.tickets.sort((a, b) => a.seat - b.seat);
}

/** A guest buys `quantity` tickets with the test card through the Shop API; the codes are read from the Admin API. */
export async function buyTickets(variantId: string, quantity: number): Promise<BoughtTickets> {
  const { shop } = await ticketOrderAtPayment(variantId, quantity);
  const order = await orderByCode(await payWithTestCard(shop));
  if (!order) throw new Error('The paid order is not in the Admin API');
  const tickets = await ticketsOf(order.id);
  if (tickets.length !== quantity) throw new Error(`${tickets.length} tickets issued for ${quantity} seats`);
  return { orderId: order.id, codes: tickets.map((ticket) => ticket.code) };
}

/**
 * A guest buys these numbered seats of a reserved performance (`selectSeats`, then the
 * usual guest steps) with the test card through the Shop API; the codes are read from the
 * Admin API, in plan order.
 */
export async function buySeats(performanceId: string, seatKeys: string[]): Promise<BoughtTickets> {
  const shop = shopSession();
  const { selectSeats } = await shop(
    shopGraphql(`mutation ($id: ID!, $keys: [String!]!) { selectSeats(performanceId: $id, seatKeys: $keys) {
       __typename ... on SeatsUnavailable { message } } }`),
    { id: performanceId, keys: seatKeys },
  );
  if (selectSeats.__typename !== 'Order') throw new Error(`Seats not held: ${JSON.stringify(selectSeats)}`);
  await shop(
    shopGraphql(`mutation ($email: String!) { setCustomerForOrder(input: { emailAddress: $email, firstName: "Ана", lastName: "Петрова" }) {
       __typename } }`),
    { email: `door-seat-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com` },
  );
  await shop(
    shopGraphql(`mutation { setOrderShippingAddress(input: { fullName: "Ана Петрова", streetLine1: "ул. Раковски 98",
       city: "София", postalCode: "1000", countryCode: "BG" }) { __typename } }`),
  );
  const { eligibleShippingMethods } = await shop(shopGraphql(`query { eligibleShippingMethods { id } }`));
  await shop(shopGraphql(`mutation ($id: ID!) { setOrderShippingMethod(shippingMethodId: [$id]) { __typename } }`), {
    id: eligibleShippingMethods[0]!.id,
  });
  const { transitionOrderToState } = await shop(
    shopGraphql(`mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on Order { state } } }`),
  );
  expectType(transitionOrderToState, 'Order');
  const order = await orderByCode(await payWithTestCard(shop));
  if (!order) throw new Error('The paid order is not in the Admin API');
  const tickets = await ticketsOf(order.id);
  if (tickets.length !== seatKeys.length)
    throw new Error(`${tickets.length} tickets issued for ${seatKeys.length} seats`);
  return { orderId: order.id, codes: tickets.map((ticket) => ticket.code) };
}

/** Cancels a whole order as staff can (Admin API cancelOrder): its tickets become void. */
export async function cancelOrder(orderId: string) {
  const { cancelOrder: cancelled } = await adminQuery(
    adminGraphql(`mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "Door test" }) {
       __typename ... on Order { state } ... on ErrorResult { message } } }`),
    { id: orderId },
  );
  if (cancelled.__typename !== 'Order') throw new Error(`Not cancelled: ${cancelled.message}`);
  if (cancelled.state !== 'Cancelled') throw new Error('Not cancelled: undefined');
}

/** An instant as the door says it: hours and minutes on Sofia's clock. */
export const sofiaClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Sofia',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The code with one character of its signature changed: still well formed, no longer signed. */
export function forge(code: string) {
  const last = code.at(-1);
  return `${code.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}
