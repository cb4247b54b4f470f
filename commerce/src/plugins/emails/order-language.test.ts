import type { Order } from '@vendure/core';
import { describe, expect, it } from 'vitest';
import { orderLanguageCode } from './order-confirmation';

const order = (placedIn: string | null, preferred: string | null, withCustomer = true) =>
  ({
    customFields: { languageCode: placedIn },
    customer: withCustomer ? { customFields: { preferredLanguage: preferred } } : undefined,
  }) as unknown as Order;

describe('orderLanguageCode', () => {
  it('writes in the language the order was placed in, over the customer’s stored one and the request’s', () => {
    expect(orderLanguageCode(order('fr', 'de'), 'en')).toBe('fr');
    expect(orderLanguageCode(order('pt_BR', 'bg'), 'it')).toBe('pt_BR');
  });

  it('falls back to the customer’s stored language for an order placed before the language was recorded', () => {
    expect(orderLanguageCode(order(null, 'de'), 'en')).toBe('de');
    expect(orderLanguageCode(order('', 'es'), 'en')).toBe('es');
  });

  it('falls back to the request’s language for a guest or a customer with none stored', () => {
    expect(orderLanguageCode(order(null, null), 'it')).toBe('it');
    expect(orderLanguageCode(order(null, null, false), 'bg')).toBe('bg');
  });
});
