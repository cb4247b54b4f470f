import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '~/components/cart/cart-page';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { activeOrderDetailQuery } from '~/server/functions/queries';

export const Route = createFileRoute('/_default/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(activeOrderDetailQuery()),
  head: () => ({
    meta: [...pageMeta({ title: m.cart_title(), siteTitle: m.site_title() }), { name: 'robots', content: 'noindex' }],
  }),
  component: CartPage,
});
