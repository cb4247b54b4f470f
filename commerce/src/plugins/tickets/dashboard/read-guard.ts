/** How the camera's reads become submissions (ADR 036). */
export interface ReadGuardOptions {
  /** After a code is submitted, frames are not read for this long. */
  pauseMs: number;
  /** A code seen again within this long of its last sighting is the same ticket still held up. */
  forgetMs: number;
}

/**
 * Decides which of the camera's reads are submitted. The camera reads a ticket held in
 * front of it several times a second: the first read is submitted, then reading pauses
 * briefly, and the same code is not submitted again while it stays in view. Shown again
 * after it has been out of view for `forgetMs`, it is submitted again (and the server
 * says it was already admitted). Time is passed in, so it is tested without a clock.
 */
export class ReadGuard {
  private last: { code: string; seenAt: number } | null = null;
  private pausedUntil = 0;

  constructor(private readonly options: ReadGuardOptions = { pauseMs: 1500, forgetMs: 3000 }) {}

  /** Whether frames should be read at `now`. */
  isReading(now: number): boolean {
    return now >= this.pausedUntil;
  }

  /** A code read at `now`: whether to submit it. */
  accept(code: string, now: number): boolean {
    if (!this.isReading(now)) return false;
    const stillInView = this.last?.code === code && now - this.last.seenAt < this.options.forgetMs;
    this.last = { code, seenAt: now };
    if (stillInView) return false;
    this.pausedUntil = now + this.options.pauseMs;
    return true;
  }
}
