import { describe, expect, it } from 'vitest';
import { errorPage, requestLocale } from './error-page.server';

describe('requestLocale', () => {
  it.each([
    ['http://shop.example/de/plays/%E0%A4%A', 'de'],
    ['/fr/%', 'fr'],
    ['http://shop.example/plays/%E0%A4%A', 'bg'],
    ['http://shop.example/', 'bg'],
    ['http://shop.example/xx/plays', 'bg'],
    ['http://shop.example/en', 'en'],
    ['/pt?q=%FF', 'pt'],
  ])('%s is in %s', (url, locale) => {
    expect(requestLocale(url)).toBe(locale);
  });
});

describe('errorPage', () => {
  it('explains a malformed address in the visitor language, with a way home, never echoing the path', async () => {
    const response = errorPage('http://shop.example/de/plays/%3Cscript%3E%E0%A4%A', 400);
    const html = await response.text();

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Diese Adresse ist nicht lesbar');
    expect(html).toContain('<a href="/de/">Zurück zur Startseite</a>');
    expect(html).not.toMatch(/script|%E0|plays/i);
  });

  it('links the unprefixed base locale home to /', async () => {
    const html = await errorPage('http://shop.example/%', 400).text();

    expect(html).toContain('<html lang="bg">');
    expect(html).toContain('<a href="/">');
  });

  it('says "something went wrong on our side" for any other failure', async () => {
    const response = errorPage('http://shop.example/en/plays', 500);

    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Something went wrong on our side');
  });
});
