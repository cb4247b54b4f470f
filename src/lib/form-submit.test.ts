import { describe, expect, it } from 'vitest';
import {
  type Checked,
  createFormSubmit,
  type Feedback,
  type FormSubmitOptions,
  type FormSubmitState,
  formValues,
  hasFieldErrors,
  type Outcome,
} from './form-submit';

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** A controller whose states are recorded, with read and send as given. */
function setup<T>(options: {
  read?: (data: FormData) => Checked<T>;
  send: FormSubmitOptions<T, string, null>['send'];
  isBusy?: () => boolean;
}) {
  const states: FormSubmitState[] = [];
  const controller = createFormSubmit<T, string, null>({
    read: options.read ?? ((data) => ({ ok: true, input: formValues(data) as T })),
    send: options.send,
    failed: (error): Feedback => ({ kind: 'error', text: `failed: ${(error as Error).message}` }),
    isBusy: options.isBusy,
    update: (state) => states.push(state),
  });
  return { controller, states, last: () => states.at(-1) };
}

describe('createFormSubmit', () => {
  it('sends the input once, pending while it runs, and shows the message it resolves to', async () => {
    const sent: unknown[] = [];
    let finish!: () => void;
    const { controller, states, last } = setup({
      send: async (input) => {
        sent.push(input);
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return { feedback: { kind: 'done', text: 'Saved.' } };
      },
    });
    const running = controller.submit(formData({ name: 'Vera' }), null);
    expect(last()).toEqual({ pending: true, feedback: null, errors: {}, attempt: 1 });
    expect(controller.pending).toBe(true);
    finish();
    expect(await running).toBe('sent');
    expect(sent).toEqual([{ name: 'Vera' }]);
    expect(last()).toEqual({ pending: false, feedback: { kind: 'done', text: 'Saved.' }, errors: {}, attempt: 1 });
    expect(states).toHaveLength(2);
  });

  it('ignores a second submit while the first is under way', async () => {
    let calls = 0;
    let finish!: () => void;
    const { controller } = setup({
      send: () => {
        calls += 1;
        return new Promise<undefined>((resolve) => {
          finish = () => resolve(undefined);
        });
      },
    });
    const first = controller.submit(formData({}), null);
    expect(await controller.submit(formData({}), null)).toBe('ignored');
    finish();
    expect(await first).toBe('sent');
    expect(calls).toBe(1);
    // Once it has settled, the form can be sent again.
    const again = controller.submit(formData({}), null);
    finish();
    expect(await again).toBe('sent');
    expect(calls).toBe(2);
  });

  it('ignores submits while the owner says busy (the checkout machine’s tag)', async () => {
    let busy = true;
    let calls = 0;
    const { controller, states } = setup({
      send: () => {
        calls += 1;
      },
      isBusy: () => busy,
    });
    expect(await controller.submit(formData({}), null)).toBe('ignored');
    expect(states).toHaveLength(0);
    busy = false;
    expect(await controller.submit(formData({}), null)).toBe('sent');
    expect(calls).toBe(1);
  });

  it('sends nothing when the fields are wrong, and names them', async () => {
    let calls = 0;
    const { controller, last } = setup({
      read: () => ({ ok: false, errors: { city: true, countryCode: true } }),
      send: () => {
        calls += 1;
      },
    });
    expect(await controller.submit(formData({}), null)).toBe('invalid');
    expect(calls).toBe(0);
    expect(last()).toEqual({ pending: false, feedback: null, errors: { city: true, countryCode: true }, attempt: 1 });
  });

  it('shows a form-level message from the check, and each check is a new attempt', async () => {
    const { controller, last } = setup({
      read: () => ({ ok: false, feedback: { kind: 'error', text: 'Check the fields.' } }),
      send: () => undefined,
    });
    await controller.submit(formData({}), null);
    await controller.submit(formData({}), null);
    expect(last()).toMatchObject({ feedback: { kind: 'error', text: 'Check the fields.' }, attempt: 2 });
  });

  it('clears the previous message when a new send starts', async () => {
    let answer: Outcome = { feedback: { kind: 'error', text: 'Wrong password.' } };
    const { controller, states } = setup({ send: () => answer });
    await controller.submit(formData({}), null);
    answer = { feedback: { kind: 'done', text: 'Changed.' } };
    await controller.submit(formData({}), null);
    expect(states.map((state) => state.feedback?.text ?? null)).toEqual([null, 'Wrong password.', null, 'Changed.']);
  });

  it('shows the fields the server refused', async () => {
    const { controller, last } = setup({ send: async () => ({ errors: { emailAddress: true } }) });
    expect(await controller.submit(formData({}), null)).toBe('sent');
    expect(last()?.errors).toEqual({ emailAddress: true });
  });

  it('turns a thrown error into a message and lets the form be sent again', async () => {
    let fail = true;
    const { controller, last } = setup({
      send: async () => {
        if (fail) throw new Error('FOYER_UPSTREAM_UNAVAILABLE');
        return { feedback: { kind: 'done', text: 'Saved.' } };
      },
    });
    expect(await controller.submit(formData({}), null)).toBe('failed');
    expect(last()).toEqual({
      pending: false,
      feedback: { kind: 'error', text: 'failed: FOYER_UPSTREAM_UNAVAILABLE' },
      errors: {},
      attempt: 1,
    });
    expect(controller.pending).toBe(false);
    fail = false;
    expect(await controller.submit(formData({}), null)).toBe('sent');
    expect(last()?.feedback).toEqual({ kind: 'done', text: 'Saved.' });
  });

  it('passes the form along to read and send (a password form empties itself)', async () => {
    const target = { reset: () => undefined };
    const seen: unknown[] = [];
    const controller = createFormSubmit<string, string, typeof target>({
      read: (_, form) => {
        seen.push(form);
        return { ok: true, input: 'x' };
      },
      send: (_, form) => {
        seen.push(form);
      },
      failed: () => null,
      update: () => undefined,
    });
    await controller.submit(formData({}), target);
    expect(seen).toEqual([target, target]);
  });
});

describe('formValues', () => {
  it('keeps values as typed by default', () => {
    expect(formValues(formData({ password: ' secret ', empty: '' }))).toEqual({ password: ' secret ', empty: '' });
  });

  it('trims and leaves out empty fields when compact (the checkout steps)', () => {
    expect(formValues(formData({ firstName: ' Vera ', company: '   ', city: 'Sofia' }), { compact: true })).toEqual({
      firstName: 'Vera',
      city: 'Sofia',
    });
  });

  it('names a file by its file name', () => {
    const data = new FormData();
    data.append('upload', new File(['x'], 'seat-plan.pdf'));
    expect(formValues(data)).toEqual({ upload: 'seat-plan.pdf' });
  });
});

describe('hasFieldErrors', () => {
  it('is true only when a field is marked', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ city: false })).toBe(false);
    expect(hasFieldErrors({ city: true })).toBe(true);
  });
});
