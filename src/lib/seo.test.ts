import { describe, expect, it } from 'vitest';
import { alternateLinks, jsonLd, localePath, pageMeta } from './seo';

describe('seo helpers', () => {
  it('keeps bg unprefixed and prefixes the others', () => {
    expect(localePath('/plays/x', 'bg')).toBe('/plays/x');
    expect(localePath('/plays/x', 'pt')).toBe('/pt/plays/x');
    expect(localePath('/', 'en')).toBe('/en/');
  });

  it('gives a canonical URL, seven alternates and x-default', () => {
    const links = alternateLinks('https://foyer.example', '/plays/x', 'de', 2);
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://foyer.example/de/plays/x?page=2' });
    expect(links.filter((l) => l.rel === 'alternate')).toHaveLength(8);
    expect(links.at(-1)).toEqual({
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://foyer.example/plays/x?page=2',
    });
  });

  it('does not repeat the site title', () => {
    expect(pageMeta({ title: 'Foyer', siteTitle: 'Foyer' })[0]).toEqual({ title: 'Foyer' });
    expect(pageMeta({ title: 'Tartuffe', siteTitle: 'Foyer' })[0]).toEqual({ title: 'Tartuffe · Foyer' });
  });

  it('escapes < in JSON-LD so content cannot close the script element', () => {
    expect(jsonLd({ name: '</script><script>alert(1)</script>' }).children).not.toContain('</script>');
  });
});
