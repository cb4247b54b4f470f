import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { OrderFacts } from '~/components/checkout/order-details';
import { OrderSummary } from '~/components/checkout/order-summary';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { OrderTickets } from '~/components/tickets/ticket-list';
import { pageMeta } from '~/lib/seo';
import { ORDER_CODE } from '~/lib/validation';
import { m } from '~/paraglide/messages';
import { getCustomerOrder } from '~/server/functions/account.functions';

/** One of the signed-in customer's orders; anyone else's code is a 404, as if it did not exist. */
export const Route = createFileRoute('/_default/account/orders/$code')({
  loader: async ({ params }) => {
    if (!ORDER_CODE.test(params.code)) throw notFound();
    const order = await getCustomerOrder({ data: { code: params.code } });
    if (!order) throw notFound();
    return order;
  },
  head: ({ loaderData }) => ({
    meta: [
      ...pageMeta({
        title: loaderData ? m.account_order_title({ code: loaderData.code }) : m.account_orders(),
        siteTitle: m.site_title(),
      }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  notFoundComponent: EntityNotFoundPage,
  component: CustomerOrderPage,
});

function CustomerOrderPage() {
  const order = Route.useLoaderData();
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <section className="space-y-6" aria-labelledby="order-title">
        <Link to="/account/orders" className="text-sm underline underline-offset-4">
          {m.account_order_back()}
        </Link>
        <h1 id="order-title" className="font-serif text-3xl" data-testid="order-code">
          {m.account_order_title({ code: order.code })}
        </h1>
        <OrderFacts order={order} />
        <OrderTickets tickets={order.tickets} />
      </section>
      <OrderSummary order={order} title={m.confirmation_order()} />
    </div>
  );
}
