import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages';
import { getLocale, localizeHref } from '~/paraglide/runtime';
import { type PayAnswer, prepareStripePayment } from '~/server/functions/checkout.functions';
import type { PaymentHandler } from './checkout-actors';

interface StripePaymentProps {
  publishableKey: string;
  amount: number;
  currencyCode: string;
  /** Receives the handler that pays with the mounted element (or undefined when it goes away). */
  register: (handler: PaymentHandler | undefined) => void;
}

/**
 * Stripe's Payment Element. Stripe.js is fetched only here, when the shopper chooses
 * to pay by card on the payment step (`@stripe/stripe-js/pure` does not load it on
 * import). Card data goes from the element to Stripe; our servers never see it.
 */
export function StripePayment({ publishableKey, amount, currencyCode, register }: StripePaymentProps) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let stripe: Stripe | null = null;
    let elements: StripeElements | undefined;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        stripe = await loadStripe(publishableKey, { locale: getLocale() });
        if (cancelled || !stripe || !container.current) return;
        elements = stripe.elements({ mode: 'payment', amount, currency: currencyCode.toLowerCase() });
        elements.create('payment').mount(container.current);
        setStatus('ready');
        const ready = { stripe, elements };
        register(async (): Promise<PayAnswer> => {
          const submitted = await ready.elements.submit();
          if (submitted.error) {
            return { kind: 'declined', message: submitted.error.message ?? m.checkout_payment_failed(), order: null };
          }
          const prepared = await prepareStripePayment();
          if (prepared.kind !== 'ready') return prepared;
          const { code } = prepared.order.detail;
          const confirmed = await ready.stripe.confirmPayment({
            elements: ready.elements,
            clientSecret: prepared.clientSecret,
            redirect: 'if_required',
            confirmParams: {
              return_url: new URL(localizeHref(`/checkout/confirmation/${code}`), window.location.origin).href,
            },
          });
          if (confirmed.error) {
            return {
              kind: 'declined',
              message: confirmed.error.message ?? m.checkout_payment_declined(),
              order: prepared.order,
            };
          }
          // Stripe has the money; its webhook tells Vendure, and the confirmation page waits for that.
          return { kind: 'placed', code, order: prepared.order };
        });
      } catch {
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      register(undefined);
      elements?.getElement('payment')?.destroy();
    };
  }, [publishableKey, amount, currencyCode, register]);

  return (
    <div className="space-y-2">
      {status === 'loading' ? <p role="status">{m.checkout_loading()}</p> : null}
      {status === 'failed' ? <p role="alert">{m.checkout_stripe_unavailable()}</p> : null}
      <div ref={container} data-testid="stripe-payment-element" />
    </div>
  );
}
