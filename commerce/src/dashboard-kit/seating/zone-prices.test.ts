import { describe, expect, it } from 'vitest';
import { priceRange, readZonePrices, typedPrice } from './zone-prices';

const zones = [
  { code: 'A', name: 'Stalls' },
  { code: 'B', name: 'Balcony' },
];

describe('zone prices in the scheduling form', () => {
  it('reads one price per zone in minor units, commas or points', () => {
    expect(readZonePrices(zones, { A: '24', B: '12,50' })).toEqual({
      zonePrices: [
        { zone: 'A', price: 2400 },
        { zone: 'B', price: 1250 },
      ],
      problems: [],
    });
  });

  it('names each zone whose price is missing or not a price', () => {
    expect(readZonePrices(zones, { A: '24.999' }).problems).toEqual([
      'Stalls: a price in euros, e.g. 18 or 18,50.',
      'Balcony: a price in euros, e.g. 18 or 18,50.',
    ]);
  });

  it('sends only the changed zones when editing', () => {
    const initial = { A: typedPrice(2400), B: typedPrice(1250) };
    expect(initial).toEqual({ A: '24.00', B: '12.50' });
    expect(readZonePrices(zones, { ...initial, B: '14' }, initial).zonePrices).toEqual([{ zone: 'B', price: 1400 }]);
  });

  it('shows one price or the range', () => {
    expect(priceRange([{ price: 1800 }])).toBe('€18.00');
    expect(priceRange([{ price: 2400 }, { price: 1200 }, { price: 1800 }])).toBe('€12.00–€24.00');
    expect(priceRange([])).toBe('—');
  });
});
