import type { Box, PlanRow } from '@foyer/shared/seating/seat-plan';

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
    <g style={style} className="seat-zone">
      <rect
        {...box}
        rx="0.2"
        className="fill-[var(--zone-tint)] stroke-[var(--zone-solid)]"
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
