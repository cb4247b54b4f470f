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
  /** Its zone's colours (`zoneStyle`). */
  style: Record<string, string> | undefined;
}

/**
 * One seat: a checkbox, checked when it is yours, its whole 1 × 1 cell the target, a
 * ring on keyboard focus. Memoised: it repaints only when its own props change.
 */
export const MapSeat = memo(function MapSeat({
  seat,
  view,
  companion,
  label,
  tabbable,
  pending,
  patterns,
  style,
}: MapSeatProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG seat cannot be an <input>; it behaves as a checkbox
    <g
      data-seat={seat.key}
      role="checkbox"
      aria-checked={view === 'mine' || view === 'bought'}
      aria-disabled={!isToggleable(view) || undefined}
      aria-busy={pending || undefined}
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
      transform={`translate(${seat.x} ${seat.y})`}
      style={style}
      className={`group cursor-pointer outline-none ${pending ? 'animate-pulse opacity-60' : ''}`}
    >
      <rect x="-0.5" y="-0.5" width="1" height="1" fill="transparent" />
      <SeatGlyph
        view={view}
        wheelchair={seat.wheelchair}
        companion={companion}
        restrictedView={seat.restrictedView}
        patterns={patterns}
      />
      <rect
        x="-0.5"
        y="-0.5"
        width="1"
        height="1"
        rx="0.15"
        className="fill-none stroke-brand-500 opacity-0 group-focus-visible:opacity-100"
        strokeWidth="3"
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
});
