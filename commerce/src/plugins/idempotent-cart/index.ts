export { IdempotentCartPlugin } from './idempotent-cart.plugin';
