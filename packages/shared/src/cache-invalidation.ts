/**
 * How Vendure tells the storefront's read caches that the catalogue changed (ADR 041): the
 * Redis channel and generation counter, and the endpoint used without Redis. Both sides
 * name them from here.
 */
/** The Redis channel on which Vendure tells every storefront instance to drop its read caches. */
export const invalidationChannel = (keyPrefix: string) => `${keyPrefix}:storefront-cache-invalidate`;

/**
 * The Redis counter Vendure increments before each announcement: the storefront's shared
 * read cache keys carry it, so one increment retires every older key (ADR 041).
 */
export const generationKey = (keyPrefix: string) => `${keyPrefix}:storefront-cache-generation`;

/** The storefront's endpoint for the same message on the embedded profile (no Redis). */
export const INVALIDATION_PATH = '/_foyer/invalidate';
export const INVALIDATION_HEADER = 'x-foyer-invalidate';
