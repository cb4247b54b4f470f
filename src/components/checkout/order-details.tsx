import { E_TICKET_SHIPPING_CODE } from '@foyer/shared/delivery';
import type { ResultOf } from '~/graphql/graphql';
import { countryName } from '~/lib/countries';
import { formatDateTime } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import { orderStateWords } from '~/lib/order-state-words';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { OrderDetailFragment } from '~/server/functions/order.graphql';

type OrderDetail = ResultOf<typeof OrderDetailFragment>;
type Address = OrderDetail['shippingAddress'];

/** The payment provider in the shopper's words. */
function paymentLabel(provider: string): string {
  if (provider === 'test-card') return m.payment_test_card();
  if (provider === 'stripe') return m.payment_card();
  return provider;
}

function AddressBlock({ title, address, locale }: { title: string; address: Address; locale: Locale }) {
  if (!address?.streetLine1) return null;
  const lines = [
    address.fullName,
    address.streetLine1,
    address.streetLine2,
    `${address.postalCode ?? ''} ${address.city ?? ''}`,
    countryName(address.countryCode, address.country, locale),
  ].filter((line): line is string => Boolean(line?.trim()));
  return (
    <div>
      <h2 className="font-medium">{title}</h2>
      <address className="not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

/**
 * When the order was placed, its state in words, how it is paid and delivered, and
 * its addresses: the confirmation's and the account's order page.
 */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const locale = getLocale();
  const payment = order.payments?.find((p) => p.state !== 'Declined' && p.state !== 'Error');
  const delivery = order.shippingLines[0]?.shippingMethod;
  // Tickets only are delivered as e-tickets: an address the order may still carry (from a
  // cart that had goods) is not where anything goes (ADR 058).
  const delivered = delivery?.code !== E_TICKET_SHIPPING_CODE;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {order.orderPlacedAt ? (
          <>
            <dt>{m.confirmation_placed()}</dt>
            <dd>{formatDateTime(order.orderPlacedAt, locale)}</dd>
          </>
        ) : null}
        <dt>{m.order_state()}</dt>
        <dd data-testid="order-state" data-state={order.state}>
          {orderStateWords(order.state)}
        </dd>
        {payment ? (
          <>
            <dt>{m.confirmation_payment()}</dt>
            <dd data-testid="payment-method">{paymentLabel(order.customFields?.paymentProvider ?? payment.method)}</dd>
          </>
        ) : null}
        {delivery ? (
          <>
            <dt>{m.cart_delivery()}</dt>
            <dd data-testid="delivery-method">{delivery.name}</dd>
          </>
        ) : null}
      </dl>
      {delivered ? (
        <div className="grid gap-6 sm:grid-cols-2">
          <AddressBlock title={m.confirmation_shipping_address()} address={order.shippingAddress} locale={locale} />
          <AddressBlock title={m.confirmation_billing_address()} address={order.billingAddress} locale={locale} />
        </div>
      ) : null}
    </>
  );
}
