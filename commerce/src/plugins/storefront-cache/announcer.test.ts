import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncer } from './announcer';

afterEach(() => vi.useRealTimers());

describe('createAnnouncer', () => {
  it('announces a burst of changes once, within the delay of the first', async () => {
    vi.useFakeTimers();
    const announce = vi.fn(async () => {});
    const announcer = createAnnouncer(announce, 250);
    announcer.changed();
    await vi.advanceTimersByTimeAsync(100);
    announcer.changed();
    announcer.changed();
    expect(announce).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(announce).toHaveBeenCalledTimes(1);
    announcer.changed();
    await vi.advanceTimersByTimeAsync(250);
    expect(announce).toHaveBeenCalledTimes(2);
  });

  it('sends a pending announcement at once on flush, and survives a failed one', async () => {
    vi.useFakeTimers();
    const announce = vi.fn(async () => {
      throw new Error('storefront down');
    });
    const announcer = createAnnouncer(announce, 250);
    announcer.changed();
    announcer.flush();
    expect(announce).toHaveBeenCalledTimes(1);
    announcer.flush();
    await vi.advanceTimersByTimeAsync(500);
    expect(announce).toHaveBeenCalledTimes(1);
  });
});
