import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '~/components/checkout/checkout-page';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getStripePublishableKey } from '~/server/functions/checkout.functions';
import { getChannelCountries, getCustomerAddresses } from '~/server/functions/customer.functions';
import { activeOrderDetailQuery, checkoutQuery } from '~/server/functions/queries';

export const Route = createFileRoute('/_default/checkout/')({
  loader: async ({ context }) => {
    const checkout = await context.queryClient.fetchQuery(checkoutQuery());
    context.queryClient.setQueryData(activeOrderDetailQuery().queryKey, checkout.order);
    const [countries, addresses, stripeKey] = await Promise.all([
      getChannelCountries(),
      checkout.signedIn ? getCustomerAddresses() : null,
      getStripePublishableKey(),
    ]);
    return { countries, addresses: addresses ?? [], stripeKey };
  },
  head: () => ({
    meta: [
      ...pageMeta({ title: m.checkout_title(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return <CheckoutPage {...Route.useLoaderData()} />;
}
