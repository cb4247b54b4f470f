import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { AccountForm } from '~/components/account/account-form';
import { Field } from '~/components/account/field';
import { safeReturnTo } from '~/lib/return-to';
import { parseReturnToSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { localizeHref } from '~/paraglide/runtime';
import { signIn } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/login')({
  validateSearch: parseReturnToSearch,
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_sign_in(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: LoginPage,
});

function LoginPage() {
  const { returnTo } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AccountForm
      title={m.account_sign_in()}
      submitLabel={m.account_sign_in()}
      action={(fields) =>
        signIn({
          data: {
            emailAddress: fields.emailAddress ?? '',
            password: fields.password ?? '',
            rememberMe: fields.rememberMe === 'on',
          },
        })
      }
      onDone={async () => {
        await queryClient.invalidateQueries();
        const target = safeReturnTo(returnTo);
        // returnTo is a locale-free path of ours (checked above); a full load starts the signed-in page fresh.
        if (target) window.location.assign(localizeHref(target));
        else await navigate({ to: '/account' });
      }}
      footer={
        <p className="space-x-4 text-sm">
          <Link to="/account/register">{m.account_register()}</Link>
          <Link to="/account/request-password-reset">{m.account_forgot_password()}</Link>
        </p>
      }
    >
      <Field label={m.account_email()} name="emailAddress" type="email" autoComplete="email" required />
      <Field label={m.account_password()} name="password" type="password" autoComplete="current-password" required />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="rememberMe" /> {m.account_remember_me()}
      </label>
    </AccountForm>
  );
}
