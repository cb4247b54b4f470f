import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from './constants';

export type WebhookVerification =
  | { ok: true; event: Stripe.Event }
  | { ok: false; reason: 'missing-body' | 'missing-signature' | 'invalid-signature' };

/**
 * Checks a webhook delivery against the `stripe-signature` header (Stripe's v1 HMAC
 * scheme, with its timestamp tolerance) and parses the event. The reason is for our
 * log only; the sender gets a bare 400.
 *
 * @param rawBody the request body exactly as received (a re-serialised JSON body never verifies)
 * @param nowSeconds the receiving time, for tests of stale timestamps
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string | undefined,
  signatureHeader: string | string[] | undefined,
  secret: string,
  nowSeconds?: number,
): WebhookVerification {
  if (rawBody === undefined || rawBody.length === 0) return { ok: false, reason: 'missing-body' };
  if (typeof signatureHeader !== 'string' || signatureHeader === '') return { ok: false, reason: 'missing-signature' };
  try {
    const event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      // stripe-node takes the receiving time in milliseconds.
      nowSeconds === undefined ? undefined : nowSeconds * 1000,
    );
    return { ok: true, event };
  } catch {
    return { ok: false, reason: 'invalid-signature' };
  }
}
