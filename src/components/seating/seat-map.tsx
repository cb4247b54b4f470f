import { type PlanRow, planText, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { zoneStyle, zoneSwatches } from '@foyer/shared/seating/zone-palette';
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '~/components/ui/button';
import { formatMoney } from '~/lib/format';
import type { Locale } from '~/lib/locales';
import { describeSeat } from '~/lib/seating/seat-description';
import {
  indexPlan,
  isToggleable,
  placesLeft,
  type SeatStates,
  seatAtPoint,
  seatView,
  type ZonePrice,
} from '~/lib/seating/seat-index';
import { directionOfKey, firstSeat, nextSeat } from '~/lib/seating/seat-navigation';
import { fullView, MAX_ZOOM, toPlan, viewBoxAttribute } from '~/lib/seating/zoom';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { RowLabel, StageBox, UnreservedBox } from './map-parts';
import { type PatternIds, SeatPatterns } from './seat-glyph';
import { patchSeats, type SeatDrawing, seatsMarkup } from './seat-markup';
import { useZoomPan } from './use-zoom-pan';

export interface SeatMapProps {
  plan: SeatPlan;
  /** The performance's zone prices (`SeatZonePrice`). */
  zones: readonly ZonePrice[];
  currencyCode: string;
  /** Taken seats by key; a key absent is free. */
  states: SeatStates;
  /** A free seat chosen, or one's own held seat given back; the page holds or releases it. */
  onToggle: (key: string) => void;
  /** Seats whose hold or release is under way: shown busy, not toggled twice. */
  pendingKeys?: ReadonlySet<string>;
  /** Vendure's language code for the plan's names (bg, en, de, es, fr, it, pt_BR). */
  language: string;
  /** The page's locale for prices; Paraglide's by default. */
  locale?: Locale;
  /** The map's width in CSS px when it was last shown (0 if never): whether seats are under 24 px is known at once. */
  initialWidth?: number;
  /** Told the map's width whenever it changes. */
  onWidth?: (px: number) => void;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The hall as an SVG that fills its container's width. One tab stop: a roving tabindex
 * over the seats (real focus moves, so every screen reader, on phones too, follows it,
 * which `aria-activedescendant` in SVG does not reliably do). The arrow keys, Home and
 * End move (`nextSeat`), Enter and Space toggle. One delegated handler for all seats;
 * the seats themselves are markup written once and patched where they change (`SeatLayer`).
 */
export function SeatMap({
  plan,
  zones,
  currencyCode,
  states,
  onToggle,
  pendingKeys = NO_KEYS,
  language,
  locale,
  initialWidth,
  onWidth,
}: SeatMapProps) {
  const pageLocale = locale ?? (getLocale() as Locale);
  const svg = useRef<SVGSVGElement>(null);
  const id = useId();
  const patterns = useMemo<PatternIds>(() => ({ held: `${id}-held`, blocked: `${id}-blocked` }), [id]);
  const full = useMemo(() => fullView(plan), [plan]);
  const zoomPan = useZoomPan(svg, full, { initialWidth, onWidth });
  const index = indexPlan(plan);
  const [active, setActive] = useState<string | undefined>(() => firstSeat(plan));
  const focusKey = active && index.seats.has(active) ? active : firstSeat(plan);

  const styles = useMemo(() => {
    const swatches = zoneSwatches(plan.zones);
    return new Map(plan.zones.map((zone) => [zone.code, zoneStyle(swatches.get(zone.code))]));
  }, [plan]);
  /** Each zone's place in the plan, and its colours by that place. */
  const zoneIndex = useMemo(() => new Map(plan.zones.map((zone, i) => [zone.code, i])), [plan]);
  const zoneStyles = useMemo(() => plan.zones.map((zone) => styles.get(zone.code) ?? {}), [plan, styles]);
  /** The seat with keyboard focus (`:focus-visible`): the map draws one ring around it. */
  const [ring, setRing] = useState<string>();
  const ringSeat = ring ? index.seats.get(ring)?.seat : undefined;

  const zoneText = useMemo(() => {
    const byCode = new Map(zones.map((zone) => [zone.code, zone]));
    return new Map(
      plan.zones.map((zone) => {
        const priced = byCode.get(zone.code);
        return [
          zone.code,
          {
            name: priced?.name ?? planText(zone.name, language),
            price: priced ? formatMoney(priced.priceWithTax, currencyCode, pageLocale) : '',
          },
        ];
      }),
    );
  }, [plan, zones, language, currencyCode, pageLocale]);

  const seats = useMemo(
    () =>
      new Map(
        [...index.seats.values()].map(({ seat, row, area, companion }) => {
          const view = seatView(states.get(seat.key));
          const zone = zoneText.get(seat.zone);
          const label = describeSeat(
            {
              area: planText(area.name, language),
              row: row.label,
              seat: seat.label,
              zone: zone?.name ?? seat.zone,
              price: zone?.price ?? '',
              view,
              wheelchair: seat.wheelchair,
              companion,
              restrictedView: seat.restrictedView,
              aisle: seat.aisle,
            },
            // The locale given, not looked up: Paraglide's getLocale() matches the URL each
            // time, and a 250-seat hall asks for some 1,500 messages on its first render.
            { locale: pageLocale },
          );
          return [seat.key, { view, companion, label }] as const;
        }),
      ),
    [index, states, zoneText, language, pageLocale],
  );

  /** Each reserved area's seats as they are to be drawn now. */
  const drawings = useMemo(
    () =>
      new Map(
        plan.areas.map((area) => [
          area.key,
          area.kind === 'unreserved'
            ? []
            : area.rows.flatMap((row) =>
                row.seats.flatMap((seat): SeatDrawing[] => {
                  const entry = seats.get(seat.key);
                  if (!entry) return [];
                  return [
                    {
                      seat,
                      ...entry,
                      tabbable: seat.key === focusKey,
                      pending: pendingKeys.has(seat.key),
                      zone: zoneIndex.get(seat.zone) ?? 0,
                    },
                  ];
                }),
              ),
        ]),
      ),
    [plan, seats, focusKey, pendingKeys, zoneIndex],
  );

  const toggle = useCallback(
    (key: string) => {
      const entry = index.seats.get(key);
      if (!entry || pendingKeys.has(key) || !isToggleable(seatView(states.get(key)))) return;
      onToggle(key);
    },
    [index, pendingKeys, states, onToggle],
  );

  const seatOf = (target: EventTarget) =>
    (target as Element).closest?.('[data-seat]')?.getAttribute('data-seat') ?? undefined;

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    // A seat's target is its whole cell: a click beside its shape is found by its point.
    const box = svg.current?.getBoundingClientRect();
    const key =
      seatOf(event.target) ??
      (box && event.detail > 0
        ? seatAtPoint(index, toPlan(zoomPan.view, box, { x: event.clientX, y: event.clientY }))
        : undefined);
    const entry = key ? index.seats.get(key) : undefined;
    if (!key || !entry || zoomPan.wasDrag()) return;
    setActive(key);
    // A pointer's tap on seats under 24 px zooms in first (WCAG 2.5.8); a screen reader's
    // activation (detail 0) and the keyboard always choose.
    if (event.detail > 0 && zoomPan.smallTargets) {
      zoomPan.zoomForTapAt({ x: entry.seat.x, y: entry.seat.y });
      return;
    }
    toggle(key);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const key = seatOf(event.target);
    if (!key) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(key);
      return;
    }
    const direction = directionOfKey(event.key);
    if (!direction) return;
    event.preventDefault();
    const next = nextSeat(plan, key, direction);
    const entry = next ? index.seats.get(next) : undefined;
    if (!next || !entry) return;
    setActive(next);
    zoomPan.reveal({ x: entry.seat.x, y: entry.seat.y });
    svg.current?.querySelector<SVGElement>(`[data-seat="${CSS.escape(next)}"]`)?.focus();
  };

  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const key = seatOf(event.target);
    setRing(key && (event.target as Element).matches(':focus-visible') ? key : undefined);
  };

  /**
   * The hall inside the frame: kept while the seats and their states are, so what changes only
   * the frame (its width, the zoom and pan, the focus ring) re-renders none of it.
   */
  const hall = useMemo(
    () => (
      <>
        <SeatPatterns patterns={patterns} />
        <StageBox box={plan.stage} label={m.seating_stage()} />
        {plan.areas.map((area) => {
          if (area.kind === 'unreserved') {
            const zone = zoneText.get(area.zone);
            const lines = [
              planText(area.name, language),
              [zone?.name, zone?.price].filter(Boolean).join(', '),
              m.seating_places_left({ count: placesLeft(area, states) }),
            ];
            return <UnreservedBox key={area.key} box={area.box} lines={lines} style={styles.get(area.zone)} />;
          }
          return (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; the group names the area's seats
            // biome-ignore lint/a11y/useSemanticElements: an SVG has no <fieldset>
            <g key={area.key} role="group" aria-label={planText(area.name, language)}>
              {area.rows.map((row) => (
                <RowLabel key={row.label} row={row} />
              ))}
              <SeatLayer
                rows={area.rows}
                drawings={drawings.get(area.key) ?? []}
                patterns={patterns}
                zoneStyles={zoneStyles}
              />
            </g>
          );
        })}
      </>
    ),
    [patterns, plan, language, zoneText, states, styles, drawings, zoneStyles],
  );

  const instructions = `${id}-instructions`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={m.seating_zoom_in()}
          onClick={zoomPan.zoomIn}
          disabled={zoomPan.zoom >= MAX_ZOOM}
        >
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={m.seating_zoom_out()}
          onClick={zoomPan.zoomOut}
          disabled={zoomPan.zoom <= 1}
        >
          <ZoomOut aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={m.seating_zoom_reset()}
          onClick={zoomPan.reset}
          disabled={zoomPan.zoom <= 1}
        >
          <Maximize2 aria-hidden="true" />
        </Button>
        {zoomPan.smallTargets ? (
          <p className="text-sm text-[var(--muted-foreground)]">{m.seating_tap_to_zoom()}</p>
        ) : null}
      </div>
      <p id={instructions} className="sr-only">
        {m.seating_map_instructions()}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG has no <fieldset>; role="group" names the seats' set */}
      <svg
        ref={svg}
        role="group"
        aria-label={m.seating_map_label()}
        aria-describedby={instructions}
        viewBox={viewBoxAttribute(zoomPan.view)}
        preserveAspectRatio="xMidYMid meet"
        className="block h-auto w-full select-none rounded-md border border-[var(--border)] bg-[var(--background)]"
        style={{ touchAction: zoomPan.touchAction, aspectRatio: `${full.width} / ${full.height}` }}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={() => setRing(undefined)}
        {...zoomPan.handlers}
        data-map={id}
      >
        {hall}
        {ringSeat ? (
          <rect
            x={ringSeat.x - 0.5}
            y={ringSeat.y - 0.5}
            width="1"
            height="1"
            rx="0.15"
            className="pointer-events-none fill-none stroke-brand-500"
            strokeWidth="3"
            vectorEffect="non-scaling-stroke"
            data-ring=""
          />
        ) : null}
      </svg>
    </div>
  );
}

