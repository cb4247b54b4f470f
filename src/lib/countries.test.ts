import { describe, expect, it } from 'vitest';
import { localizeCountries } from './countries';

const europe = [
  { code: 'DE', name: 'Germany' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'AT', name: 'Austria' },
  { code: 'BG', name: 'Bulgaria' },
];

describe('localizeCountries', () => {
  it('names countries in the page language and sorts them by its collation', () => {
    expect(localizeCountries(europe, 'de')).toEqual([
      { code: 'BG', name: 'Bulgarien' },
      { code: 'DE', name: 'Deutschland' },
      { code: 'AT', name: 'Österreich' },
    ]);
    expect(localizeCountries(europe, 'bg').map((c) => c.name)).toEqual(['Австрия', 'България', 'Германия']);
  });
  it('keeps Vendure’s name for a code the runtime does not know', () => {
    expect(localizeCountries([{ code: 'XK', name: 'Kosovo' }], 'en')[0]?.code).toBe('XK');
  });
});
