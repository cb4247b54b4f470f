import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { formatHoldTime, holdTimeLeft, untilNextTick } from '~/lib/seat-hold';
import { m } from '~/paraglide/messages';

const LAST_MINUTE_MS = 60_000;

/**
 * How long the payment step's seat hold lasts, counting down from the server's
 * `expiresAt` (read against the clock on every tick, so a sleeping tab or a slow
 * render never drifts). A `timer` is not live by default, so screen readers are not
 * told every second; the polite status below speaks once, when a minute is left.
 */
export function SeatHoldTimer({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = holdTimeLeft(expiresAt, now);
  const expired = left === 0;

  useEffect(() => {
    if (expired) return;
    const timer = setTimeout(() => setNow(Date.now()), untilNextTick(left));
    return () => clearTimeout(timer);
  }, [left, expired]);

  const reported = useRef(false);
  useEffect(() => {
    if (!expired || reported.current) return;
    reported.current = true;
    onExpired();
  }, [expired, onExpired]);

  return (
    <div
      className="space-y-1 rounded-md border border-[var(--border)] bg-[var(--muted)] px-4 py-3"
      data-testid="seat-hold"
    >
      <p role="timer" aria-atomic="true" className="font-medium tabular-nums">
        {m.checkout_hold_time({ time: formatHoldTime(left) })}
      </p>
      <p className="text-sm text-[var(--muted-foreground)]">{m.checkout_hold_explainer()}</p>
      <p role="status" className="sr-only">
        {left > 0 && left <= LAST_MINUTE_MS ? m.checkout_hold_one_minute() : ''}
      </p>
    </div>
  );
}

/** The hold ran out: the seats are back on sale, and the shopper may hold them again. */
export function SeatHoldExpired({ onHoldAgain, onBack }: { onHoldAgain: () => void; onBack?: () => void }) {
  return (
    <div className="space-y-4">
      <p role="alert" data-testid="hold-expired">
        {m.checkout_hold_expired()}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onHoldAgain}>{m.checkout_hold_again()}</Button>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            {m.checkout_back()}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
