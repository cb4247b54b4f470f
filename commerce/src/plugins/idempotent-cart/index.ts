export { IdempotentCartPlugin } from './idempotent-cart.plugin';
export { CartWriteKeys, cartWriteKey, type KeyClaim } from './services/cart-write-keys.service';
