import { useId } from 'react';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import type { Outcome } from '~/lib/form-submit';
import { formatMoney } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import {
  type BestAvailableField,
  type BestAvailableValues,
  MAX_BEST_SEATS,
  readBestAvailable,
} from '~/lib/seating/best-available';
import { m } from '~/paraglide/messages';

export interface AreaPlacesFormProps {
  /** Where the form posts without JavaScript (the best-available form's action). */
  action: string;
  performanceId: string;
  /** The unreserved area's key and its name in the page's language. */
  areaKey: string;
  areaName: string;
  /** A place's price, tax included, minor units; undefined when the zone has none. */
  priceWithTax: number | undefined;
  currencyCode: string;
  placesLeft: number;
  locale: Locale;
  /** With JavaScript, called with the checked values instead of posting; its outcome is shown. */
  onSubmit?: (values: BestAvailableValues) => Promise<Outcome<BestAvailableField>>;
  /** The server's verdict on a form posted without JavaScript: the count was wrong. */
  countWrong?: boolean;
}

const input = 'w-24 rounded-md border border-[var(--border)] bg-transparent px-3 py-2 aria-invalid:border-red-700';

/**
 * An unreserved area of the plan (standing room, benches): its price and the places left,
 * and "add places" by count. The same form as best available underneath: it posts the
 * count and the area's key to the same action, so it works without JavaScript too.
 */
export function AreaPlacesForm({
  action,
  performanceId,
  areaKey,
  areaName,
  priceWithTax,
  currencyCode,
  placesLeft,
  locale,
  onSubmit,
  countWrong,
}: AreaPlacesFormProps) {
  const id = useId();
  const { form, busy, feedback, errors } = useFormSubmit<BestAvailableValues, BestAvailableField>({
    read: (data) => readBestAvailable(data),
    send: async (values) => (await onSubmit?.(values)) ?? undefined,
  });
  const wrong = errors.count === true || countWrong === true;
  const soldOut = placesLeft === 0;
  return (
    <form
      {...(onSubmit ? form : { method: 'post' })}
      action={action}
      aria-labelledby={`${id}-heading`}
      className="space-y-2"
      noValidate={Boolean(onSubmit)}
      data-testid="area-places-form"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {areaName}
      </h2>
      <p className="text-sm text-[var(--muted-foreground)]">
        {m.seating_places_about()}{' '}
        {priceWithTax !== undefined
          ? m.seating_places_price({ price: formatMoney(priceWithTax, currencyCode, locale) })
          : null}{' '}
        <span data-testid="area-places-left">{m.seating_places_left({ count: placesLeft })}</span>
      </p>
      <input type="hidden" name="performanceId" value={performanceId} />
      <input type="hidden" name="area" value={areaKey} />
      <input type="hidden" name="locale" value={locale} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-count`} className="block text-sm font-medium">
            {m.seating_places_count()}
          </label>
          <input
            id={`${id}-count`}
            name="count"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, Math.min(MAX_BEST_SEATS, placesLeft))}
            required
            defaultValue="1"
            disabled={soldOut}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? `${id}-count-error` : undefined}
            className={input}
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy || soldOut}>
          {busy ? m.seating_places_pending() : m.seating_places_submit()}
        </Button>
      </div>
      {wrong ? (
        <p id={`${id}-count-error`} className="text-sm text-red-700 dark:text-red-400">
          {m.seating_places_error_count()}
        </p>
      ) : null}
      <FormFeedback feedback={feedback} />
    </form>
  );
}
