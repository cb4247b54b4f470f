import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { HoldKind, PayKind, PaymentResult } from '~/lib/payment-result';
import type { SafeHtml } from '~/lib/safe-html';
import {
  type CheckoutProgress,
  type CheckoutSnapshot,
  checkoutMachine,
  type PaymentOption,
  type ShippingQuote,
  type StepResult,
  stepOf,
} from './checkout.machine';
import {
  answerOn,
  DELIVERY_STATES,
  shortestCheckoutPaths,
  stateKey,
  TICKETS_ONLY_GUEST_START,
  VISIBLE_STATES,
} from './checkout.paths';

const progress = (change: Partial<CheckoutProgress> = {}): CheckoutProgress => ({
  code: 'T1',
  state: 'AddingItems',
  totalQuantity: 2,
  hasCustomer: false,
  hasShippingAddress: false,
  hasShippingMethod: false,
  ...change,
});

const quotes: ShippingQuote[] = [
  { id: '1', name: 'Pick up at the box office', description: '' as SafeHtml, priceWithTax: 0 },
];
const options: PaymentOption[] = [
  { id: '1', code: 'test-card', name: 'Test card', description: '', isEligible: true, eligibilityMessage: null },
];
const customer = { firstName: 'Ana', lastName: 'Petrova', emailAddress: 'ana@example.com' };
const address = {
  fullName: 'Ana Petrova',
  streetLine1: '1 Rakovski',
  city: 'Sofia',
  postalCode: '1000',
  countryCode: 'BG',
};
const card = { method: 'test-card', metadata: { cardNumber: '4242424242424242' } };
const HOLD_END = '2026-11-23T18:10:00.000Z';

type Implementations = NonNullable<Parameters<typeof checkoutMachine.provide>[0]['actors']>;

interface Fakes {
  loadCheckout: () => Promise<CheckoutSnapshot>;
  setCustomer: () => Promise<StepResult>;
  setAddress: () => Promise<StepResult>;
  loadShippingQuotes: () => Promise<ShippingQuote[]>;
  setShippingMethod: () => Promise<StepResult>;
  holdForPayment: () => Promise<PaymentResult<CheckoutProgress, HoldKind>>;
  leavePayment: () => Promise<void>;
  loadPaymentOptions: () => Promise<PaymentOption[]>;
  placeOrder: () => Promise<PaymentResult<CheckoutProgress, PayKind>>;
}

/** The machine with fake actors that answer like Vendure would for a shopper who gets everything right. */
function start(input: CheckoutSnapshot, fakes: Partial<Fakes> = {}) {
  const calls: string[] = [];
  const fake = <T>(name: keyof Fakes, answer: () => Promise<T>) =>
    fromPromise<T, unknown>(async ({ input }) => {
      calls.push(input === undefined ? name : `${name}:${JSON.stringify(input)}`);
      return ((fakes[name] as (() => Promise<T>) | undefined) ?? answer)();
    });
  const actors = {
    loadCheckout: fake('loadCheckout', async () => input),
    setCustomer: fake<StepResult>('setCustomer', async () => ({ ok: true, progress: progress({ hasCustomer: true }) })),
    setAddress: fake<StepResult>('setAddress', async () => ({
      ok: true,
      progress: progress({ hasCustomer: true, hasShippingAddress: true }),
    })),
    loadShippingQuotes: fake('loadShippingQuotes', async () => quotes),
    setShippingMethod: fake<StepResult>('setShippingMethod', async () => ({
      ok: true,
      progress: progress({ hasCustomer: true, hasShippingAddress: true, hasShippingMethod: true }),
    })),
    holdForPayment: fake<PaymentResult<CheckoutProgress, HoldKind>>('holdForPayment', async () => ({
      kind: 'ready',
      expiresAt: HOLD_END,
    })),
    leavePayment: fake<void>('leavePayment', async () => {}),
    loadPaymentOptions: fake('loadPaymentOptions', async () => options),
    placeOrder: fake<PaymentResult<CheckoutProgress, PayKind>>('placeOrder', async () => ({
      kind: 'placed',
      code: 'T1',
    })),
  };
  const actor = createActor(checkoutMachine.provide({ actors: actors as unknown as Implementations }), {
    input,
  }).start();
  return { actor, calls };
}

