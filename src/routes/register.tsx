import { createFileRoute, redirect } from '@tanstack/react-router';

/** /register is an alias of /account/register; the query (e.g. a token) goes along. */
export const Route = createFileRoute('/register')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/account/register', search: search as never, statusCode: 301 });
  },
});
