import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { accountErrorText } from '~/components/account/account-form';
import { AddressFields, addressFromForm, addressValues } from '~/components/account/address-fields';
import { FormFeedback } from '~/components/forms/form-feedback';
import { failureFeedback, useFormSubmit } from '~/components/forms/use-form-submit';
import { Button } from '~/components/ui/button';
import { type AddressInput, addressErrors, addressInput } from '~/lib/address-validation';
import { type Country, countryName } from '~/lib/countries';
import type { Feedback } from '~/lib/form-submit';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import {
  type CustomerAddress,
  type CustomerResult,
  createCustomerAddress,
  deleteCustomerAddress,
  updateCustomerAddress,
} from '~/server/functions/customer.functions';

function failureText(result: Extract<CustomerResult, { ok: false }>) {
  return accountErrorText(result.errorCode === 'VENDURE_ERROR' ? { ...result, errorCode: 'UNKNOWN' } : result);
}

export interface AddressBookProps {
  addresses: CustomerAddress[];
  countries: Country[];
}

/** The signed-in customer's addresses: add, edit, delete, and choose the defaults. */
export function AddressBook({ addresses, countries }: AddressBookProps) {
  const router = useRouter();
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  /** Runs a change and reloads the list; the outcome as the customer reads it. */
  const change = async (call: () => Promise<CustomerResult>, doneText: string): Promise<Feedback> => {
    try {
      const result = await call();
      if (!result.ok) return { kind: 'error', text: failureText(result) };
      await router.invalidate();
      return { kind: 'done', text: doneText };
    } catch (error) {
      return failureFeedback(error);
    }
  };
  /** Runs a change from an address card and reports its outcome above the list. */
  const run = async (call: () => Promise<CustomerResult>, doneText: string) => {
    setFeedback(await change(call, doneText));
  };
  /** Saves from the editor: success closes it and reports above the list; a failure stays in the editor. */
  const save = async (call: () => Promise<CustomerResult>): Promise<Feedback> => {
    const outcome = await change(call, m.address_saved());
    if (outcome?.kind !== 'done') return outcome;
    setFeedback(outcome);
    setEditing(null);
    return null;
  };

  return (
    <section aria-labelledby="addresses-title" className="space-y-6">
      <h1 id="addresses-title" className="font-serif text-3xl">
        {m.account_addresses()}
      </h1>
      <FormFeedback feedback={editing ? null : feedback} />
      {addresses.length === 0 ? <p>{m.addresses_none()}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {addresses.map((address) => (
          <li key={address.id}>
            {editing === address.id ? (
              <AddressEditor
                title={m.address_edit_title()}
                countries={countries}
                address={address}
                onCancel={() => setEditing(null)}
                onSave={(input) => save(() => updateCustomerAddress({ data: { id: address.id, ...input } }))}
              />
            ) : (
              <AddressCard
                address={address}
                confirming={confirming === address.id}
                onEdit={() => {
                  setFeedback(null);
                  setEditing(address.id);
                }}
                onAskDelete={() => setConfirming(address.id)}
                onCancelDelete={() => setConfirming(null)}
                onDelete={async () => {
                  setConfirming(null);
                  await run(() => deleteCustomerAddress({ data: { id: address.id } }), m.address_deleted());
                }}
                onDefault={(kind) =>
                  run(
                    () =>
                      updateCustomerAddress({
                        data: {
                          id: address.id,
                          ...(kind === 'shipping' ? { defaultShippingAddress: true } : { defaultBillingAddress: true }),
                        },
                      }),
                    m.address_default_set(),
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressEditor
          title={m.address_new_title()}
          countries={countries}
          onCancel={() => setEditing(null)}
          onSave={(input) =>
            save(() =>
              createCustomerAddress({
                data: {
                  ...input,
                  // The first address becomes the default for both.
                  defaultShippingAddress: addresses.length === 0,
                  defaultBillingAddress: addresses.length === 0,
                },
              }),
            )
          }
        />
      ) : (
        <Button
          type="button"
          onClick={() => {
            setFeedback(null);
            setEditing('new');
          }}
        >
          {m.address_add()}
        </Button>
      )}
    </section>
  );
}

interface AddressCardProps {
  address: CustomerAddress;
  confirming: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
  onDefault: (kind: 'shipping' | 'billing') => void;
}

function AddressCard({
  address,
  confirming,
  onEdit,
  onAskDelete,
  onCancelDelete,
  onDelete,
  onDefault,
}: AddressCardProps) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-md border border-[var(--border)] p-4">
      <h2 id={titleId} className="font-semibold">
        {address.fullName || address.streetLine1}
      </h2>
      <address className="not-italic">
        {address.company ? <div>{address.company}</div> : null}
        <div>{address.streetLine1}</div>
        {address.streetLine2 ? <div>{address.streetLine2}</div> : null}
        <div>
          {address.postalCode} {address.city}
          {address.province ? `, ${address.province}` : ''}
        </div>
        <div>{countryName(address.country.code, address.country.name, getLocale())}</div>
        {address.phoneNumber ? <div>{address.phoneNumber}</div> : null}
      </address>
      {address.defaultShippingAddress || address.defaultBillingAddress ? (
        <ul className="flex flex-wrap gap-2 text-xs">
          {address.defaultShippingAddress ? (
            <li className="rounded-full border border-[var(--border)] px-2 py-0.5">{m.address_default_shipping()}</li>
          ) : null}
          {address.defaultBillingAddress ? (
            <li className="rounded-full border border-[var(--border)] px-2 py-0.5">{m.address_default_billing()}</li>
          ) : null}
        </ul>
      ) : null}
      {confirming ? (
        <div className="space-y-2">
          <p>{m.address_delete_confirm()}</p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmRef} type="button" size="sm" onClick={onDelete}>
              {m.address_delete_yes()}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={onCancelDelete}>
              {m.address_cancel()}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            {m.address_edit()}
          </Button>
          {address.defaultShippingAddress ? null : (
            <Button type="button" variant="outline" size="sm" onClick={() => onDefault('shipping')}>
              {m.address_make_default_shipping()}
            </Button>
          )}
          {address.defaultBillingAddress ? null : (
            <Button type="button" variant="outline" size="sm" onClick={() => onDefault('billing')}>
              {m.address_make_default_billing()}
            </Button>
          )}
          <Button type="button" variant="outline" size="sm" onClick={onAskDelete}>
            {m.address_delete()}
          </Button>
        </div>
      )}
    </article>
  );
}

interface AddressEditorProps {
  title: string;
  countries: Country[];
  address?: CustomerAddress;
  /** Saves; resolves to a message for the editor to show (null when the editor closes). */
  onSave: (input: ReturnType<typeof addressInput.parse>) => Promise<Feedback>;
  onCancel: () => void;
}

/** The add and edit form: checks the fields first and moves focus to the first one that is wrong. */
function AddressEditor({ title, countries, address, onSave, onCancel }: AddressEditorProps) {
  const titleId = useId();
  const { busy, feedback, errors, form } = useFormSubmit<ReturnType<typeof addressInput.parse>, keyof AddressInput>({
    read: (data) => {
      const fields = addressFromForm(data);
      const parsed = addressInput.safeParse(fields);
      return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: addressErrors(fields) };
    },
    send: async (input) => ({ feedback: await onSave(input) }),
  });
  // Opening the editor moves focus to its first field.
  useEffect(() => {
    form.ref.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [form.ref]);
  return (
    <section aria-labelledby={titleId} className="max-w-xl space-y-4 rounded-md border border-[var(--border)] p-4">
      <h2 id={titleId} className="font-serif text-2xl">
        {title}
      </h2>
      <form {...form} noValidate className="space-y-4">
        <AddressFields
          countries={countries}
          errors={errors}
          defaultValues={address ? addressValues(address) : undefined}
        />
        <FormFeedback feedback={feedback} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {m.address_save()}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {m.address_cancel()}
          </Button>
        </div>
      </form>
    </section>
  );
}
