import { describe, expect, it } from 'vitest';
import { deLocalizeUrl, extractLocaleFromUrl, localizeUrl } from '~/paraglide/runtime';
import { LOCALES } from './locales';

const url = (path: string) => new URL(path, 'http://foyer.test');

describe('locale routing', () => {
  it('serves the base locale, bg, without a prefix', () => {
    expect(extractLocaleFromUrl(url('/plays/the-seagull'))).toBe('bg');
    expect(deLocalizeUrl(url('/plays/the-seagull')).pathname).toBe('/plays/the-seagull');
    expect(localizeUrl(url('/plays/the-seagull'), { locale: 'bg' }).pathname).toBe('/plays/the-seagull');
  });

  it.each(LOCALES.filter((l) => l !== 'bg'))('serves %s under its prefix', (locale) => {
    const prefixed = url(`/${locale}/plays/the-seagull`);
    expect(extractLocaleFromUrl(prefixed)).toBe(locale);
    expect(deLocalizeUrl(prefixed).pathname).toBe('/plays/the-seagull');
    expect(localizeUrl(url('/plays/the-seagull'), { locale }).pathname).toBe(`/${locale}/plays/the-seagull`);
  });

  it('maps the root of each locale', () => {
    expect(localizeUrl(url('/'), { locale: 'en' }).pathname).toMatch(/^\/en\/?$/);
    expect(extractLocaleFromUrl(url('/en'))).toBe('en');
    expect(extractLocaleFromUrl(url('/'))).toBe('bg');
  });

  it('does not take a path that merely starts with a locale code for a prefix', () => {
    expect(extractLocaleFromUrl(url('/english-poster'))).toBe('bg');
  });
});
