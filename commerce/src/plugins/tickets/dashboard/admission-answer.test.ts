import { describe, expect, it } from 'vitest';
import { admissionAnswer, type DoorAdmission, doorPlace } from './admission-answer';

const ticket: NonNullable<DoorAdmission['ticket']> = {
  seat: 2,
  seats: 3,
  voidReason: null,
  admittedAt: null,
  orderCode: 'ABC123',
  place: null,
  performance: { startsAt: '2026-12-01T17:00:00.000Z', play: { title: 'Tartuffe' }, stage: { name: 'Main Stage' } },
};

describe('the door’s answer', () => {
  it('admits with the seat and the play', () => {
    expect(admissionAnswer({ result: 'ADMITTED', ticket })).toEqual({
      tone: 'admit',
      headline: 'Admitted',
      details: ['Ticket 2 of 3 · Tartuffe'],
    });
  });

  it('says when, on Sofia’s clock, a ticket was already admitted', () => {
    const answer = admissionAnswer({
      result: 'ALREADY_ADMITTED',
      ticket: { ...ticket, admittedAt: '2026-12-01T16:47:12.000Z' },
    });
    expect(answer.tone).toBe('again');
    expect(answer.headline).toBe('Already admitted at 18:47');
  });

  it('names why a void ticket is void', () => {
    expect(admissionAnswer({ result: 'VOID', ticket: { ...ticket, voidReason: 'REFUNDED' } })).toMatchObject({
      tone: 'refuse',
      headline: 'Void: the order was refunded',
      details: ['Ticket 2 of 3 · Tartuffe', 'Order ABC123'],
    });
    const seatCancelled = admissionAnswer({
      result: 'VOID',
      ticket: { ...ticket, seat: 3, seats: 2, voidReason: 'SEAT_CANCELLED' },
    });
    expect(seatCancelled.headline).toBe('Void: this seat was cancelled');
    // Its number is its place on the order line, not a reserved seat; the line holds two now.
    expect(seatCancelled.details[0]).toBe('Ticket 3 · Tartuffe');
  });

  it('shows a numbered seat big: row and seat, then the area and the entrance, and its zone (ADR 060)', () => {
    const place = { area: 'Stalls', row: 'F', seat: '12', zone: 'Stalls, front', entrance: 'Entrance 2' };
    expect(admissionAnswer({ result: 'ADMITTED', ticket: { ...ticket, place } })).toEqual({
      tone: 'admit',
      headline: 'Admitted',
      details: ['Ticket 2 of 3 · Tartuffe'],
      place: { seat: 'Row F, seat 12', where: 'Stalls, Entrance 2', zone: 'Zone: Stalls, front' },
    });
    // Seen again, the usher still learns where the first holder went.
    expect(admissionAnswer({ result: 'ALREADY_ADMITTED', ticket: { ...ticket, place } }).place?.seat).toBe(
      'Row F, seat 12',
    );
    // Another performance's seat is not this hall's: it is not shown.
    expect(admissionAnswer({ result: 'OTHER_PERFORMANCE', ticket: { ...ticket, place } }).place).toBeUndefined();
  });

  it('names an unreserved place by its area, and leaves out an entrance the plan has not got', () => {
    expect(doorPlace({ area: 'Standing', row: null, seat: null, zone: 'Gallery', entrance: 'Entrance 3' })).toEqual({
      seat: 'Standing',
      where: 'Entrance 3',
      zone: 'Zone: Gallery',
    });
    expect(doorPlace({ area: 'Balcony', row: '1', seat: '5', zone: 'Balcony', entrance: null }).where).toBe('Balcony');
  });

  it('names the performance a ticket of another performance is for', () => {
    expect(admissionAnswer({ result: 'OTHER_PERFORMANCE', ticket })).toEqual({
      tone: 'refuse',
      headline: 'For another performance',
      details: ['Tartuffe, 1 Dec 2026, 19:00, Main Stage', 'Order ABC123'],
    });
  });

  it('refuses forged, unknown and non-ticket codes, and a closed door, each in its own words', () => {
    const headlines = (['FORGED', 'NOT_A_TICKET', 'UNKNOWN', 'DOOR_CLOSED'] as const).map((result) => {
      const answer = admissionAnswer({ result, ticket: null });
      expect(answer.tone).toBe('refuse');
      return answer.headline;
    });
    expect(headlines).toEqual(['Forged code', 'Not a ticket', 'Unknown ticket', 'Door closed']);
  });
});
