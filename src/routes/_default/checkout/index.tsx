import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { createCheckoutActors, type PaymentHandler } from '~/components/checkout/checkout-actors';
import {
  AddressStep,
  CustomerStep,
  PaymentStep,
  ShippingStep,
  StepError,
  TestCardFields,
} from '~/components/checkout/checkout-steps';
import { OrderSummary } from '~/components/checkout/order-summary';
import { SeatHoldExpired, SeatHoldTimer } from '~/components/checkout/seat-hold';
import { StripePayment } from '~/components/checkout/stripe-payment';
import { Button } from '~/components/ui/button';
import { progressOf } from '~/lib/checkout-progress';
import { formatMoney } from '~/lib/format';
import { pageMeta } from '~/lib/seo';
import { checkoutMachine, stepOf } from '~/machines/checkout.machine';
import { inspector } from '~/machines/inspector';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { getStripePublishableKey, payWithTestCard } from '~/server/checkout.functions';
import { getChannelCountries, getCustomerAddresses } from '~/server/customer.functions';
import { activeOrderDetailQuery, checkoutQuery } from '~/server/queries';

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
  component: CheckoutPage,
});

const STEPS = ['customer', 'address', 'shipping', 'payment'] as const;
const STEP_LABEL: Record<(typeof STEPS)[number], () => string> = {
  customer: () => m.checkout_step_customer(),
  address: () => m.checkout_step_address(),
  shipping: () => m.checkout_step_shipping(),
  payment: () => m.checkout_step_payment(),
};

function CheckoutPage() {
  const { countries, addresses, stripeKey } = Route.useLoaderData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = getLocale();
  const { data: checkout } = useSuspenseQuery(checkoutQuery());
  const { data: order } = useQuery({ ...activeOrderDetailQuery(), initialData: checkout.order });

  const payments = useRef<Record<string, PaymentHandler>>({
    'test-card': (choice) =>
      payWithTestCard({ data: { method: 'test-card', cardNumber: choice.metadata.cardNumber ?? '' } }),
  });
  const registerStripe = useCallback((handler: PaymentHandler | undefined) => {
    if (handler) payments.current.stripe = handler;
    else delete payments.current.stripe;
  }, []);
  const machine = useMemo(
    () => checkoutMachine.provide({ actors: createCheckoutActors(queryClient, (method) => payments.current[method]) }),
    [queryClient],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { progress: progressOf(checkout.order), signedIn: checkout.signedIn },
    inspect: inspector,
  });
  const step = stepOf(snapshot.value);
  const sub = typeof snapshot.value === 'object' ? Object.values(snapshot.value)[0] : undefined;
  const busy = snapshot.hasTag('busy');
  const { context } = snapshot;
  const holdExpired = useCallback(() => send({ type: 'HOLD_EXPIRED' }), [send]);

  // Paid: the confirmation page takes over (and stays reachable by its own URL).
  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output?.code) {
      void navigate({ to: '/checkout/confirmation/$code', params: { code: snapshot.output.code } });
    }
  }, [snapshot.status, snapshot.output, navigate]);

  // Each new step moves focus to its heading, so keyboard and screen reader users follow along.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves exactly when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const currency = order?.currencyCode ?? 'EUR';
  const address = order?.shippingAddress;

  let body: React.ReactNode;
  let title = STEP_LABEL[step as (typeof STEPS)[number]]?.() ?? m.checkout_title();
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
            id: saved.id,
            fullName: saved.fullName ?? '',
            streetLine1: saved.streetLine1,
            streetLine2: saved.streetLine2 ?? undefined,
            city: saved.city ?? '',
            postalCode: saved.postalCode ?? '',
            countryCode: saved.country.code,
            phoneNumber: saved.phoneNumber ?? undefined,
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
            <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
              {m.checkout_back()}
            </Button>
          </div>
        ) : sub === 'holding' ? (
          <p role="status">{m.checkout_holding()}</p>
        ) : sub === 'loading' || sub === 'releasing' ? (
          <p role="status">{m.checkout_loading()}</p>
        ) : sub === 'expired' ? (
          <SeatHoldExpired onHoldAgain={() => send({ type: 'HOLD_AGAIN' })} onBack={() => send({ type: 'BACK' })} />
        ) : (
          <>
            {context.hold ? <SeatHoldTimer expiresAt={context.hold.expiresAt} onExpired={holdExpired} /> : null}
            <PaymentStep
              busy={busy}
              options={context.paymentOptions}
              payLabel={m.checkout_pay({ total: formatMoney(order?.totalWithTax ?? 0, currency, locale) })}
              renderMethod={(option) => {
                if (option.code === 'test-card') return <TestCardFields />;
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
              onBack={() => send({ type: 'BACK' })}
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
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm" data-testid="transition-error">
            <dt>{m.checkout_transition_from()}</dt>
            <dd>{context.transition.fromState}</dd>
            <dt>{m.checkout_transition_to()}</dt>
            <dd>{context.transition.toState}</dd>
            {context.transition.transitionError ? (
              <>
                <dt>{m.checkout_transition_reason()}</dt>
                <dd>{context.transition.transitionError}</dd>
              </>
            ) : null}
          </dl>
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

  const current = STEPS.indexOf((step === 'transition' ? 'payment' : step) as (typeof STEPS)[number]);
  return (
    <div
      className="grid gap-10 lg:grid-cols-[1fr_22rem]"
      data-checkout-state={snapshot.status === 'done' ? 'confirmation' : step}
    >
      <section className="space-y-6" aria-busy={busy}>
        <h1 className="font-serif text-3xl">{m.checkout_title()}</h1>
        {current >= 0 ? (
          <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={m.checkout_steps()}>
            {STEPS.filter((name) => name !== 'customer' || !checkout.signedIn).map((name) => {
              const index = STEPS.indexOf(name);
              return (
                <li
                  key={name}
                  aria-current={index === current ? 'step' : undefined}
                  className={
                    index === current
                      ? 'font-semibold underline underline-offset-4'
                      : index < current
                        ? ''
                        : 'text-[var(--muted-foreground)]'
                  }
                >
                  {STEP_LABEL[name]()}
                </li>
              );
            })}
          </ol>
        ) : null}
        <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl outline-none" data-testid="step-heading">
          {title}
        </h2>
        <StepError message={context.error} />
        {body}
      </section>
      {order && order.lines.length > 0 ? <OrderSummary order={order} /> : null}
    </div>
  );
}
