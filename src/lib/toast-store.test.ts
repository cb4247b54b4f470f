import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast, toastStore } from './toast-store';

afterEach(() => {
  toastStore.reset();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most five toasts, dropping the oldest', () => {
    for (let i = 1; i <= 7; i++) toast(`message ${i}`);
    const shown = toastStore.snapshot();
    expect(shown).toHaveLength(TOAST_LIMIT);
    expect(shown[0]?.message).toBe('message 3');
  });

  it('removes a closed toast 200 ms after closing', () => {
    vi.useFakeTimers();
    const id = toast.error('failed');
    toastStore.close(id);
    expect(toastStore.snapshot()[0]).toMatchObject({ open: false, tone: 'error' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastStore.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.snapshot()).toHaveLength(0);
  });
});
