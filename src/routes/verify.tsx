import { createFileRoute, redirect } from '@tanstack/react-router';

/** /verify is an alias of /account/verify; the query (e.g. a token) goes along. */
export const Route = createFileRoute('/verify')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account/verify', search: search as never, statusCode: 301 });
  },
});
