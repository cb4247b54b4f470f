import type { SeatView } from '~/lib/seating/seat-index';

/**
 * How a seat looks, drawn in its 1 × 1 cell around (0, 0). States differ by shape and
 * pattern, never by colour alone (WCAG 1.4.1): free is an outline in its zone's colour,
 * yours is filled with a check mark, held by someone else is striped, sold is dark with
 * a cross, kept back is a hatched square. A wheelchair space is a rounded square with a
 * wheelchair, a companion seat has a dashed ring, restricted view a corner triangle.
 * Strokes do not scale, so outlines stay 1.5 px and marks legible at every zoom.
 */

/** The ids of the patterns `SeatPatterns` defines: unique per map, so two maps on a page never share one. */
export interface PatternIds {
  held: string;
  blocked: string;
}

export interface SeatGlyphProps {
  view: SeatView;
  wheelchair?: boolean;
  companion?: boolean;
  restrictedView?: boolean;
  patterns: PatternIds;
}

const ZONE_TINT = 'fill-[var(--zone-tint-light)] dark:fill-[var(--zone-tint-dark)]';
const ZONE_FILL = 'fill-[var(--zone-solid-light)] dark:fill-[var(--zone-solid-dark)]';
const ZONE_STROKE = 'stroke-[var(--zone-solid-light)] dark:stroke-[var(--zone-solid-dark)]';
const MUTED_STROKE = 'stroke-[var(--muted-foreground)]';
const MARK = 'fill-none stroke-[var(--background)]';

/** The patterns the glyphs fill with; put once in each <svg> that draws seats. */
export function SeatPatterns({ patterns }: { patterns: PatternIds }) {
  return (
    <defs>
      <pattern
        id={patterns.held}
        width="0.25"
        height="0.25"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="0.25" height="0.25" className="fill-[var(--background)]" />
        <line x1="0" y1="0" x2="0" y2="0.25" strokeWidth="0.1" className={MUTED_STROKE} />
      </pattern>
      <pattern id={patterns.blocked} width="0.2" height="0.2" patternUnits="userSpaceOnUse">
        <rect width="0.2" height="0.2" className="fill-[var(--muted)]" />
        <path d="M0 0.2 L0.2 0 M0 0 L0.2 0.2" strokeWidth="0.04" className={MUTED_STROKE} />
      </pattern>
    </defs>
  );
}

const WHEELCHAIR =
  'M0.02 -0.2 a0.06 0.06 0 1 0 0.001 0 M0.02 -0.1 v0.16 h0.16 l0.06 0.14 M-0.08 -0.02 a0.17 0.17 0 1 0 0.22 0.2';

/**
 * The glyph's shapes, without a wrapper of their own (a map draws 250 of them): the element
 * they are put in carries `data-shape` with the view.
 */
export function SeatGlyph({ view, wheelchair, companion, restrictedView, patterns }: SeatGlyphProps) {
  const yours = view === 'mine' || view === 'bought';
  const body =
    view === 'free'
      ? `${ZONE_TINT} ${ZONE_STROKE}`
      : yours
        ? `${ZONE_FILL} stroke-[var(--foreground)]`
        : view === 'sold'
          ? 'fill-[var(--foreground)] stroke-[var(--foreground)]'
          : MUTED_STROKE;
  const fill =
    view === 'held' ? `url(#${patterns.held})` : view === 'blocked' ? `url(#${patterns.blocked})` : undefined;
  return (
    <>
      {view === 'blocked' ? (
        <rect
          x="-0.38"
          y="-0.38"
          width="0.76"
          height="0.76"
          fill={fill}
          className={body}
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      ) : wheelchair ? (
        <rect
          x="-0.4"
          y="-0.4"
          width="0.8"
          height="0.8"
          rx="0.14"
          fill={fill}
          className={body}
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
        />
      ) : (
        <circle r="0.4" fill={fill} className={body} strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
      )}
      {wheelchair && (view === 'free' || yours || view === 'held') ? (
        <path
          d={WHEELCHAIR}
          strokeWidth="0.07"
          strokeLinecap="round"
          className={yours ? MARK : `fill-none ${view === 'free' ? ZONE_STROKE : 'stroke-[var(--foreground)]'}`}
          data-mark="wheelchair"
        />
      ) : yours ? (
        <path
          d="M-0.2 0 L-0.05 0.15 L0.22 -0.16"
          strokeWidth="0.12"
          strokeLinecap="round"
          className={MARK}
          data-mark="check"
        />
      ) : view === 'sold' ? (
        <path
          d="M-0.17 -0.17 L0.17 0.17 M0.17 -0.17 L-0.17 0.17"
          strokeWidth="0.1"
          strokeLinecap="round"
          className={MARK}
          data-mark="cross"
        />
      ) : null}
      {companion ? (
        <circle
          r="0.48"
          className={`fill-none ${view === 'free' ? ZONE_STROKE : 'stroke-[var(--foreground)]'}`}
          strokeWidth="1.5"
          strokeDasharray="2 2"
          vectorEffect="non-scaling-stroke"
          data-mark="companion"
        />
      ) : null}
      {restrictedView ? (
        <path d="M0.16 -0.5 H0.5 V-0.16 Z" className="fill-[var(--foreground)]" data-mark="restricted" />
      ) : null}
    </>
  );
}
