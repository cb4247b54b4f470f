import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountForm } from '~/components/account/account-form';
import { tokenSchema } from '~/lib/account-validation';
import { parseTokenSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { verifyAccount } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/verify')({
  validateSearch: parseTokenSearch,
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_verify(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: VerifyPage,
});

/** Verifying changes the account, so it waits for the visitor's click instead of running on page load. */
function VerifyPage() {
  const { token = '' } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AccountForm
      title={m.account_verify()}
      submitLabel={m.account_verify_submit()}
      action={async () =>
        tokenSchema.safeParse(token).success
          ? verifyAccount({ data: { token } })
          : { ok: false, errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR', message: '' }
      }
      onDone={async () => {
        await queryClient.invalidateQueries();
        await navigate({ to: '/account' });
      }}
    >
      <p>{token ? m.account_verify_intro() : m.account_error_token_invalid()}</p>
    </AccountForm>
  );
}
