import { useId, useState } from 'react';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import type { WaitingListAnswer } from '~/server/functions/waiting-list.functions';
import { waitingListErrorText } from './waiting-list-errors';

interface WaitingListLinkProps {
  title: string;
  intro: string;
  submitLabel: string;
  /** The emailed link's token, as the route read it (missing or malformed: the invalid-link message). */
  token: string | undefined;
  action: (token: string) => Promise<WaitingListAnswer>;
  /** Shown once done, unless onDone goes elsewhere. */
  doneText?: string;
  onDone?: () => void | Promise<void>;
}

/**
 * A page an emailed link opens (confirm, leave, claim). It acts on the visitor's click,
 * not on load: mail scanners open links, and must not confirm or unsubscribe anyone.
 */
export function WaitingListLink({ title, intro, submitLabel, token, action, doneText, onDone }: WaitingListLinkProps) {
  const titleId = useId();
  const [done, setDone] = useState(false);
  const { busy, feedback, form } = useFormSubmit({
    send: async () => {
      const answer: WaitingListAnswer = token
        ? await action(token)
        : { ok: false, errorCode: 'INVALID_TOKEN', message: '' };
      if (!answer.ok) return { feedback: { kind: 'error', text: waitingListErrorText(answer) } };
      if (onDone) await onDone();
      else setDone(true);
    },
  });
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-md space-y-6" data-testid="waiting-list-link">
      <h1 id={titleId} className="font-serif text-3xl">
        {title}
      </h1>
      {done ? (
        <p role="status" data-testid="waiting-list-done">
          {doneText}
        </p>
      ) : (
        <form {...form} className="space-y-4">
          <p>{token ? intro : m.waiting_list_error_token()}</p>
          <FormFeedback feedback={feedback} />
          {token ? (
            <Button type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          ) : null}
        </form>
      )}
    </section>
  );
}
