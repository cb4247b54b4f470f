import type { Box, PlanRow, PlanSeat } from '@foyer/shared/seating/seat-plan';
import { memo } from 'react';
import { isToggleable, type SeatView } from '~/lib/seating/seat-index';
import { type PatternIds, SeatGlyph } from './seat-glyph';

/** The stage, its name as visible text (a screen reader reads it where it is drawn). */
export function StageBox({ box, label }: { box: Box; label: string }) {
  return (
    <g>
      <rect
        {...box}
        rx="0.3"
        className="fill-[var(--muted)] stroke-[var(--muted-foreground)]"
        strokeWidth="1"
        vectorEffect="non-scaling-stroke"
      />
      <text
        x={box.x + box.width / 2}
        y={box.y + box.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="0.8"
        className="fill-[var(--foreground)]"
      >
        {label}
      </text>
    </g>
  );
}

/** An area sold by count: a box in its zone's colours with its name, zone, price and places left, all as text. */
export function UnreservedBox({
  box,
  lines,
  style,
}: {
  box: Box;
  lines: string[];
  style: Record<string, string> | undefined;
}) {
  const x = box.x + box.width / 2;
  return (
    <g style={style}>
      <rect
        {...box}
        rx="0.2"
        className="fill-[var(--zone-tint-light)] stroke-[var(--zone-solid-light)] dark:fill-[var(--zone-tint-dark)] dark:stroke-[var(--zone-solid-dark)]"
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
      <text x={x} y={box.y + box.height / 2} textAnchor="middle" fontSize="0.5" className="fill-[var(--foreground)]">
        {lines.map((line, i) => (
          <tspan key={line} x={x} dy={i === 0 ? `${-0.6 * (lines.length - 1)}em` : '1.2em'}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The row's label left of its first seat; hidden from screen readers, as every seat says its row. */
export function RowLabel({ row }: { row: PlanRow }) {
  const first = row.seats[0];
  if (!first) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; biome takes unknown elements for interactive
    <text
      x={first.x - 1}
      y={first.y}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize="0.5"
      className="fill-[var(--muted-foreground)]"
      aria-hidden="true"
    >
      {row.label}
    </text>
  );
}

export interface MapSeatProps {
  seat: PlanSeat;
  view: SeatView;
  companion: boolean;
  /** Its accessible name (`describeSeat`). */
  label: string;
  /** The map's one tab stop. */
  tabbable: boolean;
  pending: boolean;
  patterns: PatternIds;
  /** Its zone's place in the plan: the map's `SeatMapStyle` gives `data-zone` its colours. */
  zone: number;
}

/**
 * One seat: a checkbox, checked when it is yours, its whole 1 × 1 cell the target, a
 * ring on keyboard focus. Three elements at most besides its marks (the group, its shape,
 * one square that is both the target and the focus ring), its colours inherited through
 * `data-zone`: a 250-seat hall is about 800 elements, not 1,500 with 1,000 inline styles.
 * Memoised: it repaints only when its own props change.
 */
export const MapSeat = memo(function MapSeat({
  seat,
  view,
  companion,
  label,
  tabbable,
  pending,
  patterns,
  zone,
}: MapSeatProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG seat cannot be an <input>; it behaves as a checkbox
    <g
      data-seat={seat.key}
      data-shape={view}
      data-zone={zone}
      role="checkbox"
      aria-checked={view === 'mine' || view === 'bought'}
      aria-disabled={!isToggleable(view) || undefined}
      aria-busy={pending || undefined}
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
      transform={`translate(${seat.x} ${seat.y})`}
      className={pending ? 'animate-pulse opacity-60' : undefined}
    >
      <SeatGlyph
        view={view}
        wheelchair={seat.wheelchair}
        companion={companion}
        restrictedView={seat.restrictedView}
        patterns={patterns}
      />
      {/* The 1 × 1 target and focus ring, drawn by `SeatMapStyle`'s rules. */}
      <rect data-ring="" />
    </g>
  );
});

/**
 * The rules every seat of this map shares, once in its <svg> instead of as attributes on
 * each of 250 seats: the pointer, the 1 × 1 square that is the target and, on keyboard
 * focus, the ring (SVG 2 geometry as CSS, in user units), and each zone's colours for the
 * seats' `data-zone` (their shapes read the `--zone-*` properties). Scoped to this map by
 * `data-map`; the values are the palette's colours, never text from the plan.
 */
export function SeatMapStyle({ map, zones }: { map: string; zones: readonly Record<string, string>[] }) {
  const scope = `[data-map="${map}"]`;
  const colours = zones
    .map((style, zone) => {
      const declarations = Object.entries(style)
        .map(([property, value]) => `${property}:${value}`)
        .join(';');
      return `${scope} [data-zone="${zone}"]{${declarations}}`;
    })
    .join('');
  return (
    <style>
      {`${scope} [data-seat]{cursor:pointer;outline:none}` +
        `${scope} [data-ring]{x:-0.5px;y:-0.5px;width:1px;height:1px;rx:0.15px;fill:transparent;stroke:transparent;stroke-width:3px;vector-effect:non-scaling-stroke}` +
        `${scope} [data-seat]:focus-visible>[data-ring]{stroke:var(--color-brand-500)}` +
        colours}
    </style>
  );
}
