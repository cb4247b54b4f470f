import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccountForm, NewPasswordField } from '~/components/account/account-form';
import { tokenSchema } from '~/lib/account-validation';
import { parseTokenSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { resetPassword } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/password-reset')({
  validateSearch: parseTokenSearch,
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_reset_password(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: ResetPage,
});

function ResetPage() {
  const { token = '' } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AccountForm
      title={m.account_reset_password()}
      submitLabel={m.account_reset_password()}
      action={async (fields) =>
        tokenSchema.safeParse(token).success
          ? resetPassword({ data: { token, password: fields.password ?? '' } })
          : { ok: false, errorCode: 'PASSWORD_RESET_TOKEN_INVALID_ERROR', message: '' }
      }
      onDone={async () => {
        await queryClient.invalidateQueries();
        await navigate({ to: '/account' });
      }}
    >
      <NewPasswordField />
    </AccountForm>
  );
}
