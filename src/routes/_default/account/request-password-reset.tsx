import { createFileRoute } from '@tanstack/react-router';
import { AccountForm } from '~/components/account/account-form';
import { Field } from '~/components/account/field';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { requestPasswordReset } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/request-password-reset')({
  head: () => ({ meta: pageMeta({ title: m.account_forgot_password(), siteTitle: m.site_title() }) }),
  component: RequestResetPage,
});

function RequestResetPage() {
  return (
    <AccountForm
      title={m.account_forgot_password()}
      submitLabel={m.account_send_reset_link()}
      doneText={m.account_reset_link_sent()}
      action={(fields) => requestPasswordReset({ data: { emailAddress: fields.emailAddress ?? '' } })}
    >
      <Field label={m.account_email()} name="emailAddress" type="email" autoComplete="email" required />
    </AccountForm>
  );
}