/**
 * One area's seats (ADR 070): their markup is written when the area is first drawn, and React
 * compares only that string afterwards, so it never rebuilds them; `patchSeats` brings each
 * seat's element to its drawing after every render, before the browser paints.
 */
function SeatLayer({
  rows,
  drawings,
  patterns,
  zoneStyles,
}: {
  /** The area's rows in the plan: a new plan writes the markup anew. */
  rows: readonly PlanRow[];
  drawings: readonly SeatDrawing[];
  patterns: PatternIds;
  zoneStyles: readonly Readonly<Record<string, string>>[];
}) {
  const layer = useRef<SVGGElement>(null);
  const latest = useRef(drawings);
  latest.current = drawings;
  // Kept while the plan is: the drawings at that moment (in the plan's order) seed it, and
  // later ones are patched in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the plan's area; a new one writes the markup anew
  const markup = useMemo(() => {
    const seed = latest.current;
    return {
      html: { __html: seatsMarkup(seed, patterns, zoneStyles) },
      seed: new Map(seed.map((drawing) => [drawing.seat.key, drawing])),
    };
  }, [rows, patterns, zoneStyles]);
  /** What the seats' elements show now, by key: the markup's drawings, then each patch's. */
  const shown = useRef<{ for: typeof markup; seats: Map<string, SeatDrawing> }>(undefined);
  useLayoutEffect(() => {
    if (shown.current?.for !== markup) shown.current = { for: markup, seats: new Map(markup.seed) };
    if (layer.current) patchSeats(layer.current, shown.current.seats, drawings, patterns);
  }, [markup, drawings, patterns]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built by seatsMarkup from the plan, every value escaped
  return <g ref={layer} dangerouslySetInnerHTML={markup.html} />;
}
