import type { PayKind, PaymentResult } from '~/lib/payment-result';

/** The order is no longer waiting for payment: it was just placed by an earlier call. */
const GONE = new Set(['NoActiveOrderError', 'OrderPaymentStateError']);
/** Vendure's reason for refusing to arrange payment for an order without lines. */
const EMPTY_ORDER = 'cannot-transition-to-payment-when-order-is-empty';

/**
 * How a late duplicate finds the order it came to pay already placed: no active order,
 * an order already paid, or, because Vendure makes a new order for the session when
 * asked to move "the active order" on, a new empty one it refuses to take to payment.
 */
function orderGone(outcome: PaymentResult<unknown, PayKind>): boolean {
  if (outcome.kind === 'failed') return GONE.has(outcome.errorType ?? '');
  return (
    outcome.kind === 'transitionError' &&
    outcome.fromState === 'AddingItems' &&
    outcome.transitionError.includes(EMPTY_ORDER)
  );
}
const KEEP_SESSIONS = 10_000;

/**
 * Paying is exactly once per session, even when the same payment call arrives twice at
 * once (a double submit, a retried request, two tabs). Vendure alone refuses a second
 * payment, but the loser of the race would tell a shopper who has paid that "there is
 * no active order". So calls of one session run one after another; a call that
 * waited for one that placed the order answers with that order without paying, and a
 * later call that finds the order gone right after this session placed it does too. Per process: with several storefront instances, calls that land on
 * different instances are still kept to one payment by Vendure. It answers in the payment's one
 * vocabulary (ADR 069).
 */
export function createPaymentGate<T extends PaymentResult<unknown, PayKind>>(
  ttlMs = 10 * 60_000,
  now: () => number = Date.now,
) {
  type Answer = { outcome: T; replayed: boolean };
  const queues = new Map<string, Promise<Answer>>();
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

  const run = async (session: string, previous: Promise<Answer> | undefined, attempt: () => Promise<T>) => {
    // A call that arrived while this session was paying is the same payment sent twice:
    // if that one placed the order, this one answers with it and pays nothing.
    const before = previous ? await previous.catch(() => undefined) : undefined;
    if (before?.outcome.kind === 'placed') return { outcome: before.outcome, replayed: true };
    const outcome = await attempt();
    if (outcome.kind === 'placed') {
      remember(session, outcome);
      return { outcome, replayed: false };
    }
    // A late duplicate (after the first one finished) finds the order gone.
    const recent = placed.get(session);
    if (orderGone(outcome) && recent && now() - recent.at < ttlMs) {
      return { outcome: recent.outcome, replayed: true };
    }
    return { outcome, replayed: false };
  };

  return async function pay(session: string | undefined, attempt: () => Promise<T>): Promise<Answer> {
    if (!session) return { outcome: await attempt(), replayed: false };
    const mine = run(session, queues.get(session), attempt);
    queues.set(session, mine);
    try {
      return await mine;
    } finally {
      if (queues.get(session) === mine) queues.delete(session);
    }
  };
}
