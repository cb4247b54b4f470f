import type { SeatView } from '~/lib/seating/seat-index';

/**
 * How a seat looks, drawn in its 1 × 1 cell around (0, 0). States differ by shape and
 * pattern, never by colour alone (WCAG 1.4.1): free is an outline in its zone's colour,
 * yours is filled with a check mark, held by someone else is striped, sold is dark with
 * a cross, kept back is a hatched square. A wheelchair space is a rounded square with a
 * wheelchair, a companion seat has a dashed ring, restricted view a corner triangle.
 *
 * A glyph is a body and its marks (ADR 070). The body is one shape whose colours come from
 * its `data-shape` (styles.css) inside a `.seat-zone`, which sets the zone's colours; on the
 * map the body is the seat's element itself. The check, the cross and the stripes are drawn
 * alike in every zone, so the map draws each of them as one path per area over all its seats
 * (`marksPath`); the wheelchair, the companion ring and the restricted-view corner are the
 * seat's own. Strokes of outlines do not scale, so they stay 1.5 px at every zoom.
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

/** One element of a glyph: its tag and its attributes, named as in SVG markup. */
export interface GlyphShape {
  tag: 'circle' | 'rect' | 'path';
  attrs: Readonly<Record<string, string>>;
}

/** The marks drawn alike in every zone: the map draws each as one path per area. */
export type SharedMark = 'check' | 'cross' | 'stripes';

/** A mark's strokes around the seat's centre, each a polyline of [x, y] points. */
const SHARED_MARK_LINES: Record<SharedMark, ReadonlyArray<ReadonlyArray<readonly [number, number]>>> = {
  check: [
    [
      [-0.2, 0],
      [-0.05, 0.15],
      [0.22, -0.16],
    ],
  ],
  cross: [
    [
      [-0.17, -0.17],
      [0.17, 0.17],
    ],
    [
      [0.17, -0.17],
      [-0.17, 0.17],
    ],
  ],
  // Three parallel strokes at 45° inside the seat's circle (radius 0.4).
  stripes: [
    [
      [-0.26, 0.26],
      [0.26, -0.26],
    ],
    [
      [-0.106, 0.36],
      [0.36, -0.106],
    ],
    [
      [-0.36, 0.106],
      [0.106, -0.36],
    ],
  ],
};

/** How each shared mark's path is drawn: one stroke colour and width, wherever it is. */
export const SHARED_MARK_ATTRS: Record<SharedMark, Readonly<Record<string, string>>> = {
  check: { 'stroke-width': '0.12', 'stroke-linecap': 'round', class: MARK },
  cross: { 'stroke-width': '0.1', 'stroke-linecap': 'round', class: MARK },
  stripes: { 'stroke-width': '0.07', 'stroke-linecap': 'round', class: `fill-none ${MUTED_STROKE}` },
};

export const SHARED_MARKS: readonly SharedMark[] = ['stripes', 'check', 'cross'];

/** Rounded as the plan's positions are: a path of a whole hall stays short. */
export const at = (n: number) => String(Math.round(n * 1000) / 1000);

/** A shared mark of a seat centred at (x, y), as path data. */
export const markAt = (mark: SharedMark, x: number, y: number) =>
  SHARED_MARK_LINES[mark]
    .map((line) => line.map(([px, py], i) => `${i ? 'L' : 'M'}${at(x + px)} ${at(y + py)}`).join(' '))
    .join(' ');

/**
 * The marks of every seat in `seats` that carries `mark`, as one path's data (ADR 070): half a
 * sold-out hall is held, and one path for them all is one element to parse, style and paint
 * instead of one per seat.
 */
export function marksPath(mark: SharedMark, seats: Iterable<{ x: number; y: number; mark: SharedMark | undefined }>) {
  let d = '';
  for (const seat of seats) if (seat.mark === mark) d += (d ? ' ' : '') + markAt(mark, seat.x, seat.y);
  return d;
}

