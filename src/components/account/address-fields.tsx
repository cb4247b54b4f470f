import { useId } from 'react';
import type { AddressInput } from '~/lib/address-validation';
import type { Country } from '~/lib/countries';
import { m } from '~/paraglide/messages';
import type { CustomerAddress } from '~/server/functions/customer.functions';

export type AddressErrors = Partial<Record<keyof AddressInput, boolean>>;

interface AddressFieldsProps {
  /** From getChannelCountries(): named in the page language and sorted. */
  countries: Country[];
  defaultValues?: Partial<AddressInput>;
  /** Fields to mark invalid (e.g. from addressErrors()); each gets a message and aria-invalid. */
  errors?: AddressErrors;
}

const inputClass =
  'w-full rounded-md border border-[var(--border)] bg-transparent px-3 py-2 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

/**
 * The inputs of one postal address, named like addressInput's keys, labelled and with
 * autocomplete hints. No <form> of its own: it goes inside the address book's form or
 * the checkout's.
 */
export function AddressFields({ countries, defaultValues = {}, errors = {} }: AddressFieldsProps) {
  const base = useId();
  const text = (
    name: Exclude<keyof AddressInput, 'countryCode'>,
    label: string,
    autoComplete: string,
    options: { required?: boolean; maxLength: number; type?: string },
  ) => {
    const id = `${base}-${name}`;
    const invalid = Boolean(errors[name]);
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={autoComplete}
          required={options.required}
          maxLength={options.maxLength}
          defaultValue={defaultValues[name] ?? ''}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={inputClass}
        />
        {invalid ? (
          <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
            {m.address_error_required()}
          </p>
        ) : null}
      </div>
    );
  };
  const countryId = `${base}-countryCode`;
  const countryInvalid = Boolean(errors.countryCode);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {text('fullName', m.address_full_name(), 'name', { required: true, maxLength: 200 })}
      </div>
      <div className="sm:col-span-2">
        {text('streetLine1', m.address_street1(), 'address-line1', { required: true, maxLength: 200 })}
      </div>
      <div className="sm:col-span-2">
        {text('streetLine2', m.address_street2(), 'address-line2', { maxLength: 200 })}
      </div>
      {text('postalCode', m.address_postal_code(), 'postal-code', { required: true, maxLength: 20 })}
      {text('city', m.address_city(), 'address-level2', { required: true, maxLength: 100 })}
      <div className="space-y-1">
        <label htmlFor={countryId} className="block text-sm font-medium">
          {m.address_country()}
        </label>
        <select
          id={countryId}
          name="countryCode"
          autoComplete="country"
          required
          defaultValue={defaultValues.countryCode ?? ''}
          aria-invalid={countryInvalid || undefined}
          aria-describedby={countryInvalid ? `${countryId}-error` : undefined}
          className={`${inputClass} bg-[var(--background)]`}
        >
          <option value="" disabled>
            {m.address_choose_country()}
          </option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {countryInvalid ? (
          <p id={`${countryId}-error`} className="text-sm text-red-700 dark:text-red-400">
            {m.address_error_country()}
          </p>
        ) : null}
      </div>
      {text('phoneNumber', m.account_phone(), 'tel', { maxLength: 40, type: 'tel' })}
    </div>
  );
}

/** Reads an address from a form's fields (the names AddressFields gives its inputs). */
export function addressFromForm(data: FormData): Record<keyof AddressInput, string> {
  const get = (name: keyof AddressInput) => String(data.get(name) ?? '');
  return {
    fullName: get('fullName'),
    streetLine1: get('streetLine1'),
    streetLine2: get('streetLine2'),
    city: get('city'),
    postalCode: get('postalCode'),
    countryCode: get('countryCode'),
    phoneNumber: get('phoneNumber'),
  };
}

/** A saved address as the form's values: what it lacks is an empty field. */
export function addressValues(address: CustomerAddress): Record<keyof AddressInput, string> {
  return {
    fullName: address.fullName ?? '',
    streetLine1: address.streetLine1,
    streetLine2: address.streetLine2 ?? '',
    city: address.city ?? '',
    postalCode: address.postalCode ?? '',
    countryCode: address.country.code,
    phoneNumber: address.phoneNumber ?? '',
  };
}
