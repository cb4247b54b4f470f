import { createFileRoute } from '@tanstack/react-router';
import { siteOrigin } from '~/server/site.server';

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(
          [
            'User-agent: *',
            'Disallow: /checkout',
            'Disallow: /account',
            'Disallow: /search',
            `Sitemap: ${siteOrigin()}/sitemap.xml`,
            '',
          ].join('\n'),
          { headers: { 'content-type': 'text/plain; charset=utf-8' } },
        ),
    },
  },
});
