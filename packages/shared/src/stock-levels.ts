/**
 * The most variants one `stockLevels` query may name: Vendure refuses more, and the
 * storefront's joined stock reads (ADR 052) never gather more into one.
 */
export const STOCK_LEVELS_MAX = 100;
