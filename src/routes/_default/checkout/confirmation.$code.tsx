import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { OrderFacts } from '~/components/checkout/order-details';
import { OrderSummary } from '~/components/checkout/order-summary';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { OrderTickets } from '~/components/tickets/ticket-list';
import { Button } from '~/components/ui/button';
import { orderIsPaid } from '~/lib/order-state';
import { pageMeta } from '~/lib/seo';
import { ORDER_CODE } from '~/lib/validation';
import { m } from '~/paraglide/messages';
import { getOrderByCode } from '~/server/functions/checkout.functions';

/** Before the payment settles (orderIsPaid) a card payment waits for the provider's webhook; the page asks again. */
const POLL_MS = 1500;

/** A card payment that arrived after the seat hold ran out: Vendure refunded it and the order stays open. */
const refunded = (order: { state: string; seatHold?: { state: string } | null }) =>
  !orderIsPaid(order.state) && order.seatHold?.state === 'REFUNDED';

const orderQuery = (code: string) =>
  queryOptions({
    queryKey: ['order', code],
    queryFn: () => getOrderByCode({ data: { code } }),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && !orderIsPaid(order.state) && !refunded(order) ? POLL_MS : false;
    },
  });

export const Route = createFileRoute('/_default/checkout/confirmation/$code')({
  loader: async ({ params, context }) => {
    if (!ORDER_CODE.test(params.code)) throw notFound();
    const order = await context.queryClient.fetchQuery(orderQuery(params.code));
    if (!order) throw notFound();
  },
  head: () => ({
    meta: [
      ...pageMeta({ title: m.confirmation_title(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  notFoundComponent: EntityNotFoundPage,
  component: ConfirmationPage,
});

function ConfirmationPage() {
  const { code } = Route.useParams();
  const { data: order } = useSuspenseQuery(orderQuery(code));
  if (!order) return <EntityNotFoundPage />;
  if (refunded(order)) return <RefundedPayment code={order.code} />;
  const paid = orderIsPaid(order.state);
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <section className="space-y-6">
        <h1 className="font-serif text-3xl">{m.confirmation_title()}</h1>
        <p data-testid="order-code">{m.confirmation_code({ code: order.code })}</p>
        {paid ? (
          <p role="status" data-testid="order-paid">
            {m.confirmation_paid({ email: order.customer?.emailAddress ?? '' })}
          </p>
        ) : (
          <p role="status" data-testid="order-waiting">
            {m.confirmation_waiting()}
          </p>
        )}
        <OrderFacts order={order} />
        <OrderTickets tickets={order.tickets} />
      </section>
      <OrderSummary order={order} title={m.confirmation_order()} />
    </div>
  );
}

/** Stripe's webhook came after the seats' hold ran out: the money went back, the order is still the cart. */
function RefundedPayment({ code }: { code: string }) {
  return (
    <section className="max-w-2xl space-y-6">
      <h1 className="font-serif text-3xl">{m.confirmation_refunded_title()}</h1>
      <p data-testid="order-code">{m.confirmation_code({ code })}</p>
      <p role="alert" data-testid="payment-refunded">
        {m.confirmation_refunded()}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/checkout">{m.checkout_back_to_checkout()}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/cart">{m.checkout_back_to_cart()}</Link>
        </Button>
      </div>
    </section>
  );
}
