import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { OrderSummary } from '~/components/checkout/order-summary';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { getOrderByCode } from '~/server/checkout.functions';

const ORDER_CODE = /^[A-Z0-9]{1,40}$/;
/** States in which the payment is done; before them a card payment waits for the provider's webhook. */
const PAID_STATES = new Set(['PaymentAuthorized', 'PaymentSettled', 'PartiallyShipped', 'Shipped', 'Delivered']);
const POLL_MS = 1500;

/** A card payment that arrived after the seat hold ran out: Vendure refunded it and the order stays open. */
const refunded = (order: { state: string; seatHold?: { state: string } | null }) =>
  !PAID_STATES.has(order.state) && order.seatHold?.state === 'REFUNDED';

const orderQuery = (code: string) =>
  queryOptions({
    queryKey: ['order', code],
    queryFn: () => getOrderByCode({ data: { code } }),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && !PAID_STATES.has(order.state) && !refunded(order) ? POLL_MS : false;
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

type Address = {
  fullName?: string | null;
  streetLine1?: string | null;
  streetLine2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country?: string | null;
};

function AddressBlock({ title, address }: { title: string; address: Address | null | undefined }) {
  if (!address?.streetLine1) return null;
  return (
    <div>
      <h3 className="font-medium">{title}</h3>
      <address className="not-italic">
        {[
          address.fullName,
          address.streetLine1,
          address.streetLine2,
          `${address.postalCode ?? ''} ${address.city ?? ''}`,
          address.country,
        ]
          .filter((line) => line?.trim())
          .map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
      </address>
    </div>
  );
}

/** The payment provider in the shopper's words. */
function paymentLabel(provider: string): string {
  if (provider === 'test-card') return m.payment_test_card();
  if (provider === 'stripe') return m.payment_card();
  return provider;
}

function ConfirmationPage() {
  const { code } = Route.useParams();
  const { data: order } = useSuspenseQuery(orderQuery(code));
  if (!order) return <EntityNotFoundPage />;
  if (refunded(order)) return <RefundedPayment code={order.code} />;
  const paid = PAID_STATES.has(order.state);
  const payment = order.payments?.find((p) => p.state !== 'Declined' && p.state !== 'Error');
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
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {order.orderPlacedAt ? (
            <>
              <dt>{m.confirmation_placed()}</dt>
              <dd>{formatDateTime(order.orderPlacedAt, getLocale())}</dd>
            </>
          ) : null}
          <dt>{m.order_state()}</dt>
          <dd data-testid="order-state">{order.state}</dd>
          {payment ? (
            <>
              <dt>{m.confirmation_payment()}</dt>
              <dd data-testid="payment-method">
                {paymentLabel(order.customFields?.paymentProvider ?? payment.method)}
              </dd>
            </>
          ) : null}
          {order.shippingLines[0] ? (
            <>
              <dt>{m.cart_shipping()}</dt>
              <dd>{order.shippingLines[0].shippingMethod.name}</dd>
            </>
          ) : null}
        </dl>
        <div className="grid gap-6 sm:grid-cols-2">
          <AddressBlock title={m.confirmation_shipping_address()} address={order.shippingAddress} />
          <AddressBlock title={m.confirmation_billing_address()} address={order.billingAddress} />
        </div>
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
