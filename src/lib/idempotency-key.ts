import type { OrderMutationOutcome } from './order-result';

/** The one shape of key Vendure's `addItemToOrderOnce` and the server function take: a UUID (ADR 072). */
export const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A new key for one cart write: `crypto.randomUUID()`, which a browser offers only on a
 * secure page (HTTPS, localhost); elsewhere (a development server reached over the
 * network) the same random version-4 UUID built from `getRandomValues`.
 */
export function newIdempotencyKey(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a cart write's outcome is known: Vendure answered (the order, or why not), so the
 * next press is a new write with a new key. A failed request (timeout, Vendure or the
 * network gone) may have been applied all the same: its key is kept for the retry.
 */
export function writeWasAnswered(outcome: OrderMutationOutcome<unknown>): boolean {
  return !(outcome.kind === 'error' && outcome.errorType === 'RequestFailed');
}

/**
 * The key of a write the shopper may press again (ADR 072): made when a write starts,
 * the same for every retry of that write (`write` names it: the variant and quantity),
 * and forgotten once the write is answered, so the next one gets a new key.
 */
export function retryableWriteKey(make: () => string = newIdempotencyKey) {
  let pending: { write: string; key: string } | undefined;
  return {
    /** The key to send for `write`: the pending one when this is the same write again. */
    keyFor(write: string): string {
      if (pending?.write !== write) pending = { write, key: make() };
      return pending.key;
    },
    /** The write was answered: the next press starts a new one. */
    answered(): void {
      pending = undefined;
    },
  };
}
