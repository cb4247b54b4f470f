import { planText } from '@foyer/shared/seating/seat-plan';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { formatMoney } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import { seatChanges } from '~/lib/seating/seat-changes';
import { seatName } from '~/lib/seating/seat-description';
import { indexPlan, placesHeldByMe, type SeatStates } from '~/lib/seating/seat-index';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { SeatLegend } from './seat-legend';
import { SeatList } from './seat-list';
import { SeatMap, type SeatMapProps } from './seat-map';

export type SeatPickerView = 'map' | 'list';

export interface SeatPickerProps extends SeatMapProps {
  /** Map or list; with `onViewChange` the page owns it (in the URL), otherwise the picker does. */
  view?: SeatPickerView;
  onViewChange?: (view: SeatPickerView) => void;
  /** A message of the page's own to announce (a refusal from the server), shown with the picker's. */
  notice?: string;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The seat choice: map or list, the key, a live region that says what changed, and the
 * seats you hold with a "remove" for each. The announcements come from comparing the
 * states before and after (`seatChanges`), so a refresh that loses a seat is heard too.
 */
export function SeatPicker({ view, onViewChange, notice, ...props }: SeatPickerProps) {
  const { plan, zones, currencyCode, states, onToggle, pendingKeys = NO_KEYS, language } = props;
  const pageLocale = props.locale ?? (getLocale() as Locale);
  const id = useId();
  const [ownView, setOwnView] = useState<SeatPickerView>('map');
  const shown = view ?? ownView;
  const choose = (next: SeatPickerView) => (onViewChange ? onViewChange(next) : setOwnView(next));
  /** The map's width when it was last shown: back from the list, it starts at it (no second render, no shift). */
  const mapWidth = useRef(0);
  const index = indexPlan(plan);
  const label = (key: string) => {
    const entry = index.seats.get(key);
    return entry ? { row: entry.row.label, seat: entry.seat.label } : undefined;
  };

  const [announcement, setAnnouncement] = useState('');
  const before = useRef<SeatStates>(states);
  const asked = useRef(new Set<string>());
  for (const key of pendingKeys) asked.current.add(key);
  useEffect(() => {
    if (before.current === states) return;
    const lines = seatChanges(before.current, states, asked.current).flatMap(({ kind, key }) => {
      const at = label(key);
      if (!at) return [];
      if (kind === 'mine') return [m.seating_announce_mine(at)];
      if (kind === 'released') return [m.seating_announce_released(at)];
      return [m.seating_announce_taken(at)];
    });
    before.current = states;
    asked.current = new Set(pendingKeys);
    if (lines.length > 0) setAnnouncement(lines.join(' '));
  });

  const prices = new Map(zones.map((zone) => [zone.code, zone.priceWithTax]));
  // The numbered seats held for the shopper, then each place they hold in an unreserved area.
  const mine = [
    ...[...index.seats.values()]
      .filter(({ seat }) => {
        const status = states.get(seat.key);
        return status?.mine && status.state === 'held';
      })
      .map(({ seat, row, area }) => ({
        key: seat.key,
        zone: seat.zone,
        name: seatName({ area: planText(area.name, language), row: row.label, seat: seat.label }),
      })),
    ...plan.areas.flatMap((area) =>
      area.kind === 'unreserved'
        ? placesHeldByMe(area, states).map((key) => ({ key, zone: area.zone, name: planText(area.name, language) }))
        : [],
    ),
  ];
  const total = mine.reduce((sum, { zone }) => sum + (prices.get(zone) ?? 0), 0);

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset */}
      <div role="group" aria-labelledby={`${id}-view`} className="flex items-center gap-2">
        <span id={`${id}-view`} className="text-sm font-medium">
          {m.seating_view_label()}
        </span>
        {(['map', 'list'] as const).map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={shown === option ? 'default' : 'outline'}
            aria-pressed={shown === option}
            onClick={() => choose(option)}
          >
            {option === 'map' ? m.seating_view_map() : m.seating_view_list()}
          </Button>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm font-medium" data-testid="seat-announcement">
        {[notice, announcement].filter(Boolean).join(' ')}
      </p>
      {shown === 'map' ? (
        <SeatMap {...props} initialWidth={mapWidth.current} onWidth={(px) => (mapWidth.current = px)} />
      ) : (
        <SeatList {...props} />
      )}
      <SeatLegend plan={plan} zones={zones} currencyCode={currencyCode} language={language} locale={pageLocale} />
      <section aria-labelledby={`${id}-mine`} className="space-y-2">
        <h2 id={`${id}-mine`} className="font-semibold">
          {m.seating_selection_heading()}
        </h2>
        {mine.length === 0 ? (
          <p className="text-sm">{m.seating_selection_empty()}</p>
        ) : (
          <>
            <ul className="space-y-1 text-sm" data-testid="seat-selection">
              {mine.map(({ key, zone, name }) => {
                const price = prices.get(zone);
                return (
                  <li key={key} className="flex flex-wrap items-center gap-2">
                    <span>{name}</span>
                    {price !== undefined ? (
                      <span className="tabular-nums">{formatMoney(price, currencyCode, pageLocale)}</span>
                    ) : null}
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={m.seating_remove_seat({ seat: name })}
                      aria-disabled={pendingKeys.has(key) || undefined}
                      onClick={() => {
                        if (!pendingKeys.has(key)) onToggle(key);
                      }}
                    >
                      {m.seating_remove()}
                    </Button>
                  </li>
                );
              })}
            </ul>
            <p className="text-sm font-medium">
              {m.seating_selection_total({
                count: mine.length,
                total: formatMoney(total, currencyCode, pageLocale),
              })}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