const at = (actor: AnyActorRef, key: string) => waitFor(actor, (snapshot) => stateKey(snapshot.value) === key);
const guest = { progress: progress(), signedIn: false };
const paidUpTo = progress({ hasCustomer: true, hasShippingAddress: true, hasShippingMethod: true });

describe('checkout machine: where it starts', () => {
  it.each([
    ['no order', { progress: null, signedIn: false }, 'empty'],
    ['an empty order', { progress: progress({ totalQuantity: 0 }), signedIn: false }, 'empty'],
    ['a guest with a cart', guest, 'customer.editing'],
    ['a signed-in customer', { progress: progress({ hasCustomer: true }), signedIn: true }, 'address.editing'],
    [
      'a guest who gave their details',
      { progress: progress({ hasCustomer: true }), signedIn: false },
      'address.editing',
    ],
    [
      'an order with an address',
      { progress: progress({ hasCustomer: true, hasShippingAddress: true }), signedIn: false },
      'shipping.loading',
    ],
    ['an order with shipping', { progress: paidUpTo, signedIn: false }, 'payment.holding'],
    [
      'an order already arranging payment',
      { progress: { ...paidUpTo, state: 'ArrangingPayment' }, signedIn: true },
      'payment.holding',
    ],
  ])('%s starts at %s', (_, input, expected) => {
    const { actor } = start(input);
    expect(stateKey(actor.getSnapshot().value)).toBe(expected);
    actor.stop();
  });
});

