import { describe, expect, it } from 'vitest';
import { buildSitemap } from './sitemap';

describe('buildSitemap', () => {
  const xml = buildSitemap('https://foyer.example', [{ path: '/plays/a&b', lastModified: '2026-11-01T10:00:00Z' }]);

  it('lists the page once per language', () => {
    expect(xml.match(/<url>/g)).toHaveLength(7);
    expect(xml).toContain('<loc>https://foyer.example/plays/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://foyer.example/pt/plays/a&amp;b</loc>');
  });

  it('gives every URL all alternates plus x-default, with the date only', () => {
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(7);
    expect(xml.match(/hreflang="de"/g)).toHaveLength(7);
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
  });

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
  });
});
