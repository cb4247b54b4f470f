import type { Order } from '@vendure/core';
import { describe, expect, it } from 'vitest';
import { HOUSE_CUSTOMER } from '../box-office/sale-channel';
import { confirmationWanted, orderLanguageCode } from './order-confirmation';

const order = (fields: Record<string, unknown>, emailAddress?: string) =>
  ({
    customFields: fields,
    customer: emailAddress ? { emailAddress, customFields: { preferredLanguage: 'it' } } : undefined,
  }) as unknown as Order;

describe('a counter sale’s confirmation (ADR 061)', () => {
  it('goes out in the language chosen at the counter, not the staff member’s Dashboard language', () => {
    const sale = order({ saleChannel: 'counter', saleLanguage: 'de', languageCode: 'en' }, 'anna@foyer.example');
    expect(orderLanguageCode(sale, 'en')).toBe('de');
  });

  it('is sent to a buyer who gave an email, never to the house customer', () => {
    expect(confirmationWanted('ArrangingPayment', order({ saleChannel: 'counter' }, 'anna@foyer.example'))).toBe(true);
    expect(confirmationWanted('ArrangingPayment', order({ saleChannel: 'comp' }, HOUSE_CUSTOMER.emailAddress))).toBe(
      false,
    );
  });

  it('leaves online orders as before: a customer, and not after a modification', () => {
    expect(confirmationWanted('ArrangingPayment', order({ saleChannel: 'online' }, 'guest@foyer.example'))).toBe(true);
    expect(confirmationWanted('Modifying', order({}, 'guest@foyer.example'))).toBe(false);
    expect(confirmationWanted('ArrangingPayment', order({}))).toBe(false);
  });
});
