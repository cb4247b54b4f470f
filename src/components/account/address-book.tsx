import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { accountErrorText } from '~/components/account/account-form';
import { type AddressErrors, AddressFields, addressFromForm, addressValues } from '~/components/account/address-fields';
import { type Feedback, FormFeedback } from '~/components/account/profile-forms';
import { Button } from '~/components/ui/button';
import { addressErrors, addressInput } from '~/lib/address-validation';
import type { Country } from '~/lib/countries';
import { m } from '~/paraglide/messages';
import {
  type CustomerAddress,
  type CustomerResult,
  createCustomerAddress,
  deleteCustomerAddress,
  updateCustomerAddress,
} from '~/server/customer.functions';

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

  /** Runs a change, reloads the list and reports the outcome. */
  const run = async (change: () => Promise<CustomerResult>, doneText: string) => {
    try {
      const result = await change();
      if (!result.ok) {
        setFeedback({ kind: 'error', text: failureText(result) });
        return false;
      }
      await router.invalidate();
      setFeedback({ kind: 'done', text: doneText });
      return true;
    } catch {
      setFeedback({ kind: 'error', text: m.account_error_generic() });
      return false;
    }
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
                onSave={async (input) => {
                  const ok = await run(
                    () => updateCustomerAddress({ data: { id: address.id, ...input } }),
                    m.address_saved(),
                  );
                  if (ok) setEditing(null);
                  return ok;
                }}
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
          onSave={async (input) => {
            const ok = await run(
              () =>
                createCustomerAddress({
                  data: {
                    ...input,
                    // The first address becomes the default for both.
                    defaultShippingAddress: addresses.length === 0,
                    defaultBillingAddress: addresses.length === 0,
                  },
                }),
              m.address_saved(),
            );
            if (ok) setEditing(null);
            return ok;
          }}
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
        <div>{address.country.name}</div>
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
  onSave: (input: ReturnType<typeof addressInput.parse>) => Promise<boolean>;
  onCancel: () => void;
}

/** The add and edit form: checks the fields first and moves focus to the first one that is wrong. */
function AddressEditor({ title, countries, address, onSave, onCancel }: AddressEditorProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [pending, setPending] = useState(false);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the first wrong field after each check
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = addressFromForm(new FormData(event.currentTarget));
    const parsed = addressInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(addressErrors(fields));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSave(parsed.data);
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby={titleId} className="max-w-xl space-y-4 rounded-md border border-[var(--border)] p-4">
      <h2 id={titleId} className="font-serif text-2xl">
        {title}
      </h2>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="space-y-4">
        <AddressFields
          countries={countries}
          errors={errors}
          defaultValues={address ? addressValues(address) : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
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
