import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { accountErrorText, NewPasswordField } from '~/components/account/account-form';
import { Field } from '~/components/account/field';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import { emailSchema } from '~/lib/account-validation';
import { profileInput } from '~/lib/address-validation';
import type { Checked } from '~/lib/form-submit';
import { PASSWORD_MIN } from '~/lib/password-rules';
import { m } from '~/paraglide/messages';
import type { AccountResult } from '~/server/functions/account.functions';
import { requestEmailChange, updateCustomer, updateCustomerPassword } from '~/server/functions/customer.functions';

interface Profile {
  title?: string | null;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
}

/** Title, names and phone number of the signed-in customer. */
export function ProfileForm({ customer }: { customer: Profile }) {
  const titleId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { busy, feedback, form } = useFormSubmit({
    read: (data) => {
      const parsed = profileInput.safeParse({
        title: String(data.get('title') ?? ''),
        firstName: String(data.get('firstName') ?? ''),
        lastName: String(data.get('lastName') ?? ''),
        phoneNumber: String(data.get('phoneNumber') ?? ''),
      });
      return parsed.success
        ? { ok: true, input: parsed.data }
        : { ok: false, feedback: { kind: 'error', text: m.account_error_check_fields() } };
    },
    send: async (input) => {
      const result = await updateCustomer({ data: input });
      if (!result.ok) return { feedback: { kind: 'error', text: accountErrorText(result) } };
      await queryClient.invalidateQueries({ queryKey: ['active-customer'] });
      await router.invalidate();
      return { feedback: { kind: 'done', text: m.account_details_saved() } };
    },
  });
  return (
    <section aria-labelledby={titleId} className="max-w-md space-y-4">
      <h2 id={titleId} className="font-serif text-2xl">
        {m.account_details()}
      </h2>
      <form {...form} className="space-y-4">
        <Field
          label={m.account_title_field()}
          name="title"
          autoComplete="honorific-prefix"
          maxLength={50}
          defaultValue={customer.title ?? ''}
        />
        <Field
          label={m.account_first_name()}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={100}
          defaultValue={customer.firstName}
        />
        <Field
          label={m.account_last_name()}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          defaultValue={customer.lastName}
        />
        <Field
          label={m.account_phone()}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          defaultValue={customer.phoneNumber ?? ''}
        />
        <FormFeedback feedback={feedback} />
        <Button type="submit" disabled={busy}>
          {m.account_save_details()}
        </Button>
      </form>
    </section>
  );
}

interface ConfirmedByPasswordProps<T> {
  title: string;
  /** The form's input, or null when a field is not right. */
  read: (data: FormData) => T | null;
  send: (input: T) => Promise<AccountResult>;
  doneText: (input: T) => string;
  children: ReactNode;
}

/**
 * A change the current password confirms: a wrong password says so, success empties
 * the form and says what happened.
 */
function ConfirmedByPasswordForm<T>({ title, read, send, doneText, children }: ConfirmedByPasswordProps<T>) {
  const titleId = useId();
  const { busy, feedback, form } = useFormSubmit({
    read: (data): Checked<T> => {
      const input = read(data);
      return input === null
        ? { ok: false, feedback: { kind: 'error', text: m.account_error_check_fields() } }
        : { ok: true, input };
    },
    send: async (input, formElement) => {
      const result = await send(input);
      if (!result.ok) {
        return {
          feedback: {
            kind: 'error',
            text:
              result.errorCode === 'INVALID_CREDENTIALS_ERROR'
                ? m.account_error_wrong_current_password()
                : accountErrorText(result),
          },
        };
      }
      formElement.reset();
      return { feedback: { kind: 'done', text: doneText(input) } };
    },
  });
  return (
    <section aria-labelledby={titleId} className="max-w-md space-y-4">
      <h2 id={titleId} className="font-serif text-2xl">
        {title}
      </h2>
      <form {...form} className="space-y-4">
        {children}
        <FormFeedback feedback={feedback} />
        <Button type="submit" disabled={busy}>
          {title}
        </Button>
      </form>
    </section>
  );
}

const CurrentPasswordField = ({ name }: { name: string }) => (
  <Field label={m.account_current_password()} name={name} type="password" autoComplete="current-password" required />
);

/** Current and new password; a wrong current password says so. */
export function PasswordForm() {
  return (
    <ConfirmedByPasswordForm
      title={m.account_change_password()}
      read={(data) => {
        const currentPassword = String(data.get('currentPassword') ?? '');
        const newPassword = String(data.get('password') ?? '');
        return currentPassword && newPassword.length >= PASSWORD_MIN ? { currentPassword, newPassword } : null;
      }}
      send={(input) => updateCustomerPassword({ data: input })}
      doneText={() => m.account_password_changed()}
    >
      <CurrentPasswordField name="currentPassword" />
      <NewPasswordField />
    </ConfirmedByPasswordForm>
  );
}

/**
 * A new email address, confirmed by the current password: Vendure sends a link to the
 * new address, and the address changes when that link is opened.
 */
export function EmailForm() {
  return (
    <ConfirmedByPasswordForm
      title={m.account_change_email()}
      read={(data) => {
        const password = String(data.get('password') ?? '');
        const newEmailAddress = emailSchema.safeParse(String(data.get('newEmailAddress') ?? ''));
        return password && newEmailAddress.success ? { password, newEmailAddress: newEmailAddress.data } : null;
      }}
      send={(input) => requestEmailChange({ data: input })}
      doneText={(input) => m.account_email_change_sent({ email: input.newEmailAddress })}
    >
      <Field
        label={m.account_new_email()}
        name="newEmailAddress"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
      />
      <CurrentPasswordField name="password" />
    </ConfirmedByPasswordForm>
  );
}
