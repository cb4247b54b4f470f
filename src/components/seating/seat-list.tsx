import { type PlanSeat, planText, type UnreservedArea } from '@foyer/shared/seating/seat-plan';
import { useId, useMemo, useState } from 'react';
import { formatMoney } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import { describeSeat, seatFeatures, seatStateText } from '~/lib/seating/seat-description';
import { indexPlan, isToggleable, placesLeft, seatView } from '~/lib/seating/seat-index';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import type { SeatMapProps } from './seat-map';

/** The same props as the map: the list is the same choice without the picture. */
export type SeatListProps = SeatMapProps;

const NO_KEYS: ReadonlySet<string> = new Set();

/** One area's row of seats, or an unreserved area, under its heading. */
interface ListGroup {
  key: string;
  heading: string;
  unreserved?: UnreservedArea;
  seats: PlanSeat[];
}

/**
 * "Choose from a list": every seat as a table row, grouped by area and row, with a real
 * checkbox for each seat that can be chosen (free) or given back (yours). A native table
 * and checkboxes need no keyboard model of their own, and a screen reader's table
 * commands read the columns; a zone filter shortens it. Four columns, so a phone shows them
 * whole: choose, the seat with what matters about it (aisle, wheelchair space), its zone and
 * price, its state.
 */
export function SeatList({
  plan,
  zones,
  currencyCode,
  states,
  onToggle,
  pendingKeys = NO_KEYS,
  language,
  locale,
}: SeatListProps) {
  const pageLocale = locale ?? (getLocale() as Locale);
  const id = useId();
  const [zoneFilter, setZoneFilter] = useState('');
  const prices = useMemo(() => new Map(zones.map((zone) => [zone.code, zone])), [zones]);
  const zoneName = (code: string) =>
    prices.get(code)?.name ??
    planText(plan.zones.find((z) => z.code === code)?.name ?? { bg: code, en: code }, language);
  const price = (code: string) => {
    const priced = prices.get(code);
    return priced ? formatMoney(priced.priceWithTax, currencyCode, pageLocale) : '';
  };
  const zoneAndPrice = (code: string) => [zoneName(code), price(code)].filter(Boolean).join(' · ');
  const index = indexPlan(plan);
  const shown = (zone: string) => zoneFilter === '' || zone === zoneFilter;
  const groups = plan.areas.flatMap((area): ListGroup[] =>
    area.kind === 'unreserved'
      ? shown(area.zone)
        ? [{ key: area.key, heading: planText(area.name, language), unreserved: area, seats: [] }]
        : []
      : area.rows
          .map((row) => ({
            key: `${area.key}/${row.label}`,
            heading: m.seating_row_heading({ area: planText(area.name, language), row: row.label }),
            unreserved: undefined,
            seats: row.seats.filter((seat) => shown(seat.zone)),
          }))
          .filter((group) => group.seats.length > 0),
  );

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={`${id}-zone`} className="font-medium">
          {m.seating_filter_zone()}
        </label>
        <select
          id={`${id}-zone`}
          value={zoneFilter}
          onChange={(event) => setZoneFilter(event.target.value)}
          className="rounded-md border border-[var(--border)] bg-transparent px-2 py-1"
        >
          <option value="">{m.seating_filter_all()}</option>
          {plan.zones.map((zone) => (
            <option key={zone.code} value={zone.code}>
              {[zoneName(zone.code), price(zone.code)].filter(Boolean).join(', ')}
            </option>
          ))}
        </select>
      </div>
      {groups.length === 0 ? (
        <p className="text-sm">{m.seating_list_empty()}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm [&_td]:px-2 [&_td]:py-1.5 [&_td]:text-start [&_td]:align-middle [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-start [&_th]:align-middle">
            <caption className="sr-only">{m.seating_list_caption()}</caption>
            <thead>
              <tr className="border-b border-[var(--border)]">
                <th scope="col">{m.seating_col_choose()}</th>
                <th scope="col">{m.seating_col_seat()}</th>
                <th scope="col">{`${m.seating_col_zone()} · ${m.seating_col_price()}`}</th>
                <th scope="col">{m.seating_col_state()}</th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.key} className="border-b border-[var(--border)]">
                <tr>
                  <th scope="rowgroup" colSpan={4} className="bg-[var(--muted)] font-semibold">
                    {group.heading}
                  </th>
                </tr>
                {group.unreserved ? (
                  <tr>
                    <td />
                    <td />
                    <td>{zoneAndPrice(group.unreserved.zone)}</td>
                    <td>{m.seating_places_left({ count: placesLeft(group.unreserved, states) })}</td>
                  </tr>
                ) : null}
                {group.seats.map((seat) => {
                  const entry = index.seats.get(seat.key);
                  const view = seatView(states.get(seat.key));
                  const pending = pendingKeys.has(seat.key);
                  const parts = {
                    area: entry ? planText(entry.area.name, language) : '',
                    row: entry?.row.label ?? '',
                    seat: seat.label,
                    zone: zoneName(seat.zone),
                    price: price(seat.zone),
                    view,
                    wheelchair: seat.wheelchair,
                    companion: entry?.companion,
                    restrictedView: seat.restrictedView,
                    aisle: seat.aisle,
                  };
                  // One string per cell: one text node each (a 250-seat hall is some 2,000 nodes).
                  return (
                    <tr key={seat.key} data-seat-row={seat.key} aria-busy={pending || undefined}>
                      <td>
                        {isToggleable(view) ? (
                          <input
                            type="checkbox"
                            className="size-6 accent-brand-700"
                            checked={view === 'mine'}
                            aria-label={describeSeat(parts, { locale: pageLocale })}
                            aria-disabled={pending || undefined}
                            onChange={() => {
                              if (!pending) onToggle(seat.key);
                            }}
                          />
                        ) : null}
                      </td>
                      <td>{[seat.label, ...seatFeatures(parts, { locale: pageLocale })].join(' · ')}</td>
                      <td className="tabular-nums">{zoneAndPrice(seat.zone)}</td>
                      <td>{seatStateText(view, { locale: pageLocale })}</td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </div>
  );
}
