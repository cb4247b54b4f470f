/** Tickets sold per day as bars: a small SVG, readable in print, no chart library needed. */
export function SalesChart({ days }: { days: ReadonlyArray<{ date: string; tickets: number }> }) {
  if (days.length === 0) return <p className="text-muted-foreground text-sm">No sales in this range.</p>;
  const max = Math.max(...days.map((d) => d.tickets), 1);
  const width = 640;
  const height = 180;
  const bar = width / days.length;
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 20}`}
      role="img"
      aria-label="Tickets sold per day"
      className="w-full max-w-3xl"
    >
      {days.map((day, i) => {
        const h = (day.tickets / max) * height;
        return (
          <g key={day.date}>
            <rect
              x={i * bar + 1}
              y={height - h}
              width={Math.max(bar - 2, 1)}
              height={h}
              fill="currentColor"
              opacity={0.7}
            >
              <title>{`${day.date}: ${day.tickets}`}</title>
            </rect>
            {(i === 0 || i === days.length - 1) && (
              <text x={i * bar + bar / 2} y={height + 14} fontSize={11} textAnchor="middle" fill="currentColor">
                {day.date}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
