import { useId } from 'react';
import type { AddressInput } from '~/lib/address-validation';
import { m } from '~/paraglide/messages';

interface AddressFieldsProps {
  countries: ReadonlyArray<{ code: string; name: string }>;
  defaultValues?: Partial<AddressInput>;
}

/** The labelled address inputs, named after addressInput's keys; usable inside any form. */
export function AddressFields({ countries, defaultValues = {} }: AddressFieldsProps) {
  const id = useId();
  const field = (name: keyof AddressInput, label: string, autoComplete: string, required = true) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        autoComplete={autoComplete}
        required={required}
        defaultValue={defaultValues[name] ?? ''}
        className="w-full rounded-md border border-[var(--border)] bg-transparent px-3 py-2"
      />
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{field('fullName', m.address_full_name(), 'name')}</div>
      <div className="sm:col-span-2">{field('streetLine1', m.address_street_1(), 'address-line1')}</div>
      <div className="sm:col-span-2">{field('streetLine2', m.address_street_2(), 'address-line2', false)}</div>
      {field('city', m.address_city(), 'address-level2')}
      {field('postalCode', m.address_postal_code(), 'postal-code')}
      <div className="space-y-1">
        <label htmlFor={`${id}-countryCode`} className="block text-sm font-medium">
          {m.address_country()}
        </label>
        <select
          id={`${id}-countryCode`}
          name="countryCode"
          autoComplete="country"
          required
          defaultValue={defaultValues.countryCode ?? 'BG'}
          className="w-full rounded-md border border-[var(--border)] bg-transparent px-3 py-2"
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      {field('phoneNumber', m.address_phone(), 'tel', false)}
    </div>
  );
}
