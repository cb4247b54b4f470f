import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Checked,
  createFormSubmit,
  type Feedback,
  type FormSubmitState,
  formValues,
  hasFieldErrors,
  initialFormSubmitState,
  type Outcome,
} from '~/lib/form-submit';
import { isUpstreamUnavailable } from '~/lib/upstream';
import { m } from '~/paraglide/messages';

/** The message for a send that threw: the shop unreachable, or anything else, in the page's language. */
export function failureFeedback(error: unknown): Feedback {
  return {
    kind: 'error',
    text: isUpstreamUnavailable(error) ? m.account_error_unavailable() : m.account_error_generic(),
  };
}

export interface UseFormSubmitOptions<T, F extends string> {
  /** Reads and checks the fields; the default takes them as they are. */
  read?: (data: FormData, form: HTMLFormElement) => Checked<T, F>;
  /** Sends the input: calls a server function, or dispatches the checkout machine's event. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a send that only dispatches an event returns nothing, and may be passed as it is
  send: (input: T, form: HTMLFormElement) => Promise<Outcome<F>> | Outcome<F> | void;
  /** Busy by the owner's account (the checkout machine's `busy` tag, the cart store's loading). */
  busy?: boolean;
  /** The message for a send that threw; failureFeedback by default. */
  failed?: (error: unknown) => Feedback;
}

/**
 * The one submit pattern of the storefront's forms (ADR 047). Spread `form` on the
 * <form>, show `feedback` with <FormFeedback> (it takes focus), mark `errors` on the
 * fields with aria-invalid and aria-describedby (focus moves to the first), and disable
 * the submit button while `busy`.
 */
export function useFormSubmit<T = Record<string, string>, F extends string = string>(
  options: UseFormSubmitOptions<T, F>,
) {
  const [state, setState] = useState<FormSubmitState<F>>(initialFormSubmitState);
  const latest = useRef(options);
  latest.current = options;
  const formRef = useRef<HTMLFormElement>(null);
  const controller = useMemo(
    () =>
      createFormSubmit<T, F, HTMLFormElement>({
        read: (data, form) => (latest.current.read ?? readAsIs<T, F>)(data, form),
        send: (input, form) => latest.current.send(input, form),
        failed: (error) => (latest.current.failed ?? failureFeedback)(error),
        isBusy: () => latest.current.busy === true,
        update: setState,
      }),
    [],
  );

  // After each check, focus moves to the first field marked wrong.
  useEffect(() => {
    if (hasFieldErrors(state.errors)) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.errors]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      void controller.submit(new FormData(form), form);
    },
    [controller],
  );

  const busy = state.pending || options.busy === true;
  return {
    busy,
    feedback: state.feedback,
    errors: state.errors,
    /** Spread on the <form>: POST (nothing lands in a URL before hydration), the handler, the busy state. */
    form: { ref: formRef, method: 'post', onSubmit, 'aria-busy': busy } as const,
  };
}

/** The default read: every field as typed. */
function readAsIs<T, F extends string>(data: FormData): Checked<T, F> {
  return { ok: true, input: formValues(data) as T };
}
