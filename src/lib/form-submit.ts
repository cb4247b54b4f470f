/**
 * The submit pattern every form of the storefront follows (ADR 047), without React:
 * read and check the fields, send once at a time, and end with one state the form
 * shows: pending or not, a form-level message, the fields that are wrong. The hook
 * `useFormSubmit` (src/components/forms) wraps it for components; this module stays
 * pure so the unit tests can drive it without a browser.
 */

/** A form's outcome as the customer reads it; null before the first submit. */
export type Feedback = { kind: 'done' | 'error'; text: string } | null;

/** The fields that are wrong, by their `name`. */
export type FieldErrors<F extends string = string> = Partial<Record<F, boolean>>;

/** What reading a form found: the input to send, or what is wrong (fields, a message, or nothing to say). */
export type Checked<T, F extends string = string> =
  | { ok: true; input: T }
  | { ok: false; errors?: FieldErrors<F>; feedback?: Feedback };

/**
 * What sending produced: a message, fields the server refused, or nothing when someone
 * else reports the outcome (the checkout machine, the cart store).
 */
export type Outcome<F extends string = string> = { feedback?: Feedback; errors?: FieldErrors<F> } | undefined;

export interface FormSubmitState<F extends string = string> {
  /** A send is under way. */
  pending: boolean;
  feedback: Feedback;
  errors: FieldErrors<F>;
  /** How many submits were read (so a repeated, identical result is still a new one). */
  attempt: number;
}

export const initialFormSubmitState: FormSubmitState<never> = {
  pending: false,
  feedback: null,
  errors: {},
  attempt: 0,
};

/** What happened to one submit. */
export type SubmitResult = 'ignored' | 'invalid' | 'sent' | 'failed';

export interface FormSubmitOptions<T, F extends string, E> {
  /** Reads and checks the fields. Runs in the browser: keep zod out of the checkout (ADR 042). */
  read: (data: FormData, target: E) => Checked<T, F>;
  /** Sends the input: a server function, or an event for a machine. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a send that only dispatches an event returns nothing, and may be passed as it is
  send: (input: T, target: E) => Promise<Outcome<F>> | Outcome<F> | void;
  /** The message for a send that threw (the shop unreachable, anything else). */
  failed: (error: unknown) => Feedback;
  /** Busy by someone else's account (the checkout machine's `busy` tag): submits are ignored meanwhile. */
  isBusy?: () => boolean;
  /** Receives each new state. */
  update: (state: FormSubmitState<F>) => void;
}

/**
 * One form's submit: at most one send at a time (a second submit while one is under
 * way, or while the owner says busy, is ignored), the fields checked before anything is
 * sent, the previous message cleared when a send starts, and a thrown error turned into
 * a message instead of an unhandled rejection.
 */
export function createFormSubmit<T, F extends string = string, E = unknown>(options: FormSubmitOptions<T, F, E>) {
  let pending = false;
  let attempt = 0;
  return {
    get pending() {
      return pending;
    },
    async submit(data: FormData, target: E): Promise<SubmitResult> {
      if (pending || options.isBusy?.()) return 'ignored';
      attempt += 1;
      const checked = options.read(data, target);
      if (!checked.ok) {
        options.update({ pending: false, feedback: checked.feedback ?? null, errors: checked.errors ?? {}, attempt });
        return 'invalid';
      }
      pending = true;
      options.update({ pending: true, feedback: null, errors: {}, attempt });
      try {
        const outcome = await options.send(checked.input, target);
        pending = false;
        options.update({ pending: false, feedback: outcome?.feedback ?? null, errors: outcome?.errors ?? {}, attempt });
        return 'sent';
      } catch (error) {
        pending = false;
        options.update({ pending: false, feedback: options.failed(error), errors: {}, attempt });
        return 'failed';
      }
    },
  };
}

/** Whether any field is marked wrong. */
export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * A form's fields as strings. `compact` trims each value and leaves the empty ones out
 * (the checkout's steps); otherwise values are kept as typed (passwords).
 */
export function formValues(data: FormData, { compact = false }: { compact?: boolean } = {}): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, raw] of data.entries()) {
    const value = typeof raw === 'string' ? raw : raw.name;
    if (!compact) values[key] = value;
    else if (value.trim() !== '') values[key] = value.trim();
  }
  return values;
}
