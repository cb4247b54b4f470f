import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { progressOf } from '~/lib/checkout-progress';
import { checkoutMachine, stepOf } from '~/machines/checkout.machine';
import { inspector } from '~/machines/inspector';
import { payWithTestCard } from '~/server/functions/checkout.functions';
import { activeOrderDetailQuery, checkoutQuery } from '~/server/functions/queries';
import { createCheckoutActors, type PaymentHandler } from './checkout-actors';

/**
 * The checkout machine wired to the page: the order it works on, the payment handlers
 * it calls (the test card always, Stripe once its form has mounted), the move to the
 * confirmation once paid, and focus on the heading at each new step.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
    input: { progress: progressOf(checkout.order), signedIn: checkout.signedIn, ticketsOnly: checkout.ticketsOnly },
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

  return { checkout, order, snapshot, send, step, sub, busy, context, holdExpired, registerStripe, heading };
}

export type Checkout = ReturnType<typeof useCheckout>;
