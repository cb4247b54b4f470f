import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AccountForm } from '~/components/account/account-form';
import { tokenSchema } from '~/lib/account-validation';
import { parseTokenSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { verifyEmailChange } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/verify-email-change')({
  validateSearch: parseTokenSearch,
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_verify_email_change(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: VerifyEmailChangePage,
});

/**
 * The link from the email-change email. Vendure confirms the change only for a
 * signed-in customer, so the account layout asks for a sign-in first and comes back
 * here; the change waits for the visitor's click, as verification does.
 */
function VerifyEmailChangePage() {
  const { token = '' } = Route.useSearch();
  const queryClient = useQueryClient();
  return (
    <AccountForm
      title={m.account_verify_email_change()}
      submitLabel={m.account_verify_email_change_submit()}
      doneText={m.account_email_changed()}
      action={async () => {
        const result = tokenSchema.safeParse(token).success
          ? await verifyEmailChange({ data: { token } })
          : { ok: false as const, errorCode: 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR', message: '' };
        if (result.ok) await queryClient.invalidateQueries();
        return result;
      }}
    >
      <p>{token ? m.account_verify_email_change_intro() : m.account_error_token_invalid()}</p>
    </AccountForm>
  );
}
