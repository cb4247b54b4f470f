import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { addressValues } from '~/components/account/address-fields';
import { Button } from '~/components/ui/button';
import type { Country } from '~/lib/countries';
import { formatMoney } from '~/lib/format';
import { reservedPerformanceOf } from '~/lib/seating/order-seats';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { CustomerAddress } from '~/server/functions/customer.functions';
import { AddressStep, CustomerStep, PaymentStep, ShippingStep } from './checkout-steps';
import { SeatHoldExpired, SeatHoldTimer } from './seat-hold';
import { StripePayment } from './stripe-payment';
import type { Checkout } from './use-checkout';

// Loaded when the test card is offered: a shop with Stripe configured (production) never
// does, so its shoppers do not download its fields and hint in seven languages.
const TestCardFields = lazy(() => import('./test-card-fields').then((module) => ({ default: module.TestCardFields })));

export const STEPS = ['customer', 'address', 'shipping', 'payment'] as const;
export const STEP_LABEL: Record<(typeof STEPS)[number], () => string> = {
  customer: () => m.checkout_step_customer(),
  address: () => m.checkout_step_address(),
  shipping: () => m.checkout_step_shipping(),
  payment: () => m.checkout_step_payment(),
};

/** The steps this shopper goes through: no details when signed in, no address or delivery for tickets only. */
export function shownSteps({ signedIn, ticketsOnly }: { signedIn: boolean; ticketsOnly: boolean }) {
  return STEPS.filter(
    (name) => !(signedIn && name === 'customer') && !(ticketsOnly && (name === 'address' || name === 'shipping')),
  );
}

export interface StepViewProps {
  machine: Checkout;
  countries: Country[];
  addresses: CustomerAddress[];
  stripeKey: string | null;
}

