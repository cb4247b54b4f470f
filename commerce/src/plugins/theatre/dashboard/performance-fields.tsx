import { Input, Label } from '@vendure/dashboard';
import { ZonePriceFields } from '../../../dashboard-kit/seating/zone-price-fields';
import type { TypedZonePrices, ZoneChoice } from '../../../dashboard-kit/seating/zone-prices';

export interface PerformanceFieldValues {
  /** A `datetime-local` value, read as Sofia time. */
  startsAt: string;
  /** Euros as typed, e.g. "18" or "18,50". */
  price: string;
  seats: string;
}

/** A performance sold by seat: a price per zone of its plan, and the plan's places as its seats. */
export interface ReservedFields {
  zones: readonly ZoneChoice[];
  prices: TypedZonePrices;
  onPriceChange: (zone: string, value: string) => void;
  /** The places the plan sells, shown read-only. */
  seats: number;
}

/**
 * The date and time, price and seats of a performance: the fields the scheduling form
 * and the edit dialog share. `idPrefix` keeps their ids apart on one page. With
 * `reserved` (the stage has a seat plan, ADR 053) one price per zone replaces the
 * price, and the seats are the plan's, not typed.
 */
export function PerformanceFields({
  idPrefix,
  values,
  onChange,
  seatsLabel,
  reserved,
}: {
  idPrefix: string;
  values: PerformanceFieldValues;
  onChange: (field: keyof PerformanceFieldValues, value: string) => void;
  seatsLabel: string;
  reserved?: ReservedFields;
}) {
  const starts = (
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
  );
  if (reserved) {
    return (
      <>
        {starts}
        <ZonePriceFields
          idPrefix={idPrefix}
          zones={reserved.zones}
          values={reserved.prices}
          onChange={reserved.onPriceChange}
        />
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-seats`}>{seatsLabel} (the seat plan's places)</Label>
          <Input id={`${idPrefix}-seats`} readOnly value={String(reserved.seats)} />
        </div>
      </>
    );
  }
  return (
    <>
      {starts}
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
