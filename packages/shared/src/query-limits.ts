/**
 * The Shop API's complexity limit (the harden plugin's score). Measured on 2026-11-24 by
 * src/server/functions/shop-query-limits.test.ts with the plugin's own estimator, the storefront's
 * heaviest query is GetStages at 4,062 (a list without `take`, which the estimator counts
 * as 1,000 items), then GetMenuCollections 3,729 and GetOrderHistory 3,622; that test fails
 * if any query grows past half this limit. The 100-alias `products { variants }` query of
 * issue #14 scores 34,700.
 */
export const SHOP_API_MAX_COMPLEXITY = 10_000;

/** The Shop API's depth limit; the storefront's deepest query (GetCustomerOrder) nests 7 levels. */
export const SHOP_API_MAX_DEPTH = 12;
