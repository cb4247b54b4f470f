import { createFileRoute, redirect } from '@tanstack/react-router';

/** /login is an alias of /account/login; the query (e.g. a token) goes along. */
export const Route = createFileRoute('/login')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account/login', search: search as never, statusCode: 301 });
  },
});