const WHEELCHAIR =
  'M0.02 -0.2 a0.06 0.06 0 1 0 0.001 0 M0.02 -0.1 v0.16 h0.16 l0.06 0.14 M-0.08 -0.02 a0.17 0.17 0 1 0 0.22 0.2';

/** A seat's glyph: its body, the shared mark over it if any, and its own marks. */
export interface Glyph {
  body: GlyphShape;
  shared: SharedMark | undefined;
  own: GlyphShape[];
}

const CIRCLE: GlyphShape = { tag: 'circle', attrs: { r: '0.4' } };
const WHEELCHAIR_SQUARE = { x: '-0.4', y: '-0.4', width: '0.8', height: '0.8', rx: '0.14' };
const BLOCKED_SQUARE = { x: '-0.38', y: '-0.38', width: '0.76', height: '0.76' };

/**
 * The glyph as data: the map writes it as markup (`seat-markup.ts`), the legend draws it with
 * React (`SeatGlyph`), so both show one drawing. The body's `data-shape` is added by whoever
 * draws it (the map's seat element carries it with the seat's other state).
 */
export function glyph({ view, wheelchair, companion, restrictedView, patterns }: SeatGlyphProps): Glyph {
  const yours = view === 'mine' || view === 'bought';
  // A wheelchair space held by someone else keeps the striped pattern: its square also carries
  // the wheelchair. Kept-back seats are hatched. Every other fill comes from `data-shape`.
  const fill: Record<string, string> =
    view === 'blocked'
      ? { fill: `url(#${patterns.blocked})` }
      : view === 'held' && wheelchair
        ? { fill: `url(#${patterns.held})` }
        : {};
  const body: GlyphShape =
    view === 'blocked'
      ? { tag: 'rect', attrs: { ...BLOCKED_SQUARE, ...fill } }
      : wheelchair
        ? { tag: 'rect', attrs: { ...WHEELCHAIR_SQUARE, ...fill } }
        : CIRCLE;
  const own: GlyphShape[] = [];
  const wheelchairMark = wheelchair && (view === 'free' || yours || view === 'held');
  if (wheelchairMark) {
    const className = yours
      ? MARK
      : `fill-none ${view === 'free' ? 'stroke-[var(--zone-solid)]' : 'stroke-[var(--foreground)]'}`;
    own.push({
      tag: 'path',
      attrs: {
        d: WHEELCHAIR,
        'stroke-width': '0.07',
        'stroke-linecap': 'round',
        class: className,
        'data-mark': 'wheelchair',
      },
    });
  }
  if (companion) {
    const stroke = view === 'free' ? 'stroke-[var(--zone-solid)]' : 'stroke-[var(--foreground)]';
    own.push({
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
    own.push({
      tag: 'path',
      attrs: { d: 'M0.16 -0.5 H0.5 V-0.16 Z', class: 'fill-[var(--foreground)]', 'data-mark': 'restricted' },
    });
  }
  const shared: SharedMark | undefined = wheelchairMark
    ? undefined
    : yours
      ? 'check'
      : view === 'held'
        ? 'stripes'
        : view === 'sold'
          ? 'cross'
          : undefined;
  return { body, shared, own };
}

/** An SVG attribute's name as a React prop: `class` is `className`, `stroke-width` is `strokeWidth`; data- stays. */
const reactProp = (name: string) =>
  name === 'class'
    ? 'className'
    : name.startsWith('data-')
      ? name
      : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const props = (attrs: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [reactProp(name), value]));

/** The glyph drawn by React around (0, 0), for the legend's samples. */
export function SeatGlyph(glyphProps: SeatGlyphProps) {
  const { body, shared, own } = glyph(glyphProps);
  const Body = body.tag;
  return (
    <>
      <Body {...props(body.attrs)} data-shape={glyphProps.view} />
      {shared ? <path {...props(SHARED_MARK_ATTRS[shared])} d={markAt(shared, 0, 0)} data-mark={shared} /> : null}
      {own.map(({ tag: Tag, attrs }) => (
        <Tag key={attrs['data-mark']} {...props(attrs)} />
      ))}
    </>
  );
}
