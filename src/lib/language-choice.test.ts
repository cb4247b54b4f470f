import { describe, expect, it } from 'vitest';
import { languageChoice } from './language-choice';

describe('the language form', () => {
  it('takes a known locale and a local path', () => {
    expect(languageChoice('de', '/plays/tartuffe?page=2')).toEqual({ locale: 'de', path: '/plays/tartuffe?page=2' });
    expect(languageChoice('bg', '/')).toEqual({ locale: 'bg', path: '/' });
  });
  it('refuses an unknown locale', () => {
    for (const locale of ['xx', '', 'DE', undefined, null, ['de']]) expect(languageChoice(locale, '/plays')).toBeNull();
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'plays',
    '/plays//x',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    undefined,
    `/${'a'.repeat(600)}`,
  ])('sends %j to the language home, never elsewhere', (path) => {
    expect(languageChoice('fr', path)).toEqual({ locale: 'fr', path: '/' });
  });
});
