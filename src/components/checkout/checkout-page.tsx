import type { Country } from '~/lib/countries';
import { m } from '~/paraglide/messages';
import type { CustomerAddress } from '~/server/functions/customer.functions';
import { StepError } from './checkout-steps';
import { OrderSummary } from './order-summary';
import { STEP_LABEL, STEPS, shownSteps, stepView } from './step-view';
import { useCheckout } from './use-checkout';

export interface CheckoutPageProps {
  countries: Country[];
  addresses: CustomerAddress[];
  stripeKey: string | null;
}

/** The guided checkout: the steps' list, the current step and the order beside it. */
export function CheckoutPage({ countries, addresses, stripeKey }: CheckoutPageProps) {
  const machine = useCheckout();
  const { order, snapshot, step, busy, context, heading } = machine;
  const { title, body } = stepView({ machine, countries, addresses, stripeKey });
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
            {shownSteps(context).map((name) => {
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
