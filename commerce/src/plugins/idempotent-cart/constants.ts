export const loggerCtx = 'IdempotentCartPlugin';

/** The scheduled task that forgets old cart-write keys. */
export const PRUNE_CART_WRITE_KEYS_TASK = 'prune-cart-write-keys';

/**
 * A cart-write key: a UUID the storefront makes for one add (or one best-available request)
 * and keeps across its retries (ADR 072, 076). Anything else is refused before the order is touched.
 */
export const CART_WRITE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a key is remembered: far beyond any retry, and the table stays small. */
export const CART_WRITE_KEY_DAYS = 1;
