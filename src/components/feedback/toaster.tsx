import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, toastStore } from '~/lib/toast-store';
import { m } from '~/paraglide/messages';

const empty: ReturnType<typeof toastStore.snapshot> = [];

/** Renders the toast store with Radix Toast: 5 s, swipe right to dismiss, F8 jumps to them. */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, () => empty);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && toastStore.close(item.id)}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          className={`flex items-start gap-3 rounded-md border px-4 py-3 shadow-lg data-[state=closed]:animate-out data-[state=closed]:fade-out data-[state=open]:animate-in data-[state=open]:slide-in-from-right data-[swipe=end]:animate-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${item.tone === 'error' ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100' : 'border-[var(--border)] bg-[var(--background)]'}`}
        >
          <Toast.Description className="flex-1 text-sm">{item.message}</Toast.Description>
          <Toast.Close aria-label={m.toast_close()} className="rounded p-0.5 hover:bg-[var(--muted)]">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label={m.toast_region()}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
