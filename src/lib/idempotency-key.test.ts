import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY, newIdempotencyKey, retryableWriteKey, writeWasAnswered } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is crypto.randomUUID where the page has it', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(IDEMPOTENCY_KEY);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('builds a version-4 UUID from getRandomValues on a page without randomUUID', () => {
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newIdempotencyKey(zeros)).toBe('00000000-0000-4000-8000-000000000000');
    const ones = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    expect(newIdempotencyKey(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const random = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    // The shape zod's z.uuid() and Vendure take.
    expect(newIdempotencyKey(random)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('retryableWriteKey', () => {
  it('keeps the key across retries of one write until it is answered, then makes a new one', () => {
    const keys = retryableWriteKey(randomUUID);
    const first = keys.keyFor('7×1');
    expect(keys.keyFor('7×1')).toBe(first);
    expect(keys.keyFor('7×1')).toBe(first);
    keys.answered();
    const second = keys.keyFor('7×1');
    expect(second).not.toBe(first);
  });

  it('gives another write (another variant or quantity) its own key', () => {
    const keys = retryableWriteKey(randomUUID);
    const one = keys.keyFor('7×1');
    const two = keys.keyFor('7×2');
    expect(two).not.toBe(one);
    expect(keys.keyFor('7×1')).not.toBe(one);
  });
});

describe('writeWasAnswered', () => {
  it('is false only for a request that failed, whose write may have been applied', () => {
    expect(writeWasAnswered({ kind: 'error', errorType: 'RequestFailed', message: 'Failed' })).toBe(false);
    expect(writeWasAnswered({ kind: 'success', order: {} })).toBe(true);
    expect(writeWasAnswered({ kind: 'partial', order: {}, quantityAvailable: 1, message: '' })).toBe(true);
    expect(writeWasAnswered({ kind: 'error', errorType: 'OrderLimitError', message: 'Too many' })).toBe(true);
  });
});
