import { describe, expect, it } from 'vitest';
import { planPaymentMethods } from './services/payment-method-sync.service';

const testCard = (enabled: boolean) => ({ id: 1, handlerCode: 'test-card', enabled });
const stripe = (enabled: boolean) => ({ id: 2, handlerCode: 'stripe', enabled });

describe('planPaymentMethods', () => {
  it('creates the Stripe method when keys are configured and it is missing', () => {
    expect(planPaymentMethods([testCard(true)], { stripeConfigured: true, testCardPayments: true })).toEqual([
      { kind: 'create-stripe' },
    ]);
  });

  it('switches the test card off when TEST_CARD_PAYMENTS says so', () => {
    expect(
      planPaymentMethods([testCard(true), stripe(true)], { stripeConfigured: true, testCardPayments: false }),
    ).toEqual([{ kind: 'set-enabled', id: 1, enabled: false }]);
  });

  it('disables a Stripe method left from an earlier start with keys, and enables the test card again', () => {
    expect(
      planPaymentMethods([testCard(false), stripe(true)], { stripeConfigured: false, testCardPayments: true }),
    ).toEqual([
      { kind: 'set-enabled', id: 2, enabled: false },
      { kind: 'set-enabled', id: 1, enabled: true },
    ]);
  });

  it('changes nothing when everything already matches', () => {
    expect(
      planPaymentMethods([testCard(true), stripe(true)], { stripeConfigured: true, testCardPayments: true }),
    ).toEqual([]);
    expect(planPaymentMethods([testCard(true)], { stripeConfigured: false, testCardPayments: true })).toEqual([]);
  });
});
