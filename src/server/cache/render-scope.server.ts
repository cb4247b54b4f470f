import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one page render read, for the page cache (page-cache.server.ts, ADR 049). The read
 * paths report here themselves, so a page that starts making a live or session read stops
 * being cached without anyone keeping a list of routes: the shared read caches say when
 * their answer expires, and every other Vendure call, a session found, a cookie written
 * or a shared read that failed says the HTML is this visitor's or this moment's only.
 */
export interface RenderReads {
  /** Why this render's HTML must not be kept; unset while every read allows it. */
  uncacheable?: string;
  /** The earliest moment (ms, `Date.now()` clock) at which a shared answer it used expires. */
  expiresAt: number;
  /**
   * The live stock levels it showed (variant id → level), read on every render (ADR 041).
   * A kept page is served again only while a new read of the same variants answers the
   * same levels (ADR 051).
   */
  liveStock?: Map<string, string>;
}

const scope = new AsyncLocalStorage<RenderReads>();

/** Runs a page render with its reads recorded in `reads`. */
export function inRenderScope<T>(reads: RenderReads, render: () => T): T {
  return scope.run(reads, render);
}

/**
 * The render's HTML depends on this visitor or this moment (a live read, a session, a
 * cookie): it is not kept. Outside a recorded render, and inside a shared read's load
 * (whose answer is the same for every anonymous visitor), nothing happens.
 */
export function markUncacheable(reason: string): void {
  const reads = scope.getStore();
  if (reads && reads.uncacheable === undefined) reads.uncacheable = reason;
}

/**
 * A shared read cache's answer used by the render: the HTML may be kept until the answer
 * expires (`expiresAt`, asked once it has arrived). A failed read makes the render
 * uncacheable, as a page may show something else when a read fails.
 */
export function noteSharedRead<T>(answer: Promise<T>, expiresAt: () => number): Promise<T> {
  const reads = scope.getStore();
  if (!reads) return answer;
  return answer.then(
    (value) => {
      reads.expiresAt = Math.min(reads.expiresAt, expiresAt());
      return value;
    },
    (error: unknown) => {
      markUncacheableIn(reads, 'a shared read failed');
      throw error;
    },
  );
}

/**
 * The render showed these live stock levels: its HTML may be kept, on the condition that
 * the levels are still these when it is served again.
 */
export function noteLiveStock(levels: ReadonlyMap<string, string>): void {
  const reads = scope.getStore();
  if (!reads) return;
  reads.liveStock ??= new Map();
  for (const [id, level] of levels) reads.liveStock.set(id, level);
}

function markUncacheableIn(reads: RenderReads, reason: string) {
  if (reads.uncacheable === undefined) reads.uncacheable = reason;
}

/**
 * Runs a shared read cache's load outside the render's record: its Vendure call fills an
 * entry every anonymous visitor shares, so it is a shared read (noted by `noteSharedRead`),
 * not an uncacheable one. Single flight makes this safe: the load runs once, for whichever
 * render asked first, and its answer is the same for all.
 */
export function outsideRenderScope<T>(load: () => T): T {
  return scope.exit(load);
}
