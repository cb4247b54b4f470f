import { createServerFn } from '@tanstack/react-start';
import { FORMAT_LOCALE } from '~/lib/locales';
import { getLocale } from '~/paraglide/runtime';
import { GetChannelCountries, GetCustomerAddresses } from './customer.graphql';
import { hasSession, shopApi } from './vendure.server';

/** The countries of the channel's default shipping zone, named and sorted in the page language. */
export const getChannelCountries = createServerFn({ method: 'GET' }).handler(async () => {
  const { activeChannel } = await shopApi(GetChannelCountries, {});
  const collator = new Intl.Collator(FORMAT_LOCALE[getLocale()]);
  return (activeChannel.defaultShippingZone?.members ?? [])
    .map(({ code, name }) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
});

/** The signed-in customer's saved addresses, or null for a guest. */
export const getCustomerAddresses = createServerFn({ method: 'GET' }).handler(async () => {
  if (!hasSession()) return null;
  return (await shopApi(GetCustomerAddresses, {})).activeCustomer?.addresses ?? null;
});
