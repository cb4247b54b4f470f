import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { accountErrorText, Field, NewPasswordField } from '~/components/account/account-form';
import { Button } from '~/components/ui/button';
import { PASSWORD_MIN } from '~/lib/account-validation';
import { profileInput } from '~/lib/address-validation';
import { m } from '~/paraglide/messages';
import { updateCustomer, updateCustomerPassword } from '~/server/customer.functions';

type Feedback = { kind: 'done' | 'error'; text: string } | null;

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

/** Current and new password; a wrong current password says so. */
export function PasswordForm() {
  const titleId = useId();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('password') ?? '');
    if (!currentPassword || newPassword.length < PASSWORD_MIN) {
      setFeedback({ kind: 'error', text: m.account_error_check_fields() });
      return;
    }
    setPending(true);
    try {
      const result = await updateCustomerPassword({ data: { currentPassword, newPassword } });
      if (result.ok) {
        form.reset();
        setFeedback({ kind: 'done', text: m.account_password_changed() });
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
        {m.account_change_password()}
      </h2>
      <form method="post" onSubmit={submit} className="space-y-4">
        <Field
          label={m.account_current_password()}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordField />
        <FormFeedback feedback={feedback} />
        <Button type="submit" disabled={pending}>
          {m.account_change_password()}
        </Button>
      </form>
    </section>
  );
}
