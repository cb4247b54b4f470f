import { createServerFn } from '@tanstack/react-start';
import { readFragment } from '~/graphql/graphql';
import { GetMenuCollections } from './catalog.graphql';
import { ActiveOrderFragment, GetActiveOrder } from './order.graphql';
import { siteOrigin } from './site.server';
import { hasSession, shopApi } from './vendure.server';

/** What every page needs: the public origin (for canonical links) and the menu's top-level collections. */
export const getSiteFrame = createServerFn({ method: 'GET' }).handler(async () => {
  const { collections } = await shopApi(GetMenuCollections, {});
  return { origin: siteOrigin(), collections: collections.items };
});

/**
 * The visitor's active order. Without a session cookie there can be no order, and
 * asking Vendure would only create an empty session per page view, so we don't.
 */
export const getActiveOrder = createServerFn({ method: 'GET' }).handler(async () => {
  if (!hasSession()) return null;
  const { activeOrder } = await shopApi(GetActiveOrder, {});
  return activeOrder ? readFragment(ActiveOrderFragment, activeOrder) : null;
});
