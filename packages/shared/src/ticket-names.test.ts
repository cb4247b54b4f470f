import { describe, expect, it } from 'vitest';
import { performanceOptionName, performanceTicketNames, playTicketName, ticketProductName } from './ticket-names.ts';

const titled = (titles: Record<string, string>) => ({
  translations: Object.entries(titles).map(([languageCode, title]) => ({ languageCode, title })),
});
const named = (names: Record<string, string>) => ({
  translations: Object.entries(names).map(([languageCode, name]) => ({ languageCode, name })),
});
// 19:30 in Sofia.
const startsAt = new Date('2027-03-12T17:30:00Z');

describe('ticket names of a play written in Bulgarian only (ADR 056)', () => {
  const chayka = titled({ bg: 'Чайка' });

  it('names the ticket product with the Bulgarian title in every language, never empty, never the slug', () => {
    expect(playTicketName('de', chayka)).toBe('Karten für „Чайка“');
    expect(playTicketName('en', chayka)).toBe('Tickets for “Чайка”');
    expect(playTicketName('bg', chayka)).toBe('Билети за „Чайка“');
  });

  it('treats a title saved empty as missing, and takes English after Bulgarian', () => {
    expect(playTicketName('de', titled({ de: '', bg: ' ', en: 'The Seagull' }))).toBe('Karten für „The Seagull“');
    expect(playTicketName('de', titled({ de: 'Die Möwe', bg: 'Чайка' }))).toBe('Karten für „Die Möwe“');
  });

  it('names the option and the variant with the stage along the same order', () => {
    const names = performanceTicketNames(chayka, named({ bg: 'Голяма сцена', de: '' }), startsAt);
    const de = names.variant.find((n) => n.languageCode === 'de')?.name;
    expect(de).toBe('Karten für „Чайка“ 12.03.2027, 19:30 · Голяма сцена');
    for (const { name } of [...names.option, ...names.variant]) {
      expect(name).not.toMatch(/„“|“”|«\s*»|· $/);
      expect(name.trim()).toBe(name);
    }
  });

  it('says "Tickets" and the moment alone when there is no title or stage name in any language', () => {
    expect(ticketProductName('de', undefined)).toBe('Karten');
    expect(ticketProductName('fr', '  ')).toBe('Billets');
    expect(performanceOptionName('en', startsAt, undefined)).toBe('Mar 12, 2027, 7:30 PM');
    expect(performanceTicketNames(titled({}), named({}), startsAt).variant[1]).toEqual({
      languageCode: 'en',
      name: 'Tickets Mar 12, 2027, 7:30 PM',
    });
  });
});
