import { describe, expect, it } from 'vitest';
import { progressOf } from './checkout-progress';

const order = {
  code: 'ABC',
  state: 'AddingItems',
  totalQuantity: 2,
  customer: null,
  shippingAddress: { streetLine1: null },
  shippingLines: [],
};

describe('progressOf', () => {
  it('has nothing to say without an order', () => {
    expect(progressOf(null)).toBeNull();
    expect(progressOf(undefined)).toBeNull();
  });

  it('reads a fresh cart as nothing done yet (Vendure sends an empty address object)', () => {
    expect(progressOf(order)).toEqual({
      code: 'ABC',
      state: 'AddingItems',
      totalQuantity: 2,
      hasCustomer: false,
      hasShippingAddress: false,
      hasShippingMethod: false,
    });
  });

  it('sees the customer, the address and the shipping line once they are set', () => {
    expect(
      progressOf({
        ...order,
        state: 'ArrangingPayment',
        customer: { id: '3' },
        shippingAddress: { streetLine1: '1 Rakovski' },
        shippingLines: [{}],
      }),
    ).toMatchObject({
      state: 'ArrangingPayment',
      hasCustomer: true,
      hasShippingAddress: true,
      hasShippingMethod: true,
    });
  });
});
