import { describe, expect, it } from 'vitest';
import { baseLocaleCookie, preferredLocale, rootLocaleRedirect } from './locale-redirect.server';

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://foyer.test${path}`, { headers });

describe('preferredLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['ja,pt-BR;q=0.8,en;q=0.5', 'pt'],
    ['en;q=0.3,fr;q=0.9', 'fr'],
    ['ja,zh', 'bg'],
    ['', 'bg'],
  ])('%s → %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});

describe('rootLocaleRedirect', () => {
  it('sends a first visit to / to the preferred language with a 302 and a year-long Lax cookie', () => {
    const response = rootLocaleRedirect(request('/', { 'accept-language': 'de-DE,de' }), true);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/de/');
    const cookie = response?.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('i18n_redirected=de');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });
  it('never redirects once the cookie is there', () => {
    expect(
      rootLocaleRedirect(request('/', { 'accept-language': 'de', cookie: 'i18n_redirected=de' }), false),
    ).toBeNull();
  });
  it('never redirects explicit URLs', () => {
    expect(rootLocaleRedirect(request('/en/', { 'accept-language': 'de' }), false)).toBeNull();
    expect(rootLocaleRedirect(request('/plays', { 'accept-language': 'de' }), false)).toBeNull();
  });
  it('never redirects crawlers', () => {
    const bot = request('/', { 'accept-language': 'de', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(rootLocaleRedirect(bot, false)).toBeNull();
    expect(baseLocaleCookie(bot, false)).toBeNull();
  });
  it('stays on / for Bulgarian, remembering it with the cookie', () => {
    const visit = request('/', { 'accept-language': 'bg-BG' });
    expect(rootLocaleRedirect(visit, false)).toBeNull();
    expect(baseLocaleCookie(visit, false)).toContain('i18n_redirected=bg');
  });
});
