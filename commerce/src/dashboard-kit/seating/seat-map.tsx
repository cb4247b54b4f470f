import { seatNeighbours } from '@foyer/shared/seating/seat-neighbours';
import { type PlanSeat, planSeats, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { mapSeats, rowKeys, seatName, seatRange, seatsInBox, toggleSeats } from './plan-selection';

export interface SeatMapProps {
  plan: SeatPlan;
  /** The map's accessible name, e.g. "Seat plan of the Attic Stage". */
  label: string;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  /** The seat in words beyond its name ("Zone A, wheelchair space"), for its tooltip and the cursor line. */
  describe: (seat: PlanSeat) => string;
  /** Draws one seat centred on (seat.x, seat.y) in plan units; the map adds the selection ring. */
  glyph: (seat: PlanSeat) => ReactNode;
  /** Told when the keyboard cursor or a pointer rests on a seat, so a side panel can show it. */
  onSeatFocus?: (key: string | null) => void;
  /** Extra SVG definitions the glyphs use (patterns). */
  defs?: ReactNode;
}

type Point = { x: number; y: number };

/** Moving less than this (plan units) between press and release is a click, more is a drag. */
const CLICK_SLOP = 0.3;

/**
 * A seat plan drawn as SVG from its JSON, with seats chosen by pointer or keyboard:
 * click toggles a seat, shift-click adds the seats from the last one clicked, a drag
 * over the map toggles the seats it covers, a click on a row's label toggles the row.
 * Keyboard: the map is one tab stop; arrows move a cursor (across aisles too), Space
 * toggles its seat, Shift+arrow adds as it moves, R toggles its row, Escape clears.
 */
export function SeatMap({ plan, label, selected, onSelectedChange, describe, glyph, onSeatFocus, defs }: SeatMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const keysId = useId();
  const links = useMemo(() => seatNeighbours(plan), [plan]);
  const seats = useMemo(() => mapSeats(plan), [plan]);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  // The row label pressed is read at pointerdown: once the pointer is captured, pointerup's target is the map itself.
  const [drag, setDrag] = useState<{ from: Point; to: Point; shift: boolean; rowOf: string | null } | null>(null);

  const toPlan = (event: { clientX: number; clientY: number }): Point => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!svg.current || !matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };
  const seatAt = (p: Point) =>
    seats.find(({ seat }) => Math.abs(seat.x - p.x) <= 0.5 && Math.abs(seat.y - p.y) <= 0.5)?.key;
  const pick = (key: string, shift: boolean) => {
    onSelectedChange(
      shift && anchor
        ? toggleSeats(
            selected,
            seatRange(plan, anchor, key).filter((k) => k !== anchor),
          )
        : toggleSeats(selected, [key]),
    );
    setAnchor(key);
    setCursor(key);
    onSeatFocus?.(key);
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = toPlan(event);
    const rowOf = (event.target as Element).closest('[data-row-of]')?.getAttribute('data-row-of') ?? null;
    setDrag({ from: at, to: at, shift: event.shiftKey, rowOf });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const at = toPlan(event);
    if (drag) setDrag({ ...drag, to: at });
    else onSeatFocus?.(seatAt(at) ?? cursor);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    setDrag(null);
    const to = toPlan(event);
    if (Math.hypot(to.x - drag.from.x, to.y - drag.from.y) >= CLICK_SLOP) {
      onSelectedChange(toggleSeats(selected, seatsInBox(plan, drag.from, to)));
      return;
    }
    if (drag.rowOf) {
      onSelectedChange(toggleSeats(selected, rowKeys(plan, drag.rowOf)));
      return;
    }
    const key = seatAt(to);
    if (key) pick(key, drag.shift);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = cursor ?? seats[0]?.key;
    if (!current) return;
    const link = links.get(current);
    const step = { ArrowLeft: link?.previous, ArrowRight: link?.next, ArrowUp: link?.up, ArrowDown: link?.down }[
      event.key
    ];
    if (event.key.startsWith('Arrow')) {
      event.preventDefault();
      const next = step ?? current;
      setCursor(next);
      onSeatFocus?.(next);
      if (event.shiftKey) onSelectedChange(new Set([...selected, current, next]));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      pick(current, event.shiftKey);
    } else if (event.key === 'r' || event.key === 'R') {
      onSelectedChange(toggleSeats(selected, rowKeys(plan, current)));
    } else if (event.key === 'Escape') {
      onSelectedChange(new Set());
    } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSelectedChange(new Set(seats.map((seat) => seat.key)));
    }
  };

  const cursorSeat = cursor ? links.get(cursor)?.seat : undefined;
  const box = drag
    ? {
        x: Math.min(drag.from.x, drag.to.x),
        y: Math.min(drag.from.y, drag.to.y),
        width: Math.abs(drag.to.x - drag.from.x),
        height: Math.abs(drag.to.y - drag.from.y),
      }
    : null;

  return (
    <div className="grid gap-2">
      <svg
        ref={svg}
        role="application"
        aria-label={label}
        aria-describedby={keysId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is one tab stop whose arrow keys move a seat cursor (described below it)
        tabIndex={0}
        viewBox={`-1 -1 ${plan.width + 2} ${plan.height + 2}`}
        className="max-h-[70vh] w-full touch-none select-none rounded-md border bg-background focus-visible:outline-2 focus-visible:outline-ring"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => onSeatFocus?.(cursor)}
        onKeyDown={onKeyDown}
      >
        {defs ? <defs>{defs}</defs> : null}
        <rect {...plan.stage} rx={0.3} className="fill-muted stroke-muted-foreground" strokeWidth={0.05} />
        <text
          x={plan.stage.x + plan.stage.width / 2}
          y={plan.stage.y + plan.stage.height / 2}
          fontSize={0.6}
          textAnchor="middle"
          dominantBaseline="middle"
          className="fill-muted-foreground"
        >
          Stage
        </text>
        {plan.areas.map((area) =>
          area.kind === 'unreserved' ? (
            <g key={area.key}>
              <rect {...area.box} rx={0.3} className="fill-muted/50 stroke-muted-foreground" strokeWidth={0.05} />
              <text x={area.box.x + 0.3} y={area.box.y + 0.7} fontSize={0.5} className="fill-foreground">
                {area.name.en} ({area.capacity} places, zone {area.zone})
              </text>
            </g>
          ) : (
            area.rows.map((row) => {
              const first = row.seats[0];
              return first ? (
                <text
                  key={`${area.key}-${row.label}`}
                  data-row-of={first.key}
                  x={first.x - 1}
                  y={first.y}
                  fontSize={0.5}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className="cursor-pointer fill-muted-foreground"
                >
                  {row.label}
                </text>
              ) : null;
            })
          ),
        )}
        {[...planSeats(plan)].map(({ seat }) => (
          <g key={seat.key} data-seat={seat.key}>
            <title>{`${seatName(plan, seat.key)}: ${describe(seat)}`}</title>
            {glyph(seat)}
            {selected.has(seat.key) ? (
              <circle cx={seat.x} cy={seat.y} r={0.5} fill="none" className="stroke-primary" strokeWidth={0.12} />
            ) : null}
          </g>
        ))}
        {cursorSeat ? (
          <rect
            x={cursorSeat.x - 0.55}
            y={cursorSeat.y - 0.55}
            width={1.1}
            height={1.1}
            fill="none"
            className="stroke-foreground"
            strokeWidth={0.06}
            strokeDasharray="0.15 0.1"
          />
        ) : null}
        {box ? <rect {...box} className="fill-primary/10 stroke-primary" strokeWidth={0.04} /> : null}
      </svg>
      <p id={keysId} className="text-xs text-muted-foreground">
        Click a seat to choose it, Shift-click to add a range, drag over seats or click a row’s letter to toggle them.
        Keyboard: arrows move, Space chooses, Shift+arrow adds, R toggles the row, Escape clears.
      </p>
      <p role="status" aria-live="polite" className="text-sm">
        {cursorSeat
          ? `${seatName(plan, cursorSeat.key)}: ${describe(cursorSeat)}${selected.has(cursorSeat.key) ? ', chosen' : ''}.`
          : null}{' '}
        {selected.size === 1 ? '1 seat chosen.' : `${selected.size} seats chosen.`}
      </p>
    </div>
  );
}
