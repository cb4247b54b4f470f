import { describe, expect, it } from 'vitest';
import { decideSettlement, type OrderSnapshot, type PaymentIntentSnapshot, skipSeverity } from './settlement-decision';

const intent: PaymentIntentSnapshot = { id: 'pi_1', amount: 3480, currency: 'eur', status: 'succeeded' };
const order = (overrides: Partial<OrderSnapshot> = {}): OrderSnapshot => ({
  state: 'ArrangingPayment',
  totalWithTax: 3480,
  currencyCode: 'EUR',
  payments: [],
  hold: 'HELD',
  ...overrides,
});

describe('decideSettlement', () => {
  it('settles an order waiting for payment', () => {
    expect(decideSettlement(order(), intent)).toEqual({ action: 'settle', transitionToArrangingPayment: false });
  });

  it('settles an order the shopper took back to the cart, after moving it to ArrangingPayment', () => {
    expect(decideSettlement(order({ state: 'AddingItems' }), intent)).toEqual({
      action: 'settle',
      transitionToArrangingPayment: true,
    });
  });

  it('skips a repeated delivery: the payment with this PaymentIntent id is recorded', () => {
    const recorded = order({ payments: [{ transactionId: 'pi_1', state: 'Settled', amount: 3480 }] });
    expect(decideSettlement(recorded, intent)).toEqual({ action: 'skip', reason: 'already-recorded' });
    // …even while the order itself has not moved on yet
    expect(decideSettlement({ ...recorded, state: 'ArrangingPayment' }, intent).action).toBe('skip');
  });

  it('skips an order that is already paid, by this or another payment', () => {
    for (const state of ['PaymentSettled', 'PaymentAuthorized', 'Shipped', 'Delivered']) {
      expect(decideSettlement(order({ state }), intent)).toEqual({ action: 'skip', reason: 'already-paid' });
    }
  });

  it('does not count a failed earlier attempt with the same id as recorded', () => {
    const failed = order({ payments: [{ transactionId: 'pi_1', state: 'Error', amount: 3480 }] });
    expect(decideSettlement(failed, intent).action).toBe('settle');
  });

  it('skips an unknown order, an intent that has not succeeded and a cancelled order', () => {
    expect(decideSettlement(undefined, intent)).toEqual({ action: 'skip', reason: 'order-not-found' });
    expect(decideSettlement(order(), { ...intent, status: 'processing' })).toEqual({
      action: 'skip',
      reason: 'intent-not-succeeded',
    });
    expect(decideSettlement(order({ state: 'Cancelled' }), intent)).toEqual({
      action: 'skip',
      reason: 'order-cancelled',
    });
  });

  it('skips when the money does not match what the order needs', () => {
    expect(decideSettlement(order({ totalWithTax: 4000 }), intent)).toEqual({
      action: 'skip',
      reason: 'amount-mismatch',
    });
    expect(decideSettlement(order({ currencyCode: 'BGN' }), intent)).toEqual({
      action: 'skip',
      reason: 'currency-mismatch',
    });
  });

  it('compares the amount with what earlier settled payments leave open', () => {
    const partlyPaid = order({
      totalWithTax: 5000,
      payments: [{ transactionId: 'gift-1', state: 'Settled', amount: 1520 }],
    });
    expect(decideSettlement(partlyPaid, intent).action).toBe('settle');
  });

  it('asks a person to look only when money was taken and not recorded', () => {
    expect(skipSeverity('already-recorded')).toBe('repeat');
    expect(skipSeverity('intent-not-succeeded')).toBe('warn');
    for (const reason of ['already-paid', 'order-cancelled', 'amount-mismatch', 'order-not-found'] as const) {
      expect(skipSeverity(reason)).toBe('refund');
    }
  });

  it('skips orders in states that take no payment', () => {
    for (const state of ['Draft', 'Modifying', 'Created']) {
      expect(decideSettlement(order({ state }), intent)).toEqual({ action: 'skip', reason: 'order-not-payable' });
    }
  });

  it('refunds a payment for seats whose hold expired, whatever state the order is in', () => {
    for (const state of ['ArrangingPayment', 'AddingItems']) {
      expect(decideSettlement(order({ state, hold: 'EXPIRED' }), intent)).toEqual({
        action: 'refund',
        reason: 'hold-expired',
      });
    }
    // …even when the amount no longer matches: the money is not the shop's
    expect(decideSettlement(order({ hold: 'EXPIRED', totalWithTax: 1 }), intent).action).toBe('refund');
  });

  it('refunds once: a refunded hold is a repeated delivery', () => {
    const refunded = order({ hold: 'REFUNDED', state: 'AddingItems' });
    expect(decideSettlement(refunded, intent)).toEqual({ action: 'skip', reason: 'already-refunded' });
    expect(skipSeverity('already-refunded')).toBe('repeat');
  });

  it('settles orders that hold nothing, or whose hold is live or was given back by the shopper', () => {
    expect(decideSettlement(order({ hold: null }), intent).action).toBe('settle');
    expect(decideSettlement(order({ hold: 'HELD' }), intent).action).toBe('settle');
    expect(decideSettlement(order({ state: 'AddingItems', hold: 'RELEASED' }), intent)).toEqual({
      action: 'settle',
      transitionToArrangingPayment: true,
    });
  });
});
