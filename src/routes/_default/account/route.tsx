import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AccountNav } from '~/components/account/account-nav';
import { activeCustomerQuery } from '~/server/functions/queries';

/** Pages open to everybody; the rest of /account needs a signed-in customer. */
const PUBLIC = [
  '/account/login',
  '/account/register',
  '/account/verify',
  '/account/password-reset',
  '/account/request-password-reset',
];

export const Route = createFileRoute('/_default/account')({
  beforeLoad: async ({ context, location }) => {
    if (PUBLIC.includes(location.pathname)) return { customer: null };
    const customer = await context.queryClient.ensureQueryData(activeCustomerQuery());
    if (!customer) throw redirect({ to: '/account/login', search: { returnTo: location.href } });
    return { customer };
  },
  component: AccountLayout,
});

/** Signed-in pages get the account navigation; sign-in, registration and the links from emails do not. */
function AccountLayout() {
  const { customer } = Route.useRouteContext();
  return (
    <>
      {customer ? <AccountNav /> : null}
      <Outlet />
    </>
  );
}