describe('checkout machine: the steps', () => {
  it('takes a guest from details to confirmation, calling each actor once with what the shopper gave', async () => {
    const { actor, calls } = start(guest);
    actor.send({ type: 'SUBMIT_CUSTOMER', customer });
    await at(actor, 'address.editing');
    actor.send({ type: 'SUBMIT_ADDRESS', address });
    await at(actor, 'shipping.choosing');
    expect(actor.getSnapshot().context.shippingQuotes).toEqual(quotes);
    actor.send({ type: 'SUBMIT_SHIPPING', shippingMethodId: '1' });
    await at(actor, 'payment.choosing');
    expect(actor.getSnapshot().context.paymentOptions).toEqual(options);
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await at(actor, 'confirmation');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ code: 'T1' });
    expect(calls).toEqual([
      `setCustomer:${JSON.stringify(customer)}`,
      `setAddress:${JSON.stringify(address)}`,
      'loadShippingQuotes',
      'setShippingMethod:{"shippingMethodId":"1"}',
      'holdForPayment',
      'loadPaymentOptions',
      `placeOrder:${JSON.stringify(card)}`,
    ]);
  });

  it.each([
    ['setCustomer', 'customer.editing', { type: 'SUBMIT_CUSTOMER', customer }, guest],
    [
      'setAddress',
      'address.editing',
      { type: 'SUBMIT_ADDRESS', address },
      { progress: progress({ hasCustomer: true }), signedIn: false },
    ],
    [
      'setShippingMethod',
      'shipping.choosing',
      { type: 'SUBMIT_SHIPPING', shippingMethodId: '1' },
      { progress: progress({ hasCustomer: true, hasShippingAddress: true }), signedIn: false },
    ],
  ] as const)('stays on the step with the message when %s is refused or fails', async (name, key, event, input) => {
    const refused = start(input, { [name]: async () => ({ ok: false, message: 'No such address' }) });
    await at(refused.actor, key);
    refused.actor.send(event);
    await waitFor(refused.actor, (s) => s.context.error === 'No such address');
    expect(stateKey(refused.actor.getSnapshot().value)).toBe(key);

    const failing = start(input, {
      [name]: async () => {
        throw new Error('Failed to set shipping address');
      },
    });
    await at(failing.actor, key);
    failing.actor.send(event);
    await waitFor(failing.actor, (s) => s.context.error === 'Failed to set shipping address');
    expect(stateKey(failing.actor.getSnapshot().value)).toBe(key);
  });

  it('clears the message when the shopper tries again', async () => {
    let attempts = 0;
    const { actor } = start(guest, {
      setCustomer: async () =>
        ++attempts === 1
          ? { ok: false, message: 'Email taken' }
          : { ok: true, progress: progress({ hasCustomer: true }) },
    });
    actor.send({ type: 'SUBMIT_CUSTOMER', customer });
    await waitFor(actor, (s) => s.context.error === 'Email taken');
    actor.send({ type: 'SUBMIT_CUSTOMER', customer });
    expect(actor.getSnapshot().context.error).toBeNull();
    await at(actor, 'address.editing');
  });

  it('offers a retry when shipping or payment methods cannot be read', async () => {
    let shippingCalls = 0;
    const { actor } = start(
      { progress: progress({ hasCustomer: true, hasShippingAddress: true }), signedIn: false },
      {
        loadShippingQuotes: async () => {
          if (++shippingCalls === 1) throw new Error('Failed to fetch shipping methods');
          return quotes;
        },
        loadPaymentOptions: async () => {
          throw new Error('Failed to fetch payment methods');
        },
      },
    );
    await at(actor, 'shipping.unavailable');
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch shipping methods');
    actor.send({ type: 'RETRY' });
    await at(actor, 'shipping.choosing');
    actor.send({ type: 'SUBMIT_SHIPPING', shippingMethodId: '1' });
    await at(actor, 'payment.unavailable');
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch payment methods');
  });

  it('goes back one step at a time, but never to the details step for a signed-in customer', async () => {
    const signedIn = start({ progress: paidUpTo, signedIn: true });
    await at(signedIn.actor, 'payment.choosing');
    signedIn.actor.send({ type: 'BACK' });
    await at(signedIn.actor, 'shipping.choosing');
    signedIn.actor.send({ type: 'BACK' });
    expect(stateKey(signedIn.actor.getSnapshot().value)).toBe('address.editing');
    signedIn.actor.send({ type: 'BACK' });
    expect(stateKey(signedIn.actor.getSnapshot().value)).toBe('address.editing');

    const visitor = start({ progress: progress({ hasCustomer: true }), signedIn: false });
    visitor.actor.send({ type: 'BACK' });
    expect(stateKey(visitor.actor.getSnapshot().value)).toBe('customer.editing');
  });

  it('ignores a second submit while the first is on its way (no double order)', async () => {
    let release: (value: PaymentResult<CheckoutProgress, PayKind>) => void = () => {};
    const { actor, calls } = start(
      { progress: paidUpTo, signedIn: false },
      { placeOrder: () => new Promise((resolve) => (release = resolve)) },
    );
    await at(actor, 'payment.choosing');
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    release({ kind: 'placed', code: 'T1' });
    await at(actor, 'confirmation');
    expect(calls.filter((call) => call.startsWith('placeOrder'))).toHaveLength(1);
  });
});

