/** How long after one reload another is refused, so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'foyer:chunk-reload-at';

/**
 * Decides whether a failed chunk load (usually a new deploy) should reload the page:
 * once, and not again within the guard window.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_GUARD_MS;
}

/** Listens for Vite's preload errors and reloads once per guard window. */
export function installChunkReload(win: Window = window): () => void {
  const onError = (event: Event) => {
    const stored = Number(win.sessionStorage.getItem(KEY));
    const last = Number.isFinite(stored) && stored > 0 ? stored : null;
    const now = Date.now();
    if (!shouldReloadAfterChunkError(last, now)) return;
    event.preventDefault();
    win.sessionStorage.setItem(KEY, String(now));
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', onError);
  return () => win.removeEventListener('vite:preloadError', onError);
}
