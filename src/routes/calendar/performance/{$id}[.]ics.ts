import { createFileRoute } from '@tanstack/react-router';
import { readCalendarSeats } from '~/lib/ticket-place';
import { idSchema } from '~/lib/validation';
import { m } from '~/paraglide/messages';
import { performanceCalendar } from '~/server/functions/calendar.server';

/**
 * "Add to calendar": an upcoming performance as an iCalendar file, in the language of the
 * URL's prefix; `?seats=` names the seats of the tickets it was asked from (ADR 060).
 */
export const Route = createFileRoute('/calendar/performance/{$id}.ics')({
  server: {
    handlers: {
      GET: async ({ params, request }) => {
        const seats = readCalendarSeats(new URL(request.url).searchParams.get('seats'));
        const file = idSchema.safeParse(params.id).success ? await performanceCalendar(params.id, seats) : null;
        if (!file) {
          return new Response(m.error_not_found({ path: new URL(request.url).pathname }), {
            status: 404,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          });
        }
        return new Response(file, {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': `attachment; filename="performance-${params.id}.ics"`,
            // Public facts, but the response may carry a session cookie change: no shared caches.
            'cache-control': 'private, max-age=300',
          },
        });
      },
    },
  },
});
