import { planText, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { ZONE_PALETTE, zoneStyle, zoneSwatches } from '@foyer/shared/seating/zone-palette';
import { memo, useId, useMemo } from 'react';
import { formatMoney } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import type { ZonePrice } from '~/lib/seating/seat-index';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { type PatternIds, SeatGlyph, type SeatGlyphProps, SeatPatterns } from './seat-glyph';

export interface SeatLegendProps {
  plan: SeatPlan;
  /** The performance's zone prices (`SeatZonePrice`). */
  zones: readonly ZonePrice[];
  currencyCode: string;
  /** Vendure's language code for the plan's names. */
  language: string;
  /** The page's locale for prices; Paraglide's by default. */
  locale?: Locale;
}

/** A glyph as the map draws it, at 24 px; decorative, as its term says the same. */
function Sample({ style, ...glyph }: SeatGlyphProps & { style?: Record<string, string> }) {
  return (
    <svg
      viewBox="-0.55 -0.55 1.1 1.1"
      className="seat-zone size-6 shrink-0"
      aria-hidden="true"
      focusable="false"
      style={style}
    >
      <SeatPatterns patterns={glyph.patterns} />
      <SeatGlyph {...glyph} />
    </svg>
  );
}

/**
 * The key to the map: each zone with its colour and price, then each seat shape and what it
 * means. Memoised: the picker re-renders on every seat change and view switch, the key never does.
 */
export const SeatLegend = memo(function SeatLegend({ plan, zones, currencyCode, language, locale }: SeatLegendProps) {
  const pageLocale = locale ?? (getLocale() as Locale);
  const id = useId();
  const patterns = useMemo<PatternIds>(() => ({ held: `${id}-held`, blocked: `${id}-blocked` }), [id]);
  const swatches = zoneSwatches(plan.zones);
  const prices = new Map(zones.map((zone) => [zone.code, zone]));
  const neutral = zoneStyle(ZONE_PALETTE[0]);
  const shapes: Array<{ term: string; glyph: Omit<SeatGlyphProps, 'patterns'> }> = [
    { term: m.seating_legend_free(), glyph: { view: 'free' } },
    { term: m.seating_legend_mine(), glyph: { view: 'mine' } },
    { term: m.seating_legend_held(), glyph: { view: 'held' } },
    { term: m.seating_legend_sold(), glyph: { view: 'sold' } },
    { term: m.seating_legend_blocked(), glyph: { view: 'blocked' } },
    { term: m.seating_legend_wheelchair(), glyph: { view: 'free', wheelchair: true } },
    { term: m.seating_legend_companion(), glyph: { view: 'free', companion: true } },
    { term: m.seating_legend_restricted(), glyph: { view: 'free', restrictedView: true } },
  ];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 text-sm">
      <h2 id={`${id}-heading`} className="font-semibold">
        {m.seating_legend_heading()}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-1 font-medium">{m.seating_legend_zones()}</h3>
          <ul className="space-y-1" data-testid="seat-legend-zones">
            {plan.zones.map((zone) => {
              const priced = prices.get(zone.code);
              return (
                <li key={zone.code} className="flex items-center gap-2">
                  <Sample view="free" patterns={patterns} style={zoneStyle(swatches.get(zone.code))} />
                  <span>{priced?.name ?? planText(zone.name, language)}</span>
                  {priced ? (
                    <span className="ms-auto tabular-nums">
                      {formatMoney(priced.priceWithTax, currencyCode, pageLocale)}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-medium">{m.seating_legend_states()}</h3>
          <ul className="space-y-1" data-testid="seat-legend-states">
            {shapes.map(({ term, glyph }) => (
              <li key={term} className="flex items-center gap-2">
                <Sample {...glyph} patterns={patterns} style={neutral} />
                <span>{term}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
});
