import { createFileRoute } from '@tanstack/react-router';
import { languageChoice } from '~/lib/language-choice';
import { m } from '~/paraglide/messages';
import { localizeUrl } from '~/paraglide/runtime';

/**
 * The phone's language form, answered without JavaScript: GET
 * `/language?locale=de&path=/plays` sends the visitor to that page in that language
 * (303). The path is checked to be one of ours (lib/language-choice), so this never
 * redirects to another site. Every response, this one included, gets the security
 * headers on its way out (server.ts).
 */
export const Route = createFileRoute('/language')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url);
        const choice = languageChoice(url.searchParams.get('locale'), url.searchParams.get('path'));
        if (!choice) {
          return new Response(m.error_bad_address(), {
            status: 400,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
          });
        }
        const target = localizeUrl(new URL(choice.path, url.origin), { locale: choice.locale });
        const location = target.origin === url.origin ? `${target.pathname}${target.search}` : '/';
        return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
      },
    },
  },
});
