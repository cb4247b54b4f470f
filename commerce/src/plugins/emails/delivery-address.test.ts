import { E_TICKET_SHIPPING_CODE } from '@foyer/shared/delivery';
import { describe, expect, it } from 'vitest';
import { deliveryAddressShown } from './order-confirmation';

describe('the delivery address in the order confirmation', () => {
  it('is left out for tickets only, delivered as e-tickets, even when the order carries an address', () => {
    expect(deliveryAddressShown([{ shippingMethod: { code: E_TICKET_SHIPPING_CODE } }])).toBe(false);
  });

  it('is shown for goods, picked up or sent', () => {
    expect(deliveryAddressShown([{ shippingMethod: { code: 'courier-to-an-address' } }])).toBe(true);
    expect(deliveryAddressShown([{ shippingMethod: { code: 'pick-up-at-the-box-office' } }])).toBe(true);
    expect(deliveryAddressShown([])).toBe(true);
  });
});
