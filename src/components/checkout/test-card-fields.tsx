import { Field } from '~/components/account/field';
import { m } from '~/paraglide/messages';

/** The test card's fields: clearly labelled, no money is taken. */
export function TestCardFields() {
  return (
    <>
      <p className="text-sm text-[var(--muted-foreground)]">{m.checkout_test_card_hint()}</p>
      <Field
        label={m.checkout_card_number()}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        maxLength={23}
        pattern="[0-9 \-]{12,23}"
      />
    </>
  );
}
