import { Input, Label } from '@vendure/dashboard';

export interface PerformanceFieldValues {
  /** A `datetime-local` value, read as Sofia time. */
  startsAt: string;
  /** Euros as typed, e.g. "18" or "18,50". */
  price: string;
  seats: string;
}

/**
 * The date and time, price and seats of a performance: the fields the scheduling form
 * and the edit dialog share. `idPrefix` keeps their ids apart on one page.
 */
export function PerformanceFields({
  idPrefix,
  values,
  onChange,
  seatsLabel,
}: {
  idPrefix: string;
  values: PerformanceFieldValues;
  onChange: (field: keyof PerformanceFieldValues, value: string) => void;
  seatsLabel: string;
}) {
  return (
    <>
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-starts`}>Date and time (Sofia)</Label>
        <Input
          id={`${idPrefix}-starts`}
          type="datetime-local"
          required
          value={values.startsAt}
          onChange={(event) => onChange('startsAt', event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-price`}>Ticket price (€, VAT included)</Label>
        <Input
          id={`${idPrefix}-price`}
          inputMode="decimal"
          required
          pattern="\d+([.,]\d{1,2})?"
          value={values.price}
          onChange={(event) => onChange('price', event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-seats`}>{seatsLabel}</Label>
        <Input
          id={`${idPrefix}-seats`}
          type="number"
          min={1}
          required
          value={values.seats}
          onChange={(event) => onChange('seats', event.target.value)}
        />
      </div>
    </>
  );
}
