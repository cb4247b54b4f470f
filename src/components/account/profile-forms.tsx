import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { accountErrorText, NewPasswordField } from '~/components/account/account-form';
import { Field } from '~/components/account/field';
import { Button } from '~/components/ui/button';
import { emailSchema } from '~/lib/account-validation';
import { profileInput } from '~/lib/address-validation';
import { PASSWORD_MIN } from '~/lib/password-rules';
import { m } from '~/paraglide/messages';
import type { AccountResult } from '~/server/account.functions';
import { requestEmailChange, updateCustomer, updateCustomerPassword } from '~/server/customer.functions';

/** A form's outcome as the customer reads it; null before the first submit. */
export type Feedback = { kind: 'done' | 'error'; text: string } | null;

/** Shows the outcome of a form and moves focus to it, so keyboard and screen-reader users hear it. */
export function FormFeedback({ feedback }: { feedback: Feedback }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (feedback) ref.current?.focus();
  }, [feedback]);
  if (!feedback) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      className={
        feedback.kind === 'error'
          ? 'text-sm text-red-700 dark:text-red-400'
          : 'text-sm text-green-800 dark:text-green-300'
      }
    >
      {feedback.text}
    </p>
  );
}

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
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = profileInput.safeParse({
      title: String(data.get('title') ?? ''),
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      phoneNumber: String(data.get('phoneNumber') ?? ''),
    });
    if (!parsed.success) {
      setFeedback({ kind: 'error', text: m.account_error_check_fields() });
      return;
    }
    setPending(true);
    try {
      const result = await updateCustomer({ data: parsed.data });
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: ['active-customer'] });
        await router.invalidate();
        setFeedback({ kind: 'done', text: m.account_details_saved() });
      } else {
        setFeedback({ kind: 'error', text: accountErrorText(result) });
      }
    } catch {
      setFeedback({ kind: 'error', text: m.account_error_generic() });
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby={titleId} className="max-w-md space-y-4">
      <h2 id={titleId} className="font-serif text-2xl">
        {m.account_details()}
      </h2>
      <form method="post" onSubmit={submit} className="space-y-4">
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
        <Button type="submit" disabled={pending}>
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
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = read(new FormData(form));
    if (input === null) {
      setFeedback({ kind: 'error', text: m.account_error_check_fields() });
      return;
    }
    setPending(true);
    try {
      const result = await send(input);
      if (result.ok) {
        form.reset();
        setFeedback({ kind: 'done', text: doneText(input) });
      } else {
        setFeedback({
          kind: 'error',
          text:
            result.errorCode === 'INVALID_CREDENTIALS_ERROR'
              ? m.account_error_wrong_current_password()
              : accountErrorText(result),
        });
      }
    } catch {
      setFeedback({ kind: 'error', text: m.account_error_generic() });
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby={titleId} className="max-w-md space-y-4">
      <h2 id={titleId} className="font-serif text-2xl">
        {title}
      </h2>
      <form method="post" onSubmit={submit} className="space-y-4">
        {children}
        <FormFeedback feedback={feedback} />
        <Button type="submit" disabled={pending}>
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
