import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Field } from '~/components/account/field';
import { Button } from '~/components/ui/button';
import { PASSWORD_MIN } from '~/lib/password-rules';
import { isUpstreamUnavailable } from '~/lib/upstream';
import { m } from '~/paraglide/messages';
import type { AccountResult } from '~/server/account.functions';

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
  onDone?: () => void;
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
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (result) => {
      if (result.ok) onDone?.();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    mutation.mutate(Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)])));
  };
  const result = mutation.data;
  if (result?.ok && doneText && !onDone) {
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
      <form method="post" onSubmit={submit} className="space-y-4">
        {children}
        {result && !result.ok ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {accountErrorText(result)}
          </p>
        ) : null}
        {mutation.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {isUpstreamUnavailable(mutation.error) ? m.account_error_unavailable() : m.account_error_generic()}
          </p>
        ) : null}
        <Button type="submit" disabled={mutation.isPending}>
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
