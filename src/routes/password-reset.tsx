import { createFileRoute, redirect } from '@tanstack/react-router';

/** /password-reset is an alias of /account/password-reset; the query (e.g. a token) goes along. */
export const Route = createFileRoute('/password-reset')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account/password-reset', search: search as never, statusCode: 301 });
  },
});
