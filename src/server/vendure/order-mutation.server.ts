import { type FragmentOf, type ResultOf, readFragment } from '~/graphql/graphql';
import { classifyOrderMutation, noActiveOrder, type OrderMutationOutcome, requestFailed } from '~/lib/order-result';
import { ActiveOrderFragment, OrderDetailFragment } from '../functions/order.graphql';
import { withSession } from './vendure.server';

export type OrderFragments = FragmentOf<typeof ActiveOrderFragment> & FragmentOf<typeof OrderDetailFragment>;

/** An order in both shapes the client keeps: the header badge and the cart or checkout page. */
export interface CartOrder {
  summary: ResultOf<typeof ActiveOrderFragment>;
  detail: ResultOf<typeof OrderDetailFragment>;
}

export function unmaskOrder(order: OrderFragments): CartOrder {
  return { summary: readFragment(ActiveOrderFragment, order), detail: readFragment(OrderDetailFragment, order) };
}

/**
 * Runs a change to the visitor's order and classifies it; a thrown request becomes the
 * seed's fallback text. Without a session (or with one Vendure says is gone) there is no
 * order to change: the answer is "no active order", and Vendure is not asked to start a
 * session for nothing.
 */
export async function orderMutation(
  run: () => Promise<unknown>,
  fallback: string,
): Promise<OrderMutationOutcome<CartOrder>> {
  return withSession(noActiveOrder<CartOrder>, async (): Promise<OrderMutationOutcome<CartOrder>> => {
    let result: unknown;
    try {
      result = await run();
    } catch {
      return requestFailed(fallback);
    }
    const outcome = classifyOrderMutation<OrderFragments>(result);
    if (outcome.kind === 'error') return outcome;
    return { ...outcome, order: unmaskOrder(outcome.order) };
  });
}
