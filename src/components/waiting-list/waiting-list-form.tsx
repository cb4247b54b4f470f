import { useId, useState } from 'react';
import { Field } from '~/components/account/field';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import { WAITING_LIST_MAX_SEATS } from '~/lib/waiting-list-validation';
import { m } from '~/paraglide/messages';
import { joinWaitingList } from '~/server/functions/waiting-list.functions';
import { waitingListErrorText } from './waiting-list-errors';

const SEAT_CHOICES = Array.from({ length: WAITING_LIST_MAX_SEATS }, (_, i) => i + 1);

/**
 * Joining a sold-out performance's waiting list: an email address and 1–10 seats. The
 * answer is the same whether or not the address was already in line; the confirmation
 * email's link puts it in line (double opt-in).
 */
export function WaitingListForm({ performanceId }: { performanceId: string }) {
  const titleId = useId();
  const seatsId = useId();
  const [joined, setJoined] = useState(false);
  const { busy, feedback, form } = useFormSubmit({
    send: async (fields: Record<string, string>) => {
      const answer = await joinWaitingList({
        data: { performanceId, emailAddress: fields.emailAddress ?? '', seats: Number(fields.seats ?? 1) },
      });
      if (!answer.ok) return { feedback: { kind: 'error', text: waitingListErrorText(answer) } };
      setJoined(true);
    },
  });
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-md space-y-6" data-testid="waiting-list">
      <h1 id={titleId} className="font-serif text-3xl">
        {m.waiting_list_title()}
      </h1>
      {joined ? (
        <p role="status" data-testid="waiting-list-joined">
          {m.waiting_list_joined()}
        </p>
      ) : (
        <>
          <p>{m.waiting_list_intro()}</p>
          <form {...form} className="space-y-4">
            <Field label={m.waiting_list_email()} name="emailAddress" type="email" autoComplete="email" required />
            <div className="space-y-1">
              <label htmlFor={seatsId} className="block text-sm font-medium">
                {m.waiting_list_seats()}
              </label>
              <select
                id={seatsId}
                name="seats"
                defaultValue="2"
                className="rounded-md border border-[var(--border)] bg-transparent px-3 py-2"
              >
                {SEAT_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <FormFeedback feedback={feedback} />
            <Button type="submit" disabled={busy}>
              {m.waiting_list_submit()}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
