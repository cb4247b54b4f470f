import type { PlanSeat } from '@foyer/shared/seating/seat-plan';
import { isToggleable, type SeatView } from '~/lib/seating/seat-index';
import { type GlyphShape, glyphShapes, heldStripesPath, isStriped, type PatternIds, STRIPES_ATTRS } from './seat-glyph';

/**
 * The map's seats as SVG markup, and the patch that keeps them current (ADR 070).
 *
 * A 250-seat hall is some 800 elements. Built by React, one `createElement` and a dozen
 * property writes each, its first render took about 200 ms at Lighthouse's mobile CPU
 * throttling; written as one string the browser's parser builds them natively. After that
 * React never touches them: `patchSeats` sets only what changed on each changed seat's element,
 * so the seat that has keyboard focus keeps it and a screen reader hears its new state.
 */

/** What one seat shows: everything its element says, and nothing React keeps. */
export interface SeatDrawing {
  seat: PlanSeat;
  view: SeatView;
  companion: boolean;
  /** Its accessible name (`describeSeat`). */
  label: string;
  /** The map's one tab stop. */
  tabbable: boolean;
  /** Its hold or release is under way. */
  pending: boolean;
  /** Its zone's place in the plan: seats in a row of one zone share a `.seat-zone` group. */
  zone: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** An attribute's value as markup: the plan's names are staff's text, never markup. */
export const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const shapeMarkup = ({ tag, attrs }: GlyphShape) =>
  `<${tag}${Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')}></${tag}>`;

/** The seat's shapes; its 1 × 1 target is found from the click's point (`seatAt`), its focus ring is the map's one. */
function seatInner(drawing: SeatDrawing, patterns: PatternIds): string {
  const { seat, view, companion } = drawing;
  const glyph = glyphShapes({
    view,
    wheelchair: seat.wheelchair,
    companion,
    restrictedView: seat.restrictedView,
    patterns,
    ownStripes: false,
  });
  return glyph.map(shapeMarkup).join('');
}

/**
 * The seat element's attributes that change with its state, in order; `undefined` is absent.
 * A checkbox, checked when it is yours; disabled when it can be neither chosen nor given back.
 */
function seatAttributes({ view, label, tabbable, pending }: SeatDrawing): Array<[string, string | undefined]> {
  return [
    ['data-shape', view],
    ['aria-checked', String(view === 'mine' || view === 'bought')],
    ['aria-disabled', isToggleable(view) ? undefined : 'true'],
    ['aria-busy', pending ? 'true' : undefined],
    ['aria-label', label],
    ['tabindex', tabbable ? '0' : '-1'],
    ['class', pending ? 'animate-pulse opacity-60' : undefined],
  ];
}

/** Where the held seats' stripes go: one path per area, over its seats, that no pointer hits. */
const stripesDrawing = (drawings: Iterable<SeatDrawing>) =>
  heldStripesPath(
    [...drawings].map(({ seat, view }) => ({ x: seat.x, y: seat.y, striped: isStriped(view, seat.wheelchair) })),
  );
const STRIPES_OPEN = `<path data-mark="stripes" aria-hidden="true" pointer-events="none"${Object.entries(STRIPES_ATTRS)
  .map(([name, value]) => ` ${name}="${value}"`)
  .join('')}`;

/** One seat's element as markup. */
function seatMarkup(drawing: SeatDrawing, patterns: PatternIds): string {
  const { seat } = drawing;
  const attributes = seatAttributes(drawing)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return (
    `<g data-seat="${escapeAttribute(seat.key)}" role="checkbox"${attributes}` +
    ` transform="translate(${seat.x} ${seat.y})">${seatInner(drawing, patterns)}</g>`
  );
}

/**
 * An area's seats as markup, in the plan's order; each run of seats in one zone is a group
 * that sets the zone's colours once (`zoneStyles`, by the zone's place in the plan).
 */
export function seatsMarkup(
  drawings: readonly SeatDrawing[],
  patterns: PatternIds,
  zoneStyles: readonly Readonly<Record<string, string>>[],
): string {
  let html = '';
  let zone: number | undefined;
  for (const drawing of drawings) {
    if (drawing.zone !== zone) {
      if (zone !== undefined) html += '</g>';
      zone = drawing.zone;
      const style = Object.entries(zoneStyles[zone] ?? {})
        .map(([property, value]) => `${property}:${value}`)
        .join(';');
      html += `<g class="seat-zone" style="${escapeAttribute(style)}">`;
    }
    html += seatMarkup(drawing, patterns);
  }
  if (zone !== undefined) html += '</g>';
  return `${html}${STRIPES_OPEN} d="${escapeAttribute(stripesDrawing(drawings))}"></path>`;
}

/** Whether two drawings of a seat draw it alike. */
const alike = (a: SeatDrawing, b: SeatDrawing) =>
  a.view === b.view &&
  a.label === b.label &&
  a.tabbable === b.tabbable &&
  a.pending === b.pending &&
  a.companion === b.companion;

/**
 * Brings the seats drawn under `container` from `shown` (what their elements show, by key) to
 * `drawings`, touching only seats that differ: an attribute at a time, a seat's shapes only
 * when its view changed, and the area's stripes path when a seat became held or stopped being
 * held. Updates `shown`.
 */
export function patchSeats(
  container: Element,
  shown: Map<string, SeatDrawing>,
  drawings: Iterable<SeatDrawing>,
  patterns: PatternIds,
): void {
  let stripes = false;
  for (const drawing of drawings) {
    const before = shown.get(drawing.seat.key);
    if (before && alike(before, drawing)) continue;
    if (!before || isStriped(before.view, before.seat.wheelchair) !== isStriped(drawing.view, drawing.seat.wheelchair))
      stripes = true;
    shown.set(drawing.seat.key, drawing);
    const element = container.querySelector(`[data-seat="${CSS.escape(drawing.seat.key)}"]`);
    if (!element) continue;
    for (const [name, value] of seatAttributes(drawing)) {
      if (value === undefined) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (before?.view !== drawing.view) element.innerHTML = seatInner(drawing, patterns);
  }
  if (stripes)
    container.querySelector(':scope > [data-mark="stripes"]')?.setAttribute('d', stripesDrawing(shown.values()));
}
