import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { AddressFields, addressFromForm } from '~/components/account/address-fields';
import { Field } from '~/components/account/field';
import { FormFeedback } from '~/components/forms/form-feedback';
import { useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import { type Checked, formValues } from '~/lib/form-submit';
import { formatMoney } from '~/lib/format';
import type {
  AddressDetails,
  CustomerDetails,
  PaymentChoice,
  PaymentOption,
  ShippingQuote,
} from '~/machines/checkout.machine';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  );
}

interface StepFormProps<T> {
  /** The machine's `busy` tag: the form ignores submits and disables its buttons meanwhile. */
  busy: boolean;
  submitLabel: string;
  /** Reads the step's input from the form; the checkout checks nothing in the browser (ADR 042). */
  read: (data: FormData) => Checked<T>;
  /** Dispatches the step's event to the checkout machine, which reports the outcome itself. */
  send: (input: T) => void;
  onBack?: () => void;
  children: ReactNode;
}

/**
 * A step's form, on the storefront's submit pattern (ADR 047) with the checkout machine
 * as the source of truth: submitting sends the machine's event, and busy is its tag.
 */
function StepForm<T>({ busy, submitLabel, read, send, onBack, children }: StepFormProps<T>) {
  const submit = useFormSubmit<T>({ busy, read, send });
  return (
    <form {...submit.form} className="space-y-4">
      {children}
      <FormFeedback feedback={submit.feedback} />
      <div className="flex flex-wrap gap-3">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack} disabled={submit.busy}>
            {m.checkout_back()}
          </Button>
        ) : null}
        <Button type="submit" disabled={submit.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The step's fields, trimmed, the empty ones left out. */
const compactValues = (data: FormData) => formValues(data, { compact: true });

export function CustomerStep(props: {
  busy: boolean;
  defaults: Partial<CustomerDetails>;
  onSubmit: (customer: CustomerDetails) => void;
}) {
  return (
    <>
      <p className="text-sm">
        {m.checkout_have_account()}{' '}
        <Link to="/account/login" search={{ returnTo: '/checkout' }} className="underline underline-offset-4">
          {m.account_sign_in()}
        </Link>
      </p>
      <StepForm
        busy={props.busy}
        submitLabel={m.checkout_continue()}
        read={(data) => {
          const fields = compactValues(data);
          return {
            ok: true,
            input: {
              firstName: fields.firstName ?? '',
              lastName: fields.lastName ?? '',
              emailAddress: fields.emailAddress ?? '',
            },
          };
        }}
        send={props.onSubmit}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={m.account_first_name()}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={props.defaults.firstName}
          />
          <Field
            label={m.account_last_name()}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={props.defaults.lastName}
          />
        </div>
        <Field
          label={m.account_email()}
          name="emailAddress"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={props.defaults.emailAddress}
        />
      </StepForm>
    </>
  );
}

export interface SavedAddress extends AddressDetails {
  id: string;
  defaultShippingAddress?: boolean | null;
}

export function AddressStep(props: {
  busy: boolean;
  countries: Array<{ code: string; name: string }>;
  saved: SavedAddress[];
  current: Partial<AddressDetails>;
  onSubmit: (address: AddressDetails) => void;
  onBack?: () => void;
}) {
  const preferred = props.saved.find((address) => address.defaultShippingAddress) ?? props.saved[0];
  const [choice, setChoice] = useState<string>(preferred ? preferred.id : 'new');
  const legendId = useId();
  return (
    <StepForm
      busy={props.busy}
      submitLabel={m.checkout_continue()}
      onBack={props.onBack}
      read={(data): Checked<AddressDetails> => {
        const saved = props.saved.find((address) => address.id === choice);
        if (saved) {
          const { id: _, defaultShippingAddress: __, ...address } = saved;
          return { ok: true, input: address };
        }
        return { ok: true, input: addressFromForm(data) };
      }}
      send={props.onSubmit}
    >
      {props.saved.length > 0 ? (
        <fieldset className="space-y-2" aria-labelledby={legendId}>
          <legend id={legendId} className="font-medium">
            {m.checkout_saved_addresses()}
          </legend>
          {props.saved.map((address) => (
            <label key={address.id} className="flex items-start gap-2 rounded-md border border-[var(--border)] p-3">
              <input
                type="radio"
                name="savedAddress"
                value={address.id}
                checked={choice === address.id}
                onChange={() => setChoice(address.id)}
                className="mt-1"
              />
              <span>
                <span className="block font-medium">{address.fullName}</span>
                <span className="block text-sm">
                  {[address.streetLine1, address.streetLine2, `${address.postalCode} ${address.city}`]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </span>
            </label>
          ))}
          <label className="flex items-center gap-2 rounded-md border border-[var(--border)] p-3">
            <input
              type="radio"
              name="savedAddress"
              value="new"
              checked={choice === 'new'}
              onChange={() => setChoice('new')}
            />
            {m.checkout_new_address()}
          </label>
        </fieldset>
      ) : null}
      {choice === 'new' ? <AddressFields countries={props.countries} defaultValues={props.current} /> : null}
    </StepForm>
  );
}

export function ShippingStep(props: {
  busy: boolean;
  quotes: ShippingQuote[];
  currencyCode: string;
  selectedId: string | undefined;
  onSubmit: (shippingMethodId: string) => void;
  onBack: () => void;
}) {
  const legendId = useId();
  const locale = getLocale();
  return (
    <StepForm
      busy={props.busy}
      submitLabel={m.checkout_continue()}
      onBack={props.onBack}
      read={(data): Checked<string> => {
        const { shippingMethodId } = compactValues(data);
        // Nothing chosen: the browser's own check on the radio group says so.
        return shippingMethodId ? { ok: true, input: shippingMethodId } : { ok: false };
      }}
      send={props.onSubmit}
    >
      <fieldset className="space-y-2" aria-labelledby={legendId}>
        <legend id={legendId} className="sr-only">
          {m.checkout_step_shipping()}
        </legend>
        {props.quotes.map((quote, index) => (
          <label key={quote.id} className="flex items-start gap-2 rounded-md border border-[var(--border)] p-3">
            <input
              type="radio"
              name="shippingMethodId"
              value={quote.id}
              required
              defaultChecked={props.selectedId ? props.selectedId === quote.id : index === 0}
              className="mt-1"
            />
            <span className="flex-1">
              <span className="block font-medium">{quote.name}</span>
              {quote.description ? (
                <span
                  className="block text-sm text-[var(--muted-foreground)]"
                  // Vendure's shipping descriptions are staff-written rich text, sanitised on the server.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml from the server's allow-list sanitiser
                  dangerouslySetInnerHTML={{ __html: quote.description }}
                />
              ) : null}
            </span>
            <span>{formatMoney(quote.priceWithTax, props.currencyCode, locale)}</span>
          </label>
        ))}
      </fieldset>
    </StepForm>
  );
}

export function PaymentStep(props: {
  busy: boolean;
  options: PaymentOption[];
  payLabel: string;
  renderMethod: (option: PaymentOption) => ReactNode;
  onSubmit: (choice: PaymentChoice) => void;
  /** Absent when there is no step before payment (a signed-in shopper with tickets only). */
  onBack?: () => void;
}) {
  const eligible = props.options.filter((option) => option.isEligible);
  const [method, setMethod] = useState(eligible[0]?.code ?? '');
  const legendId = useId();
  if (eligible.length === 0) return <StepError message={m.checkout_no_payment_methods()} />;
  return (
    <StepForm
      busy={props.busy}
      submitLabel={props.payLabel}
      onBack={props.onBack}
      read={(data): Checked<PaymentChoice> => {
        const { paymentMethod: _, ...metadata } = compactValues(data);
        return { ok: true, input: { method, metadata } };
      }}
      send={props.onSubmit}
    >
      <fieldset className="space-y-2" aria-labelledby={legendId}>
        <legend id={legendId} className="sr-only">
          {m.checkout_step_payment()}
        </legend>
        {eligible.map((option) => (
          <div key={option.code} className="rounded-md border border-[var(--border)] p-3">
            <label className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="paymentMethod"
                value={option.code}
                checked={method === option.code}
                onChange={() => setMethod(option.code)}
              />
              {option.name}
            </label>
            {method === option.code ? <div className="mt-3 space-y-2">{props.renderMethod(option)}</div> : null}
          </div>
        ))}
      </fieldset>
    </StepForm>
  );
}
