/**
 * Paying is exactly once per session, even when the same payment call arrives twice at
 * once (a double submit, a retried request, two tabs). Vendure alone refuses a second
 * payment, but the loser of the race would tell a shopper who has paid that "there is
 * no active order". So calls of one session run one after another, and a call that
 * finds the order gone right after this session placed it answers with that placed
 * order instead. Per process: with several storefront instances, calls that land on
 * different instances are still kept to one payment by Vendure.
 */
export interface GateOutcome {
  kind: string;
  errorType?: string;
}

/** The order is no longer waiting for payment: it was just placed by an earlier call. */
const GONE = new Set(['NoActiveOrderError', 'OrderPaymentStateError']);
const KEEP_SESSIONS = 10_000;

export function createPaymentGate<T extends GateOutcome>(ttlMs = 10 * 60_000, now: () => number = Date.now) {
  const queues = new Map<string, Promise<unknown>>();
  const placed = new Map<string, { outcome: T; at: number }>();

  const remember = (session: string, outcome: T) => {
    placed.delete(session);
    placed.set(session, { outcome, at: now() });
    // Oldest first: the map keeps insertion order.
    for (const [key, entry] of placed) {
      if (placed.size <= KEEP_SESSIONS && now() - entry.at < ttlMs) break;
      placed.delete(key);
    }
  };

  return async function pay(
    session: string | undefined,
    attempt: () => Promise<T>,
  ): Promise<{ outcome: T; replayed: boolean }> {
    if (!session) return { outcome: await attempt(), replayed: false };
    const previous = queues.get(session) ?? Promise.resolve();
    const mine = previous
      .catch(() => {})
      .then(async () => {
        const outcome = await attempt();
        if (outcome.kind === 'placed') {
          remember(session, outcome);
          return { outcome, replayed: false };
        }
        const recent = placed.get(session);
        if (outcome.kind === 'failed' && GONE.has(outcome.errorType ?? '') && recent && now() - recent.at < ttlMs) {
          return { outcome: recent.outcome, replayed: true };
        }
        return { outcome, replayed: false };
      });
    queues.set(session, mine);
    try {
      return await mine;
    } finally {
      if (queues.get(session) === mine) queues.delete(session);
    }
  };
}
