import type { SeatView } from '~/lib/seating/seat-index';

/**
 * How a seat looks, drawn in its 1 × 1 cell around (0, 0). States differ by shape and
 * pattern, never by colour alone (WCAG 1.4.1): free is an outline in its zone's colour,
 * yours is filled with a check mark, held by someone else is striped, sold is dark with
 * a cross, kept back is a hatched square. A wheelchair space is a rounded square with a
 * wheelchair, a companion seat has a dashed ring, restricted view a corner triangle.
 * Strokes do not scale, so outlines stay 1.5 px and marks legible at every zoom. The zone's
 * colours come from a `.seat-zone` element around the glyphs (styles.css).
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
  /**
   * Whether a held seat's stripes are among its own shapes (the legend's sample). The map
   * draws every held seat's stripes of an area as one path instead (`heldStripesPath`).
   */
  ownStripes?: boolean;
}

// The zone's colours in the page's colour mode, from the `.seat-zone` around the seats (styles.css).
const ZONE_TINT = 'fill-[var(--zone-tint)]';
const ZONE_FILL = 'fill-[var(--zone-solid)]';
const ZONE_STROKE = 'stroke-[var(--zone-solid)]';
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

/** Three parallel strokes at 45° inside the seat's circle (radius 0.4), as [x1, y1, x2, y2] from its centre. */
const HELD_STRIPE_LINES: ReadonlyArray<readonly [number, number, number, number]> = [
  [-0.26, 0.26, 0.26, -0.26],
  [-0.106, 0.36, 0.36, -0.106],
  [-0.36, 0.106, 0.106, -0.36],
];
/** Rounded as the plan's positions are: a path of a whole hall stays short. */
const at = (n: number) => String(Math.round(n * 1000) / 1000);
/** The stripes of a seat centred at (x, y), as path data. */
const stripesAt = (x: number, y: number) =>
  HELD_STRIPE_LINES.map(([x1, y1, x2, y2]) => `M${at(x + x1)} ${at(y + y1)} L${at(x + x2)} ${at(y + y2)}`).join(' ');
const HELD_STRIPES = stripesAt(0, 0);
/** How a held seat's stripes are drawn: one stroke colour and width, wherever they are. */
export const STRIPES_ATTRS = {
  'stroke-width': '0.07',
  'stroke-linecap': 'round',
  class: 'fill-none stroke-[var(--muted-foreground)]',
} as const;

/** Whether a seat in this view is drawn striped: held by someone else, and not a wheelchair space (which keeps its pattern). */
export const isStriped = (view: SeatView, wheelchair: boolean | undefined) => view === 'held' && !wheelchair;

/**
 * The stripes of every striped seat in `seats`, as one path's data (ADR 070): half a sold-out
 * hall is held, and one path for them all is one element to parse, style and paint instead of
 * one per seat.
 */
export function heldStripesPath(seats: Iterable<{ x: number; y: number; striped: boolean }>): string {
  let d = '';
  for (const seat of seats) if (seat.striped) d += (d ? ' ' : '') + stripesAt(seat.x, seat.y);
  return d;
}

const WHEELCHAIR =
  'M0.02 -0.2 a0.06 0.06 0 1 0 0.001 0 M0.02 -0.1 v0.16 h0.16 l0.06 0.14 M-0.08 -0.02 a0.17 0.17 0 1 0 0.22 0.2';

/** One element of a glyph: its tag and its attributes, named as in SVG markup. */
export interface GlyphShape {
  tag: 'circle' | 'rect' | 'path';
  attrs: Readonly<Record<string, string>>;
}

/**
 * The glyph's shapes, as data: the map writes them as markup (`seat-markup.ts`), the legend
 * draws them with React (`SeatGlyph`), so both show one drawing. No wrapper of their own:
 * the element they are put in carries `data-shape` with the view.
 */
