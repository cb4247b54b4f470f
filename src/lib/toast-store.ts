/**
 * The one toast API: `toast(message)` from anywhere in the browser. Radix Toast
 * renders them (components/feedback/toaster.tsx, loaded with the first toast by
 * lazy-toaster.tsx); the constants are the seed's.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY_MS = 200;

export interface ToastItem {
  id: number;
  message: string;
  tone: 'info' | 'error';
  open: boolean;
}

type Listener = () => void;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
  /** Shows a toast; the oldest beyond the limit is dropped. */
  show(message: string, tone: ToastItem['tone'] = 'info'): number {
    const id = nextId++;
    items = [...items, { id, message, tone, open: true }].slice(-TOAST_LIMIT);
    emit();
    return id;
  },
  /** Closes a toast, and removes it once its closing animation is over. */
  close(id: number) {
    items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
    emit();
    setTimeout(() => {
      items = items.filter((item) => item.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS);
  },
  reset() {
    items = [];
    emit();
  },
};

export const toast = (message: string) => toastStore.show(message, 'info');
toast.error = (message: string) => toastStore.show(message, 'error');
