import { describe, expect, it } from 'vitest';
import { byPerformance, type TicketLike, ticketViews } from './tickets';

const ticket = (
  id: string,
  orderCode: string,
  performanceId: string,
  startsAt: string,
  status: TicketLike['status'] = 'VALID',
) => ({
  id,
  code: `CODE-${id}`,
  shortCode: `SHO-RT${id}`,
  status,
  orderCode,
  performance: { id: performanceId, startsAt },
});

const draw = (code: string) => ({ side: 29, path: `path-of-${code}` });
const now = new Date('2026-12-01T12:00:00Z');

describe('ticketViews', () => {
  it('draws a symbol for a ticket that admits, and neither symbol nor code for a void one', () => {
    const [valid, admitted, spent] = ticketViews(
      [
        ticket('1', 'A', '7', '2026-12-05T17:00:00Z'),
        ticket('2', 'A', '7', '2026-12-05T17:00:00Z', 'ADMITTED'),
        ticket('3', 'A', '7', '2026-12-05T17:00:00Z', 'VOID'),
      ],
      draw,
      now,
    );
    expect(valid).toMatchObject({ code: 'CODE-1', shortCode: 'SHO-RT1', qr: { path: 'path-of-CODE-1' } });
    expect(admitted).toMatchObject({ code: 'CODE-2', qr: { path: 'path-of-CODE-2' } });
    expect(spent).toMatchObject({ code: null, shortCode: null, qr: null, status: 'VOID' });
  });

  it('counts the seats each order bought for each performance', () => {
    const views = ticketViews(
      [
        ticket('1', 'A', '7', '2026-12-05T17:00:00Z'),
        ticket('2', 'B', '7', '2026-12-05T17:00:00Z'),
        ticket('3', 'A', '7', '2026-12-05T17:00:00Z'),
        ticket('4', 'A', '8', '2026-12-06T17:00:00Z'),
      ],
      draw,
      now,
    );
    expect(views.map((view) => view.of)).toEqual([2, 1, 2, 1]);
  });

  it('counts the seats an order holds now: a cancelled seat no longer counts, but its void ticket says how many there were', () => {
    const seatCancelled = { ...ticket('3', 'A', '7', '2026-12-05T17:00:00Z', 'VOID'), voidReason: 'SEAT_CANCELLED' };
    const refunded = (id: string) => ({
      ...ticket(id, 'B', '7', '2026-12-05T17:00:00Z', 'VOID'),
      voidReason: 'REFUNDED',
    });
    const views = ticketViews(
      [
        ticket('1', 'A', '7', '2026-12-05T17:00:00Z'),
        ticket('2', 'A', '7', '2026-12-05T17:00:00Z'),
        seatCancelled,
        refunded('4'),
        refunded('5'),
      ],
      draw,
      now,
    );
    expect(views.map((view) => view.of)).toEqual([2, 2, 3, 2, 2]);
  });

  it('marks tickets for performances whose door has closed as past', () => {
    const views = ticketViews(
      [ticket('1', 'A', '7', '2026-12-05T17:00:00Z'), ticket('2', 'A', '6', '2026-11-30T17:00:00Z')],
      draw,
      now,
    );
    expect(views.map((view) => view.past)).toEqual([false, true]);
  });

  it('keeps a performance that began minutes ago as started, not past, until its door closes 6 hours after', () => {
    // now is 12:00 UTC: one began at 11:50, one at 06:00 (door closes 12:00), one at 05:59.
    const views = ticketViews(
      [
        ticket('1', 'A', '7', '2026-12-01T11:50:00Z'),
        ticket('2', 'A', '6', '2026-12-01T06:00:00Z'),
        ticket('3', 'A', '5', '2026-12-01T05:59:00Z'),
        ticket('4', 'A', '4', '2026-12-01T12:30:00Z'),
      ],
      draw,
      now,
    );
    expect(views.map((view) => view.past)).toEqual([false, false, true, false]);
    expect(views.map((view) => view.started)).toEqual([true, true, false, false]);
  });
});

describe('byPerformance', () => {
  it('gathers tickets by performance in the order the first of each comes, even when they interleave', () => {
    const groups = byPerformance([
      ticket('1', 'A', '7', '2026-12-05T17:00:00Z'),
      ticket('2', 'B', '8', '2026-12-05T17:00:00Z'),
      ticket('3', 'A', '7', '2026-12-05T17:00:00Z'),
    ]);
    expect(groups.map((group) => [group.performance.id, group.tickets.map((t) => t.id)])).toEqual([
      ['7', ['1', '3']],
      ['8', ['2']],
    ]);
  });
});
