import { describe, expect, it } from 'vitest';
import type { PayKind, PaymentResult } from '~/lib/payment-result';
import { createPaymentGate } from './payment-gate.server';

type Outcome = PaymentResult<never, PayKind>;
const placed = (code: string): Outcome => ({ kind: 'placed', code });
const gone: Outcome = { kind: 'failed', errorType: 'NoActiveOrderError', message: 'No active order' };
const refused = (transitionError: string): Outcome => ({
  kind: 'transitionError',
  message: transitionError,
  transitionError,
  fromState: 'AddingItems',
  toState: 'ArrangingPayment',
});

/** A fake Vendure order for one session: the first payment places it, later ones find no active order. */
function fakeOrder(code: string) {
  let paid = 0;
  const log: string[] = [];
  const attempt = async (): Promise<Outcome> => {
    log.push('start');
    await new Promise((r) => setTimeout(r, 5));
    log.push('end');
    if (paid > 0) return gone;
    paid++;
    return placed(code);
  };
  return { attempt, log, payments: () => paid };
}

describe('createPaymentGate', () => {
  it('answers calls that arrive while the session is paying with the placed order, paying once', async () => {
    const pay = createPaymentGate<Outcome>();
    const order = fakeOrder('ABC');
    const answers = await Promise.all([pay('s1', order.attempt), pay('s1', order.attempt), pay('s1', order.attempt)]);
    expect(order.log).toEqual(['start', 'end']);
    expect(order.payments()).toBe(1);
    expect(answers).toEqual([
      { outcome: placed('ABC'), replayed: false },
      { outcome: placed('ABC'), replayed: true },
      { outcome: placed('ABC'), replayed: true },
    ]);
  });

  it('a late duplicate that finds the order gone answers with the placed order', async () => {
    const pay = createPaymentGate<Outcome>();
    const order = fakeOrder('ABC');
    await pay('s1', order.attempt);
    expect(await pay('s1', order.attempt)).toEqual({ outcome: placed('ABC'), replayed: true });
    expect(order.payments()).toBe(1);
  });

  it('a late duplicate that meets the new, empty order Vendure made for the session answers with the placed order', async () => {
    const pay = createPaymentGate<Outcome>();
    await pay('s1', async () => placed('ABC'));
    const emptyOrder = refused('message.cannot-transition-to-payment-when-order-is-empty');
    expect(await pay('s1', async () => emptyOrder)).toEqual({ outcome: placed('ABC'), replayed: true });
  });

  it('an empty cart in a session that placed no order, or another refused transition, is passed through', async () => {
    const pay = createPaymentGate<Outcome>();
    const emptyOrder = refused('message.cannot-transition-to-payment-when-order-is-empty');
    expect((await pay('fresh', async () => emptyOrder)).outcome).toBe(emptyOrder);
    await pay('s1', async () => placed('ABC'));
    const noAddress = refused('no address');
    expect((await pay('s1', async () => noAddress)).outcome).toBe(noAddress);
  });

  it('a call queued behind a declined payment makes its own attempt', async () => {
    const pay = createPaymentGate<Outcome>();
    const log: string[] = [];
    const declined = async (): Promise<Outcome> => {
      log.push('declined');
      await new Promise((r) => setTimeout(r, 5));
      return { kind: 'declined', message: 'declined' };
    };
    const paid = async (): Promise<Outcome> => {
      log.push('paid');
      return placed('OK');
    };
    const [first, second] = await Promise.all([pay('s', declined), pay('s', paid)]);
    expect(log).toEqual(['declined', 'paid']);
    expect(first.outcome.kind).toBe('declined');
    expect(second).toEqual({ outcome: placed('OK'), replayed: false });
  });

  it('lets different sessions pay at the same time', async () => {
    const pay = createPaymentGate<Outcome>();
    const log: string[] = [];
    const attempt = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`${name} end`);
      return placed(name);
    };
    await Promise.all([pay('a', attempt('a')), pay('b', attempt('b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('passes other failures through, and forgets a placed order after the TTL', async () => {
    let clock = 0;
    const pay = createPaymentGate<Outcome>(1000, () => clock);
    const declined: Outcome = { kind: 'declined', message: 'declined' };
    expect((await pay('s', async () => declined)).outcome).toBe(declined);
    await pay('s', async () => placed('X'));
    const failed: Outcome = { kind: 'failed', errorType: 'RequestFailed', message: 'Failed to add payment' };
    expect((await pay('s', async () => failed)).outcome).toBe(failed);
    clock = 2000;
    expect((await pay('s', async () => gone)).outcome).toBe(gone);
  });

  it('a new purchase in the same session answers with its own order', async () => {
    const pay = createPaymentGate<Outcome>();
    await pay('s', async () => placed('FIRST'));
    expect((await pay('s', async () => placed('SECOND'))).outcome).toEqual(placed('SECOND'));
    expect((await pay('s', async () => gone)).outcome).toEqual(placed('SECOND'));
  });

  it('does not hold a session up after a call threw', async () => {
    const pay = createPaymentGate<Outcome>();
    await expect(pay('s', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await pay('s', async () => placed('OK'))).outcome).toEqual(placed('OK'));
  });

  it('without a session runs the call as is', async () => {
    const pay = createPaymentGate<Outcome>();
    expect((await pay(undefined, async () => gone)).outcome).toBe(gone);
  });
});
