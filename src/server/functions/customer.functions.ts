import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { passwordSchema, requestEmailChangeInput } from '~/lib/account-validation';
import { addressInput, profileInput } from '~/lib/address-validation';
import { type Country, localizeCountries } from '~/lib/countries';
import { schema } from '~/lib/schema';
import { getLocale } from '~/paraglide/runtime';
import { shopApi, withSession } from '../vendure/vendure.server';
import { VendureError } from '../vendure/vendure-client.server';
import { notSignedIn, resultOf } from './account.functions';
import {
  CreateCustomerAddress,
  DeleteCustomerAddress,
  GetChannelCountries,
  GetCustomerAddresses,
  RequestUpdateCustomerEmailAddress,
  UpdateCustomer,
  UpdateCustomerAddress,
  UpdateCustomerPassword,
} from './customer.graphql';

/** What an address or profile change tells the form. */
export type CustomerResult =
  | { ok: true; id?: string }
  | { ok: false; errorCode: 'NOT_SIGNED_IN' | 'VENDURE_ERROR'; message: string };

const NOT_SIGNED_IN: CustomerResult = { ok: false, errorCode: 'NOT_SIGNED_IN', message: '' };

/** Vendure answers a change it refuses (unknown country, expired session) with a GraphQL error. */
function attempt(run: () => Promise<string | undefined>): Promise<CustomerResult> {
  return withSession(
    () => NOT_SIGNED_IN,
    async (): Promise<CustomerResult> => {
      try {
        return { ok: true, id: await run() };
      } catch (error) {
        if (error instanceof VendureError && error.kind === 'graphql') {
          const forbidden = error.graphqlErrors.some((e) => e.extensions?.code === 'FORBIDDEN');
          // The transport has logged the message; it is not for users.
          return forbidden ? NOT_SIGNED_IN : { ok: false, errorCode: 'VENDURE_ERROR', message: '' };
        }
        throw error;
      }
    },
  );
}

const idSchema = schema(() =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
);

/** The countries of the channel's default shipping zone, named in the page's language and sorted. */
export const getChannelCountries = createServerFn({ method: 'GET' }).handler(async (): Promise<Country[]> => {
  const { activeChannel } = await shopApi(GetChannelCountries, {});
  const members = activeChannel.defaultShippingZone?.members ?? [];
  return localizeCountries(
    members.map((member) => ({ code: member.code, name: member.name })),
    getLocale(),
  );
});

/** The signed-in customer's addresses, or null when nobody is signed in. */
export const getCustomerAddresses = createServerFn({ method: 'GET' }).handler(() =>
  withSession(
    () => null,
    async () => (await shopApi(GetCustomerAddresses, {})).activeCustomer?.addresses ?? null,
  ),
);

export type CustomerAddress = NonNullable<Awaited<ReturnType<typeof getCustomerAddresses>>>[number];

const defaultsInput = schema(() =>
  z.object({
    defaultShippingAddress: z.boolean().optional(),
    defaultBillingAddress: z.boolean().optional(),
  }),
);

export const createCustomerAddress = createServerFn({ method: 'POST' })
  .validator(addressInput.extend(defaultsInput.shape))
  .handler(({ data }) =>
    attempt(async () => (await shopApi(CreateCustomerAddress, { input: data })).createCustomerAddress.id),
  );

/** Changes an address; every field but the id is optional, so "make default" sends only its flag. */
export const updateCustomerAddress = createServerFn({ method: 'POST' })
  .validator(addressInput.partial().extend(defaultsInput.shape).extend({ id: idSchema }))
  .handler(({ data }) =>
    attempt(async () => {
      // A whole address (it has a name) sends emptied optional lines as "", so Vendure clears them.
      const input =
        data.fullName === undefined
          ? data
          : { ...data, streetLine2: data.streetLine2 ?? '', phoneNumber: data.phoneNumber ?? '' };
      return (await shopApi(UpdateCustomerAddress, { input })).updateCustomerAddress.id;
    }),
  );

export const deleteCustomerAddress = createServerFn({ method: 'POST' })
  .validator(z.object({ id: idSchema }))
  .handler(({ data }) =>
    attempt(async () => {
      await shopApi(DeleteCustomerAddress, data);
      return data.id;
    }),
  );

/** Title, names and phone number of the signed-in customer. */
export const updateCustomer = createServerFn({ method: 'POST' })
  .validator(profileInput)
  .handler(({ data }) => attempt(async () => (await shopApi(UpdateCustomer, { input: data })).updateCustomer.id));

/** Changes the password; a wrong current password answers INVALID_CREDENTIALS_ERROR. */
export const updateCustomerPassword = createServerFn({ method: 'POST' })
  .validator(z.object({ currentPassword: z.string().min(1).max(200), newPassword: passwordSchema }))
  .handler(({ data }) =>
    withSession(notSignedIn, async () =>
      resultOf((await shopApi(UpdateCustomerPassword, data)).updateCustomerPassword),
    ),
  );

/**
 * Asks Vendure to send a confirmation link to a new address; the address changes only
 * when that link is opened. A wrong password answers INVALID_CREDENTIALS_ERROR, an
 * address in use EMAIL_ADDRESS_CONFLICT_ERROR.
 */
export const requestEmailChange = createServerFn({ method: 'POST' })
  .validator(requestEmailChangeInput)
  .handler(({ data }) =>
    withSession(notSignedIn, async () =>
      resultOf((await shopApi(RequestUpdateCustomerEmailAddress, data)).requestUpdateCustomerEmailAddress),
    ),
  );
