import { useId } from 'react';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import type { FieldErrors, Outcome } from '~/lib/form-submit';
import { formatMoney } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import {
  type BestAvailableField,
  type BestAvailableValues,
  MAX_BEST_SEATS,
  readBestAvailable,
} from '~/lib/seating/best-available';
import type { ZonePrice } from '~/lib/seating/seat-index';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

export interface BestAvailableFormProps {
  /** Where the form posts without JavaScript. */
  action: string;
  performanceId: string;
  /** The performance's zone prices (`SeatZonePrice`). */
  zones: readonly ZonePrice[];
  currencyCode: string;
  /** The page's locale: prices are shown in it, and it is posted as the hidden field `locale`. */
  locale?: Locale;
  /** Posted as the hidden field `returnTo`: where the server action sends the shopper back. */
  returnTo?: string;
  /** With JavaScript, called with the checked values instead of posting; its outcome is shown. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that reports elsewhere returns nothing
  onSubmit?: (values: BestAvailableValues) => Promise<Outcome<BestAvailableField> | void> | void;
  /** The server's verdict on a form posted without JavaScript, to mark its fields. */
  errors?: FieldErrors<BestAvailableField>;
  /** The values posted without JavaScript, to fill the form again. */
  defaults?: Partial<Record<BestAvailableField, string>>;
}

const input = 'w-full rounded-md border border-[var(--border)] bg-transparent px-3 py-2 aria-invalid:border-red-700';
const error = 'text-sm text-red-700 dark:text-red-400';

/**
 * "Best available": how many seats, how many of them wheelchair spaces, a zone and a
 * price limit. A real form that posts without JavaScript; with it, the storefront's one
 * submit pattern (ADR 047) checks the fields and calls `onSubmit` instead.
 */
export function BestAvailableForm({
  action,
  performanceId,
  zones,
  currencyCode,
  locale,
  returnTo,
  onSubmit,
  errors: posted = {},
  defaults = {},
}: BestAvailableFormProps) {
  const pageLocale = locale ?? (getLocale() as Locale);
  const id = useId();
  const { form, busy, feedback, errors } = useFormSubmit<BestAvailableValues, BestAvailableField>({
    read: (data) => readBestAvailable(data),
    send: async (values) => (await onSubmit?.(values)) ?? undefined,
  });
  const wrong = { ...posted, ...errors };
  const field = (name: BestAvailableField, message?: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': wrong[name] === true || undefined,
    'aria-describedby':
      [wrong[name] && message ? `${id}-${name}-error` : '', name === 'wheelchair' ? `${id}-hint` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const fieldError = (name: BestAvailableField, message: string) =>
    wrong[name] ? (
      <p id={`${id}-${name}-error`} className={error}>
        {message}
      </p>
    ) : null;

  return (
    <form
      {...(onSubmit ? form : { method: 'post' })}
      action={action}
      aria-labelledby={`${id}-heading`}
      className="space-y-3"
      noValidate={Boolean(onSubmit)}
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        {m.seating_best_heading()}
      </h2>
      <input type="hidden" name="performanceId" value={performanceId} />
      {locale ? <input type="hidden" name="locale" value={locale} /> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-count`} className="block text-sm font-medium">
            {m.seating_best_count()}
          </label>
          <input
            {...field('count', 'count')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BEST_SEATS}
            required
            defaultValue={defaults.count ?? '2'}
            className={input}
          />
          {fieldError('count', m.seating_best_error_count())}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-wheelchair`} className="block text-sm font-medium">
            {m.seating_best_wheelchair()}
          </label>
          <input
            {...field('wheelchair', 'wheelchair')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BEST_SEATS / 2}
            defaultValue={defaults.wheelchair ?? '0'}
            className={input}
          />
          <p id={`${id}-hint`} className="text-sm text-[var(--muted-foreground)]">
            {m.seating_best_wheelchair_hint()}
          </p>
          {fieldError('wheelchair', m.seating_best_error_wheelchair())}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-zone`} className="block text-sm font-medium">
            {m.seating_best_zone()}
          </label>
          <select {...field('zone')} defaultValue={defaults.zone ?? ''} className={input}>
            <option value="">{m.seating_best_any_zone()}</option>
            {zones.map((zone) => (
              <option key={zone.code} value={zone.code}>
                {m.seating_best_zone_option({
                  zone: zone.name,
                  price: formatMoney(zone.priceWithTax, currencyCode, pageLocale),
                })}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-maxPrice`} className="block text-sm font-medium">
            {m.seating_best_max_price()}
          </label>
          <input
            {...field('maxPrice', 'maxPrice')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={defaults.maxPrice ?? ''}
            className={input}
          />
          {fieldError('maxPrice', m.seating_best_error_max_price())}
        </div>
      </div>
      <FormFeedback feedback={feedback} />
      <Button type="submit" disabled={busy}>
        {busy ? m.seating_best_pending() : m.seating_best_submit()}
      </Button>
    </form>
  );
}
