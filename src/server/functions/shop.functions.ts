import { createServerFn } from '@tanstack/react-start';
import { type ResultOf, readFragment } from '~/graphql/graphql';
import { getLocale } from '~/paraglide/runtime';
import { CONTENT_TTL_MS } from '../cache/anonymous-read.server';
import { createReadCache } from '../cache/read-cache.server';
import { siteOrigin } from '../site.server';
import { shopApi, withSession } from '../vendure/vendure.server';
import { GetMenuCollections } from './catalog.graphql';
import { ActiveOrderFragment, GetActiveOrder } from './order.graphql';

/**
 * The menu is the same for every visitor, signed in or not (no prices): in the shared read
 * cache (ADR 041). Its collections' names, slugs, order and pictures change only through
 * the Admin API, whose events empty the cache, so the safety net is the content one
 * (ADR 052): every page shows the menu, and no page outlives it.
 */
const menuCache = createReadCache<ResultOf<typeof GetMenuCollections>['collections']['items']>('GetMenuCollections', {
  ttlMs: CONTENT_TTL_MS,
});

/** What every page needs: the public origin (for canonical links) and the menu's top-level collections. */
export const getSiteFrame = createServerFn({ method: 'GET' }).handler(async () => {
  const locale = getLocale();
  const collections = await menuCache.read(
    locale,
    async () => (await shopApi(GetMenuCollections, {}, { locale })).collections.items,
  );
  return { origin: siteOrigin(), collections };
});

/**
 * The visitor's active order. Without a session cookie there can be no order, and
 * asking Vendure would only create an empty session per page view, so we don't.
 */
export const getActiveOrder = createServerFn({ method: 'GET' }).handler(() =>
  withSession(
    () => null,
    async () => {
      const { activeOrder } = await shopApi(GetActiveOrder, {});
      return activeOrder ? readFragment(ActiveOrderFragment, activeOrder) : null;
    },
  ),
);
