import { createFileRoute, Link } from '@tanstack/react-router';
import { AccountForm, NewPasswordField } from '~/components/account/account-form';
import { Field } from '~/components/account/field';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { register } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/register')({
  head: () => ({ meta: pageMeta({ title: m.account_register(), siteTitle: m.site_title() }) }),
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <AccountForm
      title={m.account_register()}
      submitLabel={m.account_register()}
      doneText={m.account_register_done()}
      action={(fields) =>
        register({
          data: {
            emailAddress: fields.emailAddress ?? '',
            firstName: fields.firstName ?? '',
            lastName: fields.lastName ?? '',
            password: fields.password ?? '',
          },
        })
      }
      footer={
        <p className="text-sm">
          <Link to="/account/login">{m.account_have_account()}</Link>
        </p>
      }
    >
      <Field label={m.account_first_name()} name="firstName" autoComplete="given-name" required maxLength={100} />
      <Field label={m.account_last_name()} name="lastName" autoComplete="family-name" required maxLength={100} />
      <Field label={m.account_email()} name="emailAddress" type="email" autoComplete="email" required />
      <NewPasswordField />
    </AccountForm>
  );
}
