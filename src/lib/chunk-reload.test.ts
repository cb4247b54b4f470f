import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, shouldReloadAfterChunkError } from './chunk-reload';

describe('shouldReloadAfterChunkError', () => {
  it('reloads after the first chunk error', () => {
    expect(shouldReloadAfterChunkError(null, 1_000_000)).toBe(true);
  });
  it('does not reload again within the guard window', () => {
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });
  it('reloads again once the guard window has passed', () => {
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000 + RELOAD_GUARD_MS + 1)).toBe(true);
  });
});
