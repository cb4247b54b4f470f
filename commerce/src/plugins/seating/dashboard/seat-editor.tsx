import { seatNeighbours } from '@foyer/shared/seating/seat-neighbours';
import type { PlanSeat, SeatPlan } from '@foyer/shared/seating/seat-plan';
import { Button } from '@vendure/dashboard';
import { useEffect, useRef } from 'react';
import { LabelledSelect } from '../../../dashboard-kit/labelled-select';
import { seatName } from '../../../dashboard-kit/seating/plan-selection';
import { changeSeats, type SeatChange } from './plan-edits';

type Flag = 'wheelchair' | 'restrictedView' | 'aisle';

const FLAGS: Array<{ flag: Flag; label: string }> = [
  { flag: 'wheelchair', label: 'Wheelchair space' },
  { flag: 'restrictedView', label: 'Restricted view' },
  { flag: 'aisle', label: 'Next to an aisle' },
];

/** A checkbox that shows "some of the chosen seats" as mixed, as the flag applies to all once clicked. */
function FlagBox({
  id,
  label,
  on,
  mixed,
  onChange,
}: {
  id: string;
  label: string;
  on: boolean;
  mixed: boolean;
  onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input ref={box} id={id} type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
      {label}
      {mixed ? <span className="text-muted-foreground">(some)</span> : null}
    </label>
  );
}

/**
 * Sets the zone and flags of the seats chosen on the map. With one seat chosen next to
 * a wheelchair space in its row, it can be made that space's companion seat.
 */
export function SeatEditor({
  plan,
  selected,
  onChange,
  onClear,
}: {
  plan: SeatPlan;
  selected: ReadonlySet<string>;
  onChange: (plan: SeatPlan) => void;
  onClear: () => void;
}) {
  const links = seatNeighbours(plan);
  const seats = [...selected].map((key) => links.get(key)?.seat).filter((seat): seat is PlanSeat => Boolean(seat));
  if (seats.length === 0) {
    return <p className="text-sm text-muted-foreground">Choose seats on the map to set their zone and flags.</p>;
  }
  const apply = (change: SeatChange) => onChange(changeSeats(plan, selected, change));
  const zones = new Set(seats.map((seat) => seat.zone));
  const only = seats.length === 1 ? seats[0] : undefined;
  const link = only ? links.get(only.key) : undefined;
  const spaces = [link?.left, link?.right]
    .map((key) => (key ? links.get(key)?.seat : undefined))
    .filter((seat): seat is PlanSeat => Boolean(seat?.wheelchair));

  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {only ? seatName(plan, only.key) : `${seats.length} seats chosen`}
        {zones.size > 1 ? ` in zones ${[...zones].join(', ')}` : ''}
      </p>
      <LabelledSelect
        id="seat-zone"
        label="Zone"
        placeholder="Choose a zone"
        value={zones.size === 1 ? (seats[0]?.zone ?? '') : ''}
        onChange={(zone) => zone && apply({ zone })}
        options={plan.zones.map((zone) => ({ value: zone.code, label: `${zone.code}: ${zone.name.en}` }))}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Flags</legend>
        {FLAGS.map(({ flag, label }) => {
          const count = seats.filter((seat) => seat[flag]).length;
          return (
            <FlagBox
              key={flag}
              id={`seat-${flag}`}
              label={label}
              on={count === seats.length}
              mixed={count > 0 && count < seats.length}
              onChange={(on) => apply({ [flag]: on })}
            />
          );
        })}
      </fieldset>
      {only && !only.wheelchair ? (
        <div className="grid gap-1">
          <label htmlFor="seat-companion" className="text-sm font-medium">
            Companion seat of
          </label>
          <select
            id="seat-companion"
            className="h-9 rounded-md border bg-transparent px-2"
            value={only.companionOf ?? ''}
            onChange={(event) => apply({ companionOf: event.target.value || null })}
          >
            <option value="">Not a companion seat</option>
            {spaces.map((space) => (
              <option key={space.key} value={space.key}>
                {seatName(plan, space.key)}
              </option>
            ))}
          </select>
          {spaces.length === 0 ? (
            <p className="text-xs text-muted-foreground">A companion seat sits beside a wheelchair space in its row.</p>
          ) : null}
        </div>
      ) : null}
      <Button type="button" variant="outline" size="sm" onClick={onClear}>
        Clear the choice
      </Button>
    </div>
  );
}
