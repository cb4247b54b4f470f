import { createFileRoute } from '@tanstack/react-router';
import { newIdempotencyKey } from '~/lib/idempotency-key';
import { isLocale } from '~/lib/locales';
import { readBestAvailable } from '~/lib/seating/best-available';
import { type BestOutcome, bestOutcomeOf } from '~/lib/seating/seat-search';
import { idSchema } from '~/lib/validation';
import { m } from '~/paraglide/messages';
import { getLocale, localizeUrl } from '~/paraglide/runtime';
import { selectBestSeats } from '~/server/functions/seating.functions';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The seat page's "best available" form, and an unreserved area's "add places" form,
 * posted without JavaScript: the same fields the
 * browser reads (`readBestAvailable`), the same server function with the visitor's
 * session cookie, then 303 back to the seat page with the outcome in its query string,
 * which the page words. Only a same-site post reaches here (the CSRF middleware), with a
 * body within the guard's limit.
 */
export const Route = createFileRoute('/best-seats')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const form = await request.formData().catch(() => null);
        const performanceId = form?.get('performanceId');
        if (!form || typeof performanceId !== 'string' || !idSchema.safeParse(performanceId).success) {
          return plain(400, m.error_bad_address());
        }
        const posted = form.get('locale');
        const locale = isLocale(posted) ? posted : getLocale();
        const checked = readBestAvailable(form);
        const search = new URLSearchParams();
        const area = form.get('area');
        if (typeof area === 'string' && area) search.set('area', area.slice(0, 64));
        if (!checked.ok) {
          search.set('best', 'fields' satisfies BestOutcome);
          search.set('fields', Object.keys(checked.errors ?? {}).join(','));
        } else {
          const { count, wheelchair, zone, maxPrice } = checked.input;
          const outcome = await selectBestSeats({
            data: {
              performanceId,
              count,
              wheelchair,
              ...(zone ? { zone } : {}),
              ...(maxPrice !== undefined ? { maxPrice } : {}),
              ...(checked.input.area ? { area: checked.input.area } : {}),
              // Each post is a request of its own (ADR 076): a key written into the page would be
              // sent again by every later send from it, and by every visitor of a cached copy.
              idempotencyKey: newIdempotencyKey(),
            },
          }).catch(() => ({ kind: 'failed' }) as const);
          const best = bestOutcomeOf(outcome);
          // Only an unreserved area's form posts `area`: not that many places are left there.
          search.set('best', checked.input.area && best === 'nofit' ? ('noplaces' satisfies BestOutcome) : best);
        }
        const url = new URL(request.url);
        const target = localizeUrl(new URL(`/seats/${performanceId}?${search}`, url.origin), { locale });
        const location = target.origin === url.origin ? `${target.pathname}${target.search}` : '/';
        return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
      },
    },
  },
});