describe('checkout machine: when paying goes wrong', () => {
  const ready = { progress: paidUpTo, signedIn: false };

  it('shows a refused transition with from, to and the message, and the way back re-reads the order', async () => {
    const refusal = {
      kind: 'transitionError',
      message: 'Cannot transition Order from "AddingItems" to "ArrangingPayment"',
      transitionError: 'The order is empty',
      fromState: 'AddingItems',
      toState: 'ArrangingPayment',
    } as const;
    let reads = 0;
    const { actor } = start(ready, {
      placeOrder: async () => refusal,
      loadCheckout: async () => {
        reads++;
        return { progress: progress({ totalQuantity: 0 }), signedIn: false };
      },
    });
    await at(actor, 'payment.choosing');
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await at(actor, 'transitionError');
    const { kind: _, ...shown } = refusal;
    expect(actor.getSnapshot().context.transition).toEqual(shown);
    actor.send({ type: 'BACK' });
    await at(actor, 'empty');
    expect(reads).toBe(1);
    expect(actor.getSnapshot().context.transition).toBeNull();
  });

  it('shows how many are left when stock ran out and resumes at the right step once the cart is fixed', async () => {
    const { actor } = start(ready, {
      placeOrder: async () => ({
        kind: 'stock',
        quantityAvailable: 1,
        message: 'Only 1 left',
        order: { ...paidUpTo, totalQuantity: 1 },
      }),
    });
    await at(actor, 'payment.choosing');
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await at(actor, 'insufficientStock');
    expect(actor.getSnapshot().context.stock).toEqual({ quantityAvailable: 1, message: 'Only 1 left' });
    expect(actor.getSnapshot().context.progress?.totalQuantity).toBe(1);
    actor.send({ type: 'RETRY' });
    await at(actor, 'payment.choosing');
    expect(actor.getSnapshot().context.stock).toBeNull();
  });

  it('stays on payment with the message when the card is declined or the call fails', async () => {
    const declined = start(ready, { placeOrder: async () => ({ kind: 'failed', message: 'The card was declined' }) });
    await at(declined.actor, 'payment.choosing');
    declined.actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await waitFor(declined.actor, (s) => s.context.error === 'The card was declined');
    expect(stateKey(declined.actor.getSnapshot().value)).toBe('payment.choosing');

    const failing = start(ready, {
      placeOrder: async () => {
        throw new Error('Failed to add payment');
      },
    });
    await at(failing.actor, 'payment.choosing');
    failing.actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await waitFor(failing.actor, (s) => s.context.error === 'Failed to add payment');
  });

  it('shows a failed re-read and retries it', async () => {
    let reads = 0;
    const { actor } = start(ready, {
      placeOrder: async () => ({ kind: 'stock', quantityAvailable: 0, message: 'Sold out', order: null }),
      loadCheckout: async () => {
        if (++reads === 1) throw new Error('Failed to fetch order');
        return { progress: null, signedIn: false };
      },
    });
    await at(actor, 'payment.choosing');
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await at(actor, 'insufficientStock');
    actor.send({ type: 'RETRY' });
    await at(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch order');
    actor.send({ type: 'RETRY' });
    await at(actor, 'empty');
  });
});

describe('checkout machine: generated paths', () => {
  it('reaches every visible state from a guest cart, including both error states', () => {
    const targets = shortestCheckoutPaths(guest)
      .map((path) => path.target)
      .sort();
    expect(targets).toEqual([...VISIBLE_STATES].sort());
  });

  it('never shows the details step to a signed-in customer', () => {
    const targets = shortestCheckoutPaths({ progress: progress({ hasCustomer: true }), signedIn: true }).map(
      (path) => path.target,
    );
    expect(targets).not.toContain('customer.editing');
    expect(targets).toContain('confirmation');
  });

  it('walks each generated path with fake actors and arrives where the path says', async () => {
    for (const path of shortestCheckoutPaths(guest)) {
      const outcome = answerOn<PaymentResult<CheckoutProgress, PayKind>>(path, 'placeOrder');
      const hold = answerOn<PaymentResult<CheckoutProgress, HoldKind>>(path, 'holdForPayment');
      const { actor } = start(guest, {
        ...(outcome ? { placeOrder: async () => outcome } : {}),
        ...(hold ? { holdForPayment: async () => hold } : {}),
      });
      for (const event of path.events) {
        await waitFor(actor, (s) => !s.hasTag('busy'));
        actor.send(event as Parameters<typeof actor.send>[0]);
      }
      await at(actor, path.target);
      expect(stepOf(actor.getSnapshot().value)).toBe(path.target.split('.')[0]);
      actor.stop();
    }
  });
});

describe('checkout machine: the seat hold', () => {
  const ready = { progress: paidUpTo, signedIn: false };

  it('holds the seats before showing the payment methods, and keeps when the hold runs out', async () => {
    const { actor, calls } = start(ready);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await at(actor, 'payment.choosing');
    expect(calls).toEqual(['holdForPayment', 'loadPaymentOptions']);
    expect(actor.getSnapshot().context.hold).toEqual({ expiresAt: HOLD_END });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('shows no hold for an order that holds nothing limited', async () => {
    const { actor } = start(ready, { holdForPayment: async () => ({ kind: 'ready', expiresAt: null }) });
    await at(actor, 'payment.choosing');
    expect(actor.getSnapshot().context.hold).toBeNull();
  });

  it('goes to the stock and refused-transition states when the seats cannot be held', async () => {
    const short = start(ready, {
      holdForPayment: async () => ({ kind: 'stock', quantityAvailable: 0, message: 'Sold out', order: null }),
    });
    await at(short.actor, 'insufficientStock');
    expect(short.actor.getSnapshot().context.stock).toEqual({ quantityAvailable: 0, message: 'Sold out' });

    const refusal = {
      kind: 'transitionError',
      message: 'refused',
      transitionError: 'The order is empty',
      fromState: 'AddingItems',
      toState: 'ArrangingPayment',
    } as const;
    const refused = start(ready, { holdForPayment: async () => refusal });
    await at(refused.actor, 'transitionError');
    expect(refused.actor.getSnapshot().context.transition?.transitionError).toBe('The order is empty');
  });

  it('lets the shopper retry when holding fails, or go back', async () => {
    let attempts = 0;
    const { actor, calls } = start(ready, {
      holdForPayment: async () => {
        if (++attempts === 1) throw new Error('Failed to hold the seats');
        if (attempts === 2) return { kind: 'failed', message: 'Vendure said no' };
        return { kind: 'ready', expiresAt: HOLD_END };
      },
    });
    await at(actor, 'payment.unheld');
    expect(actor.getSnapshot().context.error).toBe('Failed to hold the seats');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.context.error === 'Vendure said no');
    expect(stateKey(actor.getSnapshot().value)).toBe('payment.unheld');
    actor.send({ type: 'RETRY' });
    await at(actor, 'payment.choosing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.filter((call) => call === 'holdForPayment')).toHaveLength(3);
  });

  it('says the seats were released when the hold runs out, and holds them again (or finds them gone)', async () => {
    let holds = 0;
    const { actor } = start(ready, {
      holdForPayment: async () =>
        ++holds < 3
          ? { kind: 'ready', expiresAt: HOLD_END }
          : { kind: 'stock', quantityAvailable: 0, message: 'Sold out', order: null },
    });
    await at(actor, 'payment.choosing');
    actor.send({ type: 'HOLD_EXPIRED' });
    expect(stateKey(actor.getSnapshot().value)).toBe('payment.expired');
    expect(actor.getSnapshot().context.hold).toBeNull();
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    expect(stateKey(actor.getSnapshot().value)).toBe('payment.expired');
    actor.send({ type: 'HOLD_AGAIN' });
    await at(actor, 'payment.choosing');
    expect(actor.getSnapshot().context.hold).toEqual({ expiresAt: HOLD_END });
    actor.send({ type: 'HOLD_EXPIRED' });
    actor.send({ type: 'HOLD_AGAIN' });
    await at(actor, 'insufficientStock');
  });

  it('sends the shopper back to the seat map when entering payment finds numbered seats gone, and re-reads on retry', async () => {
    const { actor, calls } = start(ready, { holdForPayment: async () => ({ kind: 'seatsExpired' }) });
    await at(actor, 'seatsExpired');
    expect(actor.getSnapshot().hasTag('seatsExpired')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.hold).toBeNull();
    expect(calls).toEqual(['holdForPayment']);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toContain('loadCheckout');
  });

  it('lands there too when paying moves the order to payment and the seats are gone; a lost seat at payment is the hold-expired path', async () => {
    const gone = start(ready, { placeOrder: async () => ({ kind: 'seatsExpired' }) });
    await at(gone.actor, 'payment.choosing');
    gone.actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await at(gone.actor, 'seatsExpired');
  });

  it('lands in the same state when a payment meets a hold that just ran out', async () => {
    const { actor } = start(ready, { placeOrder: async () => ({ kind: 'holdExpired' }) });
    await at(actor, 'payment.choosing');
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await at(actor, 'payment.expired');
    expect(actor.getSnapshot().context.hold).toBeNull();
  });

  it('gives the seats back on the way back to delivery, even when the release fails', async () => {
    const { actor, calls } = start(ready);
    await at(actor, 'payment.choosing');
    actor.send({ type: 'BACK' });
    expect(stateKey(actor.getSnapshot().value)).toBe('payment.releasing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await at(actor, 'shipping.choosing');
    expect(calls).toContain('leavePayment');
    expect(actor.getSnapshot().context.hold).toBeNull();

    const failing = start(ready, {
      leavePayment: async () => {
        throw new Error('Failed to transition order state');
      },
    });
    await at(failing.actor, 'payment.choosing');
    failing.actor.send({ type: 'HOLD_EXPIRED' });
    failing.actor.send({ type: 'BACK' });
    await at(failing.actor, 'shipping.choosing');
  });
});

describe('checkout machine: a cart of tickets only (ADR 058)', () => {
  const tickets = { progress: progress(), signedIn: false, ticketsOnly: true };

  it.each([
    ['a guest', tickets, 'customer.editing'],
    ['a guest who gave their details', { ...tickets, progress: progress({ hasCustomer: true }) }, 'payment.holding'],
    [
      'a signed-in customer',
      { ...tickets, progress: progress({ hasCustomer: true }), signedIn: true },
      'payment.holding',
    ],
  ])('%s starts at %s, never at the address or the delivery', (_, input, expected) => {
    const { actor } = start(input);
    expect(stateKey(actor.getSnapshot().value)).toBe(expected);
    actor.stop();
  });

  it('goes from the details straight to payment, and never asks for an address or a delivery', async () => {
    const { actor, calls } = start(tickets);
    actor.send({ type: 'SUBMIT_CUSTOMER', customer });
    await at(actor, 'payment.choosing');
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await at(actor, 'confirmation');
    expect(calls).toEqual([
      `setCustomer:${JSON.stringify(customer)}`,
      'holdForPayment',
      'loadPaymentOptions',
      `placeOrder:${JSON.stringify(card)}`,
    ]);
  });

  it('goes back from payment to the details, giving the seats back; a signed-in shopper has no step to go back to', async () => {
    const visitor = start({ ...tickets, progress: progress({ hasCustomer: true }) });
    await at(visitor.actor, 'payment.choosing');
    visitor.actor.send({ type: 'BACK' });
    await at(visitor.actor, 'customer.editing');
    expect(visitor.calls).toContain('leavePayment');

    const signedIn = start({ ...tickets, progress: progress({ hasCustomer: true }), signedIn: true });
    await at(signedIn.actor, 'payment.choosing');
    expect(signedIn.actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
    signedIn.actor.send({ type: 'BACK' });
    expect(stateKey(signedIn.actor.getSnapshot().value)).toBe('payment.choosing');
    expect(signedIn.calls).not.toContain('leavePayment');
  });

  it('re-reads the kind of cart: goods added in another tab bring the delivery steps back', async () => {
    const { actor } = start(tickets, {
      placeOrder: async () => ({
        kind: 'transitionError',
        message: 'refused',
        transitionError: 'refused',
        fromState: 'AddingItems',
        toState: 'ArrangingPayment',
      }),
      loadCheckout: async () => ({ progress: progress({ hasCustomer: true }), signedIn: false, ticketsOnly: false }),
    });
    actor.send({ type: 'SUBMIT_CUSTOMER', customer });
    await at(actor, 'payment.choosing');
    actor.send({ type: 'SUBMIT_PAYMENT', payment: card });
    await at(actor, 'transitionError');
    actor.send({ type: 'BACK' });
    await at(actor, 'address.editing');
    expect(actor.getSnapshot().context.ticketsOnly).toBe(false);
  });

  it('has generated paths to every visible state but the address and the delivery, and walks them', async () => {
    const paths = shortestCheckoutPaths(TICKETS_ONLY_GUEST_START);
    expect(paths.map((path) => path.target).sort()).toEqual(
      VISIBLE_STATES.filter((state) => !DELIVERY_STATES.includes(state)).sort(),
    );
    for (const path of paths) {
      const outcome = answerOn<PaymentResult<CheckoutProgress, PayKind>>(path, 'placeOrder');
      const hold = answerOn<PaymentResult<CheckoutProgress, HoldKind>>(path, 'holdForPayment');
      const { actor } = start(TICKETS_ONLY_GUEST_START, {
        ...(outcome ? { placeOrder: async () => outcome } : {}),
        ...(hold ? { holdForPayment: async () => hold } : {}),
      });
      for (const event of path.events) {
        await waitFor(actor, (s) => !s.hasTag('busy'));
        actor.send(event as Parameters<typeof actor.send>[0]);
      }
      await at(actor, path.target);
      actor.stop();
    }
  });
});
