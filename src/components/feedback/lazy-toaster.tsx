import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from '~/lib/toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

const hasToasts = () => toastStore.snapshot().length > 0;

/**
 * Loads the Radix toaster with the first toast instead of with every page (ADR 018).
 * The store keeps the toast meanwhile, so it shows as soon as the chunk arrives; once
 * loaded the toaster stays, with its F8 region.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toastStore.subscribe, hasToasts, () => false);
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
