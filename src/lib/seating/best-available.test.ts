import { describe, expect, it } from 'vitest';
import { parsePrice, readBestAvailable } from './best-available';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readBestAvailable', () => {
  it('reads a request as the Shop API wants it, the price in minor units', () => {
    expect(
      readBestAvailable(form({ performanceId: '7', count: '4', wheelchair: '1', zone: 'A', maxPrice: '25,50' })),
    ).toEqual({ ok: true, input: { performanceId: '7', count: 4, wheelchair: 1, zone: 'A', maxPrice: 2550 } });
  });

  it('takes an empty zone as any zone and an empty price as no limit', () => {
    expect(readBestAvailable(form({ performanceId: '7', count: '2', wheelchair: '', zone: '', maxPrice: '' }))).toEqual(
      {
        ok: true,
        input: { performanceId: '7', count: 2, wheelchair: 0, zone: undefined, maxPrice: undefined },
      },
    );
  });

  it('refuses a count outside 1 to 10', () => {
    for (const count of ['0', '11', '', 'two', '2.5']) {
      expect(readBestAvailable(form({ count })), count).toEqual({ ok: false, errors: { count: true } });
    }
  });

  it('refuses more wheelchair spaces than half the seats (each brings its companion seat)', () => {
    expect(readBestAvailable(form({ count: '3', wheelchair: '2' }))).toEqual({
      ok: false,
      errors: { wheelchair: true },
    });
    expect(readBestAvailable(form({ count: '4', wheelchair: '2' })).ok).toBe(true);
  });

  it('refuses a price it cannot read', () => {
    expect(readBestAvailable(form({ count: '2', maxPrice: '25 лв' }))).toEqual({
      ok: false,
      errors: { maxPrice: true },
    });
  });
});

describe('parsePrice', () => {
  it('reads whole and decimal prices with a point or a comma', () => {
    expect(parsePrice('25')).toBe(2500);
    expect(parsePrice(' 25.5 ')).toBe(2550);
    expect(parsePrice('25,05')).toBe(2505);
    expect(parsePrice('-3')).toBeUndefined();
    expect(parsePrice('1.234,50')).toBeUndefined();
  });
});
