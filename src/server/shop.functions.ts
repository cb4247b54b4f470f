import { createServerFn } from '@tanstack/react-start';
import { readFragment } from '~/graphql/graphql';
import { GetMenuCollections } from './catalog.graphql';
import { ActiveOrderFragment, GetActiveOrder } from './order.graphql';
import { hasSession, shopApi } from './vendure.server';

/** The top-level shop collections for the menu. */
export const getMenuCollections = createServerFn({ method: 'GET' }).handler(
  async () => (await shopApi(GetMenuCollections, {})).collections.items,
);

/**
 * The visitor's active order. Without a session cookie there can be no order, and
 * asking Vendure would only create an empty session per page view, so we don't.
 */
export const getActiveOrder = createServerFn({ method: 'GET' }).handler(async () => {
  if (!hasSession()) return null;
  const { activeOrder } = await shopApi(GetActiveOrder, {});
  return activeOrder ? readFragment(ActiveOrderFragment, activeOrder) : null;
});