export function glyphShapes({
  view,
  wheelchair,
  companion,
  restrictedView,
  patterns,
  ownStripes = true,
}: SeatGlyphProps): GlyphShape[] {
  const yours = view === 'mine' || view === 'bought';
  const body =
    view === 'free'
      ? `${ZONE_TINT} ${ZONE_STROKE}`
      : yours
        ? `${ZONE_FILL} stroke-[var(--foreground)]`
        : view === 'sold'
          ? 'fill-[var(--foreground)] stroke-[var(--foreground)]'
          : MUTED_STROKE;
  // A held seat's stripes are three strokes of its own, not a pattern fill: half a sold-out
  // hall is held, and a pattern is painted per shape (ADR 070). A wheelchair space keeps the
  // pattern, as its square also carries the wheelchair.
  const striped = isStriped(view, wheelchair);
  const outline = `seat-outline ${striped ? 'fill-[var(--background)] ' : ''}${body}`;
  const fill = striped
    ? undefined
    : view === 'held'
      ? `url(#${patterns.held})`
      : view === 'blocked'
        ? `url(#${patterns.blocked})`
        : undefined;
  const filled: Record<string, string> = fill ? { fill } : {};
  const shapes: GlyphShape[] = [
    view === 'blocked'
      ? {
          tag: 'rect',
          attrs: { x: '-0.38', y: '-0.38', width: '0.76', height: '0.76', ...filled, class: outline },
        }
      : wheelchair
        ? {
            tag: 'rect',
            attrs: {
              x: '-0.4',
              y: '-0.4',
              width: '0.8',
              height: '0.8',
              rx: '0.14',
              ...filled,
              class: outline,
            },
          }
        : { tag: 'circle', attrs: { r: '0.4', ...filled, class: outline } },
  ];
  const mark = (d: string, width: string, className: string, name: string): GlyphShape => ({
    tag: 'path',
    attrs: { d, 'stroke-width': width, 'stroke-linecap': 'round', class: className, 'data-mark': name },
  });
  if (wheelchair && (view === 'free' || yours || view === 'held')) {
    const stroke = view === 'free' ? ZONE_STROKE : 'stroke-[var(--foreground)]';
    shapes.push(mark(WHEELCHAIR, '0.07', yours ? MARK : `fill-none ${stroke}`, 'wheelchair'));
  } else if (yours) {
    shapes.push(mark('M-0.2 0 L-0.05 0.15 L0.22 -0.16', '0.12', MARK, 'check'));
  } else if (striped && ownStripes) {
    shapes.push({ tag: 'path', attrs: { d: HELD_STRIPES, ...STRIPES_ATTRS, 'data-mark': 'stripes' } });
  } else if (view === 'sold') {
    shapes.push(mark('M-0.17 -0.17 L0.17 0.17 M0.17 -0.17 L-0.17 0.17', '0.1', MARK, 'cross'));
  }
  if (companion) {
    const stroke = view === 'free' ? ZONE_STROKE : 'stroke-[var(--foreground)]';
    shapes.push({
      tag: 'circle',
      attrs: {
        r: '0.48',
        class: `seat-outline fill-none ${stroke}`,
        'stroke-dasharray': '2 2',
        'data-mark': 'companion',
      },
    });
  }
  if (restrictedView) {
    shapes.push({
      tag: 'path',
      attrs: { d: 'M0.16 -0.5 H0.5 V-0.16 Z', class: 'fill-[var(--foreground)]', 'data-mark': 'restricted' },
    });
  }
  return shapes;
}

/** An SVG attribute's name as a React prop: `class` is `className`, `stroke-width` is `strokeWidth`; data- stays. */
const reactProp = (name: string) =>
  name === 'class'
    ? 'className'
    : name.startsWith('data-')
      ? name
      : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The glyph drawn by React, for the legend's samples. */
export function SeatGlyph(props: SeatGlyphProps) {
  return (
    <>
      {glyphShapes(props).map(({ tag: Tag, attrs }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a glyph's shapes are a fixed list drawn whole
        <Tag key={i} {...Object.fromEntries(Object.entries(attrs).map(([name, value]) => [reactProp(name), value]))} />
      ))}
    </>
  );
}
