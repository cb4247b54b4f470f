export * from './announcer';
export * from './storefront-cache.plugin';
