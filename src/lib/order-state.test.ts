import { describe, expect, it } from 'vitest';
import { orderIsPaid } from './order-state';

describe('orderIsPaid', () => {
  it('counts an order as paid once its payment settled, when its tickets exist', () => {
    for (const state of ['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered']) {
      expect(orderIsPaid(state), state).toBe(true);
    }
  });

  it('does not count an authorized payment as paid: tickets are issued only when it settles', () => {
    for (const state of ['PaymentAuthorized', 'ArrangingPayment', 'AddingItems', 'Cancelled', 'Modifying']) {
      expect(orderIsPaid(state), state).toBe(false);
    }
  });
});
