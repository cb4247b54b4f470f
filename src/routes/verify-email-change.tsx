import { createFileRoute, redirect } from '@tanstack/react-router';

/** /verify-email-change is an alias of /account/verify-email-change; the query (e.g. a token) goes along. */
export const Route = createFileRoute('/verify-email-change')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account/verify-email-change', search: search as never, statusCode: 301 });
  },
});
