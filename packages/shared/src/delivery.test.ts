import { describe, expect, it } from 'vitest';
import { deliversNothing, E_TICKET_SHIPPING_CODE, onlyTickets } from './delivery.ts';

describe('an order with nothing to deliver', () => {
  const tickets = new Set(['10', '11']);

  it('is one whose every line is a ticket, whatever type its ids have', () => {
    expect(onlyTickets([10, '11'], tickets)).toBe(true);
    expect(onlyTickets(['10'], tickets)).toBe(true);
  });

  it('is not one with a single line of goods, nor an empty one', () => {
    expect(onlyTickets(['10', '3'], tickets)).toBe(false);
    expect(onlyTickets([], tickets)).toBe(false);
  });

  it('is recognised by the e-ticket among its eligible shipping methods', () => {
    expect(deliversNothing(['pick-up-at-the-box-office', E_TICKET_SHIPPING_CODE])).toBe(true);
    expect(deliversNothing(['pick-up-at-the-box-office', 'courier-to-an-address'])).toBe(false);
  });
});
