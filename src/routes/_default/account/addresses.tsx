import { createFileRoute } from '@tanstack/react-router';
import { AddressBook } from '~/components/account/address-book';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getChannelCountries, getCustomerAddresses } from '~/server/functions/customer.functions';

export const Route = createFileRoute('/_default/account/addresses')({
  loader: async () => {
    const [addresses, countries] = await Promise.all([getCustomerAddresses(), getChannelCountries()]);
    return { addresses: addresses ?? [], countries };
  },
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_addresses(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: AddressesRoute,
});

function AddressesRoute() {
  return <AddressBook {...Route.useLoaderData()} />;
}
