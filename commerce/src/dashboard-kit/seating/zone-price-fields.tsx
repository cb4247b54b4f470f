import { Input, Label } from '@vendure/dashboard';
import type { TypedZonePrices, ZoneChoice } from './zone-prices';

/**
 * One price field per zone of a seat plan, for scheduling and editing a reserved
 * performance (ADR 053); each is labelled with its zone's code and name.
 */
export function ZonePriceFields({
  idPrefix,
  zones,
  values,
  onChange,
}: {
  idPrefix: string;
  zones: readonly ZoneChoice[];
  values: TypedZonePrices;
  onChange: (zone: string, value: string) => void;
}) {
  return (
    <>
      {zones.map((zone) => (
        <div key={zone.code} className="grid gap-1">
          <Label htmlFor={`${idPrefix}-zone-${zone.code}`}>
            Price, zone {zone.code} ({zone.name}) (€, VAT included)
          </Label>
          <Input
            id={`${idPrefix}-zone-${zone.code}`}
            inputMode="decimal"
            required
            pattern="\d+([.,]\d{1,2})?"
            value={values[zone.code] ?? ''}
            onChange={(event) => onChange(zone.code, event.target.value)}
          />
        </div>
      ))}
    </>
  );
}
