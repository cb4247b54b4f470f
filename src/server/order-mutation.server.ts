import { type FragmentOf, type ResultOf, readFragment } from '~/graphql/graphql';
import { classifyOrderMutation, type OrderMutationOutcome, requestFailed } from '~/lib/order-result';
import { ActiveOrderFragment, OrderDetailFragment } from './order.graphql';

export type OrderFragments = FragmentOf<typeof ActiveOrderFragment> & FragmentOf<typeof OrderDetailFragment>;

/** An order in both shapes the client keeps: the header badge and the cart or checkout page. */
export interface CartOrder {
  summary: ResultOf<typeof ActiveOrderFragment>;
  detail: ResultOf<typeof OrderDetailFragment>;
}

export function unmaskOrder(order: OrderFragments): CartOrder {
  return { summary: readFragment(ActiveOrderFragment, order), detail: readFragment(OrderDetailFragment, order) };
}

/** Runs an order mutation and classifies it; a thrown request becomes the seed's fallback text. */
export async function orderMutation(
  run: () => Promise<unknown>,
  fallback: string,
): Promise<OrderMutationOutcome<CartOrder>> {
  let result: unknown;
  try {
    result = await run();
  } catch {
    return requestFailed(fallback);
  }
  const outcome = classifyOrderMutation<OrderFragments>(result);
  if (outcome.kind === 'error') return outcome;
  return { ...outcome, order: unmaskOrder(outcome.order) };
}
