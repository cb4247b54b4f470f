import { type ReactNode, useId, useState } from 'react';
import { Field } from '~/components/account/field';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import { PASSWORD_MIN } from '~/lib/password-rules';
import { m } from '~/paraglide/messages';
import type { AccountResult } from '~/server/functions/account.functions';

/** Vendure's error codes, in the visitor's language; anything else shows Vendure's message. */
export function accountErrorText(result: Extract<AccountResult, { ok: false }>): string {
  switch (result.errorCode) {
    case 'INVALID_CREDENTIALS_ERROR':
      return m.account_error_invalid_credentials();
    case 'NOT_VERIFIED_ERROR':
      return m.account_error_not_verified();
    case 'VERIFICATION_TOKEN_INVALID_ERROR':
    case 'PASSWORD_RESET_TOKEN_INVALID_ERROR':
    case 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR':
      return m.account_error_token_invalid();
    case 'VERIFICATION_TOKEN_EXPIRED_ERROR':
    case 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR':
    case 'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR':
      return m.account_error_token_expired();
    case 'PASSWORD_VALIDATION_ERROR':
      return m.account_error_password_rules();
    case 'PASSWORD_ALREADY_SET_ERROR':
      return m.account_error_password_already_set();
    case 'EMAIL_ADDRESS_CONFLICT_ERROR':
      return m.account_error_email_taken();
    case 'RATE_LIMITED':
      return m.account_error_rate_limited({ minutes: result.retryAfterMinutes ?? 1 });
    case 'NOT_SIGNED_IN':
      return m.account_error_signed_out();
    default:
      return result.message || m.account_error_generic();
  }
}

interface AccountFormProps {
  title: string;
  submitLabel: string;
  /** Sends the form's fields; resolves to Vendure's answer. */
  action: (fields: Record<string, string>) => Promise<AccountResult>;
  onDone?: () => void | Promise<void>;
  /** Shown instead of the form once the action succeeded, when there is no onDone. */
  doneText?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A small account form: native validation in the browser, zod on the server, and
 * Vendure's error results shown in the visitor's language. Nothing typed is lost on
 * an error: the inputs keep their values.
 */
export function AccountForm({ title, submitLabel, action, onDone, doneText, children, footer }: AccountFormProps) {
  const titleId = useId();
  const [done, setDone] = useState(false);
  const { busy, feedback, form } = useFormSubmit({
    send: async (fields: Record<string, string>) => {
      const result = await action(fields);
      if (!result.ok) return { feedback: { kind: 'error', text: accountErrorText(result) } };
      if (onDone) await onDone();
      else setDone(true);
    },
  });
  if (done && doneText) {
    return (
      <section aria-labelledby={titleId} className="mx-auto max-w-md space-y-4">
        <h1 id={titleId} className="font-serif text-3xl">
          {title}
        </h1>
        <p role="status">{doneText}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-md space-y-6">
      <h1 id={titleId} className="font-serif text-3xl">
        {title}
      </h1>
      {/* POST, so a submit before hydration never puts a password in a URL. */}
      <form {...form} className="space-y-4">
        {children}
        <FormFeedback feedback={feedback} />
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </form>
      {footer}
    </section>
  );
}

/** The new-password input of registration and password reset, with the length rule in its label. */
export function NewPasswordField() {
  return (
    <Field
      label={m.account_new_password({ min: PASSWORD_MIN })}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
    />
  );
}
