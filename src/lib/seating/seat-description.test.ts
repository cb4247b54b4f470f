import { describe, expect, it } from 'vitest';
import { describeSeat, seatName } from './seat-description';

const seat = { area: 'Stalls', row: 'F', seat: '12', zone: 'Zone A', price: '€32.00', view: 'free' as const };

describe('describeSeat', () => {
  it('says where the seat is, its zone, price and state', () => {
    expect(describeSeat(seat, { locale: 'en' })).toBe('Stalls, row F, seat 12, Zone A, €32.00, free');
  });

  it('says what else matters: wheelchair space, companion seat, restricted view, aisle', () => {
    expect(describeSeat({ ...seat, view: 'held', wheelchair: true, restrictedView: true }, { locale: 'en' })).toBe(
      'Stalls, row F, seat 12, Zone A, €32.00, held by someone else, wheelchair space, restricted view',
    );
    expect(describeSeat({ ...seat, view: 'mine', companion: true, aisle: true }, { locale: 'en' })).toBe(
      'Stalls, row F, seat 12, Zone A, €32.00, held for you, companion seat for a wheelchair user, aisle seat',
    );
  });

  it("speaks the page's language", () => {
    expect(seatName({ area: 'Партер', row: 'Е', seat: '12' }, { locale: 'bg' })).toBe('Партер, ред Е, място 12');
    expect(describeSeat({ ...seat, view: 'sold' }, { locale: 'de' })).toBe(
      'Stalls, Reihe F, Platz 12, Zone A, €32.00, verkauft',
    );
  });
});
