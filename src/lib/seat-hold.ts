/** Milliseconds left on a seat hold that runs out at `expiresAt` (ISO time), never below 0. */
export function holdTimeLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - now);
}

/**
 * The time left as m:ss. Seconds are rounded up, so the clock reads 0:00 only once the
 * hold has run out, and a fresh ten-minute hold starts at 10:00.
 */
export function formatHoldTime(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How long until the displayed m:ss changes: to the next whole second of time left. */
export function untilNextTick(ms: number): number {
  return ms % 1000 || 1000;
}
