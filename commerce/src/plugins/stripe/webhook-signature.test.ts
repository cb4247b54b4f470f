import { signedWebhook, stripeEvent } from '@foyer/shared/stack/stripe-stand-in';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyStripeWebhook } from './webhook-signature';

const SECRET = 'whsec_test_foyer';
const event = stripeEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', amount: 2500 });

describe('verifyStripeWebhook', () => {
  it('accepts a delivery signed with the endpoint secret and parses the event', () => {
    const { body, headers } = signedWebhook(event, SECRET);
    const result = verifyStripeWebhook(Buffer.from(body), headers['stripe-signature'], SECRET);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.event.type).toBe('payment_intent.succeeded');
      expect(result.event.id).toBe(event.id);
    }
  });

  it('accepts a header made by the stripe package itself', () => {
    const body = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    expect(verifyStripeWebhook(Buffer.from(body), header, SECRET).ok).toBe(true);
  });

  it('refuses a tampered body', () => {
    const { body, headers } = signedWebhook(event, SECRET);
    const tampered = body.replace('2500', '1');
    expect(tampered).not.toBe(body);
    expect(verifyStripeWebhook(Buffer.from(tampered), headers['stripe-signature'], SECRET)).toEqual({
      ok: false,
      reason: 'invalid-signature',
    });
  });

  it('refuses a body re-serialised after parsing (whitespace differs)', () => {
    const { body, headers } = signedWebhook(event, SECRET);
    const reserialised = JSON.stringify(JSON.parse(body));
    expect(verifyStripeWebhook(Buffer.from(reserialised), headers['stripe-signature'], SECRET).ok).toBe(false);
  });

  it('refuses a delivery signed with another secret', () => {
    const { body, headers } = signedWebhook(event, 'whsec_someone_else');
    expect(verifyStripeWebhook(Buffer.from(body), headers['stripe-signature'], SECRET)).toEqual({
      ok: false,
      reason: 'invalid-signature',
    });
  });

  it('refuses a correctly signed delivery older than five minutes, and accepts one within them', () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = signedWebhook(event, SECRET, { timestamp: now - 301 });
    expect(verifyStripeWebhook(Buffer.from(stale.body), stale.headers['stripe-signature'], SECRET, now).ok).toBe(false);
    const recent = signedWebhook(event, SECRET, { timestamp: now - 240 });
    expect(verifyStripeWebhook(Buffer.from(recent.body), recent.headers['stripe-signature'], SECRET, now).ok).toBe(
      true,
    );
  });

  it('refuses a missing, empty, repeated or malformed header, and a missing body', () => {
    const { body, headers } = signedWebhook(event, SECRET);
    const raw = Buffer.from(body);
    expect(verifyStripeWebhook(raw, undefined, SECRET)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(verifyStripeWebhook(raw, '', SECRET)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(verifyStripeWebhook(raw, [headers['stripe-signature']!], SECRET).ok).toBe(false);
    expect(verifyStripeWebhook(raw, 't=123', SECRET)).toEqual({ ok: false, reason: 'invalid-signature' });
    expect(verifyStripeWebhook(raw, 'garbage', SECRET)).toEqual({ ok: false, reason: 'invalid-signature' });
    expect(verifyStripeWebhook(undefined, headers['stripe-signature'], SECRET)).toEqual({
      ok: false,
      reason: 'missing-body',
    });
  });
});