/** The current step's title and form (or message), by the machine's state. */
export function stepView({ machine, countries, addresses, stripeKey }: StepViewProps): {
  title: string;
  body: ReactNode;
} {
  const { checkout, order, send, step, sub, busy, context, holdExpired, registerStripe, snapshot } = machine;
  // The way back from payment, when there is a step before it (ADR 058).
  const back = snapshot.can({ type: 'BACK' }) ? () => send({ type: 'BACK' }) : undefined;
  const locale = getLocale();
  const currency = order?.currencyCode ?? 'EUR';
  const address = order?.shippingAddress;

  let body: ReactNode;
  let title = STEP_LABEL[step as (typeof STEPS)[number]]?.() ?? m.checkout_title();
  if (snapshot.hasTag('seatsExpired')) {
    const performanceId = reservedPerformanceOf(order?.seats ?? [], order?.lines ?? []);
    return {
      title: m.checkout_seats_expired_title(),
      body: (
        <div className="space-y-4">
          <p role="alert" data-testid="seats-expired">
            {m.checkout_seats_expired()}
          </p>
          <div className="flex flex-wrap gap-3">
            {performanceId ? (
              <Button asChild>
                <Link to="/seats/$performanceId" params={{ performanceId }}>
                  {m.checkout_seats_choose_again()}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant={performanceId ? 'outline' : 'default'}>
              <Link to="/cart">{m.checkout_seats_to_cart()}</Link>
            </Button>
          </div>
        </div>
      ),
    };
  }
  switch (step) {
    case 'empty':
      title = m.checkout_title();
      body = (
        <>
          <p>{m.cart_empty()}</p>
          <Link to="/plays" className="underline underline-offset-4">
            {m.nav_plays()}
          </Link>
        </>
      );
      break;
    case 'customer':
      body = (
        <CustomerStep
          busy={busy}
          defaults={order?.customer ?? {}}
          onSubmit={(customer) => send({ type: 'SUBMIT_CUSTOMER', customer })}
        />
      );
      break;
    case 'address':
      body = (
        <AddressStep
          busy={busy}
          countries={countries}
          saved={addresses.map((saved) => ({
            ...addressValues(saved),
            id: saved.id,
            defaultShippingAddress: saved.defaultShippingAddress,
          }))}
          current={{
            fullName: address?.fullName ?? [order?.customer?.firstName, order?.customer?.lastName].join(' ').trim(),
            streetLine1: address?.streetLine1 ?? '',
            streetLine2: address?.streetLine2 ?? '',
            city: address?.city ?? '',
            postalCode: address?.postalCode ?? '',
            // The theatre is in Bulgaria: most deliveries go there.
            countryCode: address?.countryCode ?? 'BG',
            phoneNumber: address?.phoneNumber ?? '',
          }}
          onSubmit={(details) => send({ type: 'SUBMIT_ADDRESS', address: details })}
          onBack={checkout.signedIn ? undefined : () => send({ type: 'BACK' })}
        />
      );
      break;
    case 'shipping':
      body =
        sub === 'unavailable' ? (
          <Button onClick={() => send({ type: 'RETRY' })}>{m.checkout_retry()}</Button>
        ) : sub === 'loading' ? (
          <p role="status">{m.checkout_loading()}</p>
        ) : (
          <ShippingStep
            busy={busy}
            quotes={context.shippingQuotes}
            currencyCode={currency}
            selectedId={order?.shippingLines[0]?.shippingMethod.id}
            onSubmit={(shippingMethodId) => send({ type: 'SUBMIT_SHIPPING', shippingMethodId })}
            onBack={() => send({ type: 'BACK' })}
          />
        );
      break;
    case 'payment':
    case 'transition':
      title = sub === 'expired' ? m.checkout_hold_expired_title() : m.checkout_step_payment();
      body =
        sub === 'unavailable' || sub === 'unheld' ? (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => send({ type: 'RETRY' })}>{m.checkout_retry()}</Button>
            {back ? (
              <Button variant="outline" onClick={back}>
                {m.checkout_back()}
              </Button>
            ) : null}
          </div>
        ) : sub === 'holding' ? (
          <p role="status">{m.checkout_holding()}</p>
        ) : sub === 'loading' || sub === 'releasing' ? (
          <p role="status">{m.checkout_loading()}</p>
        ) : sub === 'expired' ? (
          <SeatHoldExpired onHoldAgain={() => send({ type: 'HOLD_AGAIN' })} onBack={back} />
        ) : (
          <>
            {context.hold ? <SeatHoldTimer expiresAt={context.hold.expiresAt} onExpired={holdExpired} /> : null}
            <PaymentStep
              busy={busy}
              options={context.paymentOptions}
              payLabel={m.checkout_pay({ total: formatMoney(order?.totalWithTax ?? 0, currency, locale) })}
              renderMethod={(option) => {
                if (option.code === 'test-card') {
                  return (
                    <Suspense fallback={null}>
                      <TestCardFields />
                    </Suspense>
                  );
                }
                if (option.code === 'stripe' && stripeKey && order) {
                  return (
                    <StripePayment
                      publishableKey={stripeKey}
                      amount={order.totalWithTax}
                      currencyCode={order.currencyCode}
                      register={registerStripe}
                    />
                  );
                }
                return null;
              }}
              onSubmit={(payment) => send({ type: 'SUBMIT_PAYMENT', payment })}
              onBack={back}
            />
            {step === 'transition' ? <p role="status">{m.checkout_placing_order()}</p> : null}
          </>
        );
      break;
    case 'transitionError':
      title = m.checkout_transition_error_title();
      body = context.transition ? (
        <div className="space-y-4">
          <p role="alert">{context.transition.message}</p>
          {/* A refusal worded for the shopper (too many seats, ADR 077) comes without Vendure's reason: nothing technical to show. */}
          {context.transition.transitionError ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm" data-testid="transition-error">
              <dt>{m.checkout_transition_from()}</dt>
              <dd>{context.transition.fromState}</dd>
              <dt>{m.checkout_transition_to()}</dt>
              <dd>{context.transition.toState}</dd>
              <dt>{m.checkout_transition_reason()}</dt>
              <dd>{context.transition.transitionError}</dd>
            </dl>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => send({ type: 'BACK' })}>{m.checkout_back_to_checkout()}</Button>
            <Button asChild variant="outline">
              <Link to="/cart">{m.checkout_back_to_cart()}</Link>
            </Button>
          </div>
        </div>
      ) : null;
      break;
    case 'insufficientStock':
      title = m.checkout_stock_title();
      body = (
        <div className="space-y-4">
          <p role="alert" data-testid="stock-message">
            {context.stock?.message}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/cart">{m.checkout_fix_cart()}</Link>
            </Button>
            <Button variant="outline" onClick={() => send({ type: 'RETRY' })}>
              {m.checkout_resume()}
            </Button>
          </div>
        </div>
      );
      break;
    case 'failed':
      title = m.checkout_title();
      body = <Button onClick={() => send({ type: 'RETRY' })}>{m.checkout_retry()}</Button>;
      break;
    default:
      body = <p role="status">{m.checkout_loading()}</p>;
  }

  return { title, body };
}
