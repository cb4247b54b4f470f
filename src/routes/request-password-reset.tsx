import { createFileRoute, redirect } from '@tanstack/react-router';

/** /request-password-reset is an alias of /account/request-password-reset; the query (e.g. a token) goes along. */
export const Route = createFileRoute('/request-password-reset')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account/request-password-reset', search: search as never, statusCode: 301 });
  },
});
