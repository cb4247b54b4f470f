import { describe, expect, it } from 'vitest';
import { byUpcomingFirst, doorIsOpen, type TicketFacts, ticketStatus, voidReason } from './ticket-rules';

const paid: TicketFacts = {
  seat: 2,
  admittedAt: null,
  orderState: 'PaymentSettled',
  lineQuantity: 2,
  orderTotalWithTax: 3600,
  refunded: 0,
};

describe('ticket status', () => {
  it('is valid on a paid order, admitted once admitted', () => {
    expect(ticketStatus(paid)).toBe('VALID');
    expect(ticketStatus({ ...paid, admittedAt: new Date() })).toBe('ADMITTED');
  });

  it('is void on a cancelled order, a fully refunded one, or a cancelled seat, even if it was admitted', () => {
    expect(voidReason({ ...paid, orderState: 'Cancelled' })).toBe('ORDER_CANCELLED');
    expect(voidReason({ ...paid, refunded: 3600 })).toBe('REFUNDED');
    expect(voidReason({ ...paid, lineQuantity: 1 })).toBe('SEAT_CANCELLED');
    expect(voidReason({ ...paid, exchanged: true })).toBe('EXCHANGED');
    expect(voidReason({ ...paid, exchanged: true, orderState: 'Cancelled' })).toBe('ORDER_CANCELLED');
    expect(ticketStatus({ ...paid, refunded: 3600, admittedAt: new Date() })).toBe('VOID');
  });

  it('stays valid after a partial refund, and on a free order', () => {
    expect(voidReason({ ...paid, refunded: 500 })).toBeNull();
    expect(voidReason({ ...paid, orderTotalWithTax: 0 })).toBeNull();
  });
});

describe('the door', () => {
  const startsAt = new Date('2026-12-01T17:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('is open from 12 hours before the start to 6 hours after', () => {
    const performance = { startsAt, cancelledAt: null };
    expect(doorIsOpen(performance, at('2026-12-01T04:59:59Z'))).toBe(false);
    expect(doorIsOpen(performance, at('2026-12-01T05:00:00Z'))).toBe(true);
    expect(doorIsOpen(performance, at('2026-12-01T23:00:00Z'))).toBe(true);
    expect(doorIsOpen(performance, at('2026-12-01T23:00:01Z'))).toBe(false);
  });

  it('never opens for a cancelled performance', () => {
    expect(doorIsOpen({ startsAt, cancelledAt: new Date() }, at('2026-12-01T16:00:00Z'))).toBe(false);
  });
});

describe('my tickets', () => {
  it('lists upcoming performances soonest first, then past ones latest first, seats in order', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const t = (iso: string, seat: number) => ({ startsAt: new Date(iso), seat, label: `${iso.slice(5, 10)}#${seat}` });
    const tickets = [
      t('2026-11-20T17:00:00Z', 1),
      t('2026-12-10T17:00:00Z', 2),
      t('2026-12-02T17:00:00Z', 1),
      t('2026-11-28T17:00:00Z', 1),
      t('2026-12-10T17:00:00Z', 1),
    ];
    expect(tickets.sort(byUpcomingFirst(now)).map((x) => x.label)).toEqual([
      '12-02#1',
      '12-10#1',
      '12-10#2',
      '11-28#1',
      '11-20#1',
    ]);
  });

  it('keeps a performance that began minutes ago with the upcoming ones while its door is open', () => {
    const now = new Date('2026-12-01T17:10:00Z');
    const t = (iso: string) => ({ startsAt: new Date(iso), seat: 1, label: iso.slice(5, 16) });
    const tickets = [t('2026-12-01T10:00:00Z'), t('2026-12-02T17:00:00Z'), t('2026-12-01T17:00:00Z')];
    // 17:00 began ten minutes ago: first, before tomorrow's; 10:00's door closed at 16:00.
    expect(tickets.sort(byUpcomingFirst(now)).map((x) => x.label)).toEqual([
      '12-01T17:00',
      '12-02T17:00',
      '12-01T10:00',
    ]);
  });
});
