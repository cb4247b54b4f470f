import type { PlanSeat, SeatState } from '@foyer/shared/seating/seat-plan';
import { ZONE_PALETTE } from '@foyer/shared/seating/zone-palette';
import type { ReactNode } from 'react';

/** A zone's colour: the storefront's map's, so a zone looks the same to staff and to shoppers. */
export const zoneColour = (zoneIndex: number) =>
  ZONE_PALETTE[Math.max(0, zoneIndex) % ZONE_PALETTE.length]?.light.solid ?? '#0066a1';

/**
 * A seat in the plan editor: its zone's colour; a wheelchair space is a square, a
 * companion seat has a white dot, restricted view a dashed edge, an aisle seat a bar
 * under it. Shapes carry the flags, so they read without colour.
 */
export function ZoneGlyph({ seat, zoneIndex }: { seat: PlanSeat; zoneIndex: number }) {
  const fill = zoneColour(zoneIndex);
  const edge = seat.restrictedView
    ? { stroke: 'currentColor', strokeWidth: 0.08, strokeDasharray: '0.12 0.08' }
    : { stroke: 'none' };
  return (
    <g className="text-foreground">
      {seat.wheelchair ? (
        <rect x={seat.x - 0.4} y={seat.y - 0.4} width={0.8} height={0.8} rx={0.08} fill={fill} {...edge} />
      ) : (
        <circle cx={seat.x} cy={seat.y} r={0.38} fill={fill} {...edge} />
      )}
      {seat.companionOf ? <circle cx={seat.x} cy={seat.y} r={0.12} fill="white" /> : null}
      {seat.aisle ? (
        <line
          x1={seat.x - 0.3}
          x2={seat.x + 0.3}
          y1={seat.y + 0.47}
          y2={seat.y + 0.47}
          stroke="currentColor"
          strokeWidth={0.08}
        />
      ) : null}
    </g>
  );
}

/** The hatching of a held seat; put it in the map's `defs`. */
export const heldPattern = (
  <pattern id="seat-held" width={0.25} height={0.25} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <line x1={0} y1={0} x2={0} y2={0.25} stroke="#D55E00" strokeWidth={0.12} />
  </pattern>
);

/**
 * A seat at the box office, told apart by shape first: free is an open ring in its
 * zone's colour, held a hatched disc, sold a solid square, blocked a ring crossed out.
 */
export function StateGlyph({ x, y, state, zoneIndex }: { x: number; y: number; state: SeatState; zoneIndex: number }) {
  if (state === 'sold')
    return <rect x={x - 0.36} y={y - 0.36} width={0.72} height={0.72} className="fill-foreground" />;
  if (state === 'held')
    return <circle cx={x} cy={y} r={0.36} fill="url(#seat-held)" stroke="#D55E00" strokeWidth={0.08} />;
  if (state === 'blocked') {
    return (
      <g className="stroke-muted-foreground" strokeWidth={0.09}>
        <circle cx={x} cy={y} r={0.34} fill="none" />
        <line x1={x - 0.24} y1={y - 0.24} x2={x + 0.24} y2={y + 0.24} />
        <line x1={x + 0.24} y1={y - 0.24} x2={x - 0.24} y2={y + 0.24} />
      </g>
    );
  }
  return <circle cx={x} cy={y} r={0.33} fill="none" stroke={zoneColour(zoneIndex)} strokeWidth={0.12} />;
}

/** One legend entry: a glyph drawn at text size next to its words. */
export function LegendItem({ children, glyph }: { children: string; glyph: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <svg viewBox="-0.5 -0.5 1 1.1" className="size-4" aria-hidden="true">
        {glyph}
      </svg>
      {children}
    </li>
  );
}

export const STATE_WORDS: Record<SeatState, string> = {
  free: 'Free',
  held: 'Held (in a cart)',
  sold: 'Sold',
  blocked: 'Blocked (house seat)',
};
