import type { PlanSeat } from '@foyer/shared/seating/seat-plan';
import { isToggleable, type SeatView } from '~/lib/seating/seat-index';
import {
  at,
  type Glyph,
  glyph,
  marksPath,
  type PatternIds,
  SHARED_MARK_ATTRS,
  SHARED_MARKS,
  type SharedMark,
} from './seat-glyph';

/**
 * The map's seats as SVG markup, and the patch that keeps them current (ADR 070).
 *
 * Built by React, a 250-seat hall's elements took about 200 ms to render at Lighthouse's mobile
 * CPU throttling; written as one string the browser's parser builds them natively. Each seat is
 * one element, its glyph's body, which carries its state and its name; the marks most seats
 * share (check, cross, stripes) are one path per area, and the few seats with marks of their own
 * (wheelchair, companion, restricted view) get them as siblings. After that React never touches
 * them: `patchSeats` sets only what changed on each changed seat's element, so the seat that has
 * keyboard focus keeps it and a screen reader hears its new state.
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

const SPECIAL = /[&<>"']/;

/** An attribute's value as markup: the plan's names are staff's text, never markup. */
export const escapeAttribute = (value: string) =>
  SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c) : value;

const attributesMarkup = (attributes: Iterable<readonly [string, string | undefined]>) => {
  let html = '';
  for (const [name, value] of attributes) if (value !== undefined) html += ` ${name}="${escapeAttribute(value)}"`;
  return html;
};

/** Each drawing's glyph; a hall has a handful of different ones, so each is made once. */
function glyphsOf(patterns: PatternIds) {
  const made = new Map<string, Glyph>();
  return ({ seat, view, companion }: SeatDrawing): Glyph => {
    const key = `${view} ${seat.wheelchair ? 1 : 0}${companion ? 1 : 0}${seat.restrictedView ? 1 : 0}`;
    let found = made.get(key);
    if (!found) {
      found = glyph({ view, wheelchair: seat.wheelchair, companion, restrictedView: seat.restrictedView, patterns });
      made.set(key, found);
    }
    return found;
  };
}

/**
 * The seat element's attributes, in order; `undefined` is absent. A checkbox, checked when it
 * is yours; disabled when it can be neither chosen nor given back; its colours from `data-shape`;
 * then its body's shape with the seat's centre at its position (a circle's centre, a square's
 * corner): every attribute a seat's element may carry, so a patch removes what no longer applies.
 */
function seatAttributes(drawing: SeatDrawing, { body }: Glyph): Array<readonly [string, string | undefined]> {
  const { view, label, tabbable, pending, seat } = drawing;
  const { attrs } = body;
  const circle = body.tag === 'circle';
  return [
    ['data-shape', view],
    ['aria-checked', String(view === 'mine' || view === 'bought')],
    ['aria-disabled', isToggleable(view) ? undefined : 'true'],
    ['aria-busy', pending ? 'true' : undefined],
    ['aria-label', label],
    ['tabindex', tabbable ? '0' : '-1'],
    ['class', pending ? 'animate-pulse opacity-60' : undefined],
    ['cx', circle ? at(seat.x) : undefined],
    ['cy', circle ? at(seat.y) : undefined],
    ['r', attrs.r],
    ['x', circle ? undefined : at(seat.x + Number(attrs.x ?? 0))],
    ['y', circle ? undefined : at(seat.y + Number(attrs.y ?? 0))],
    ['width', attrs.width],
    ['height', attrs.height],
    ['rx', attrs.rx],
    ['fill', attrs.fill],
  ];
}

/** The seat's own marks, each naming its seat, drawn over it where it stands. */
function ownMarkup({ seat }: SeatDrawing, { own }: Glyph): string {
  let html = '';
  for (const { tag, attrs } of own)
    html +=
      `<${tag} data-of="${escapeAttribute(seat.key)}" aria-hidden="true" pointer-events="none"` +
      ` transform="translate(${at(seat.x)} ${at(seat.y)})"${attributesMarkup(Object.entries(attrs))}/>`;
  return html;
}

/** One seat's element, then its own marks. */
function seatMarkup(drawing: SeatDrawing, seatGlyph: Glyph): string {
  return (
    `<${seatGlyph.body.tag} data-seat="${escapeAttribute(drawing.seat.key)}" role="checkbox"` +
    `${attributesMarkup(seatAttributes(drawing, seatGlyph))}/>${ownMarkup(drawing, seatGlyph)}`
  );
}

/** A shared mark's path over an area's seats: one element that no pointer hits. */
const sharedMarkMarkup = (mark: SharedMark, d: string) =>
  `<path data-mark="${mark}" aria-hidden="true" pointer-events="none"` +
  `${attributesMarkup(Object.entries(SHARED_MARK_ATTRS[mark]))} d="${escapeAttribute(d)}"/>`;

/** Where each seat is and which shared mark it carries, for `marksPath`. */
const markedSeats = (drawings: Iterable<SeatDrawing>, glyphOf: (drawing: SeatDrawing) => Glyph) =>
  [...drawings].map((drawing) => ({ x: drawing.seat.x, y: drawing.seat.y, mark: glyphOf(drawing).shared }));

/**
 * An area's seats as markup, in the plan's order; each run of seats in one zone is a group
 * that sets the zone's colours once (`zoneStyles`, by the zone's place in the plan); then the
 * shared marks, one path each, over every seat.
 */
export function seatsMarkup(
  drawings: readonly SeatDrawing[],
  patterns: PatternIds,
  zoneStyles: readonly Readonly<Record<string, string>>[],
): string {
  const glyphOf = glyphsOf(patterns);
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
    html += seatMarkup(drawing, glyphOf(drawing));
  }
  if (zone !== undefined) html += '</g>';
  const marked = markedSeats(drawings, glyphOf);
  for (const mark of SHARED_MARKS) html += sharedMarkMarkup(mark, marksPath(mark, marked));
  return html;
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
 * `drawings`, touching only seats that differ: an attribute at a time; a seat's own marks only
 * when its view changed; a new element only when its body's shape did (a seat kept back or
 * given back), keeping keyboard focus; and a shared mark's path when a seat took it or lost
 * it. Updates `shown`.
 */
export function patchSeats(
  container: Element,
  shown: Map<string, SeatDrawing>,
  drawings: Iterable<SeatDrawing>,
  patterns: PatternIds,
): void {
  const glyphOf = glyphsOf(patterns);
  const marks = new Set<SharedMark | undefined>();
  for (const drawing of drawings) {
    const key = drawing.seat.key;
    const before = shown.get(key);
    if (before && alike(before, drawing)) continue;
    shown.set(key, drawing);
    const was = before && glyphOf(before);
    const now = glyphOf(drawing);
    if (was?.shared !== now.shared) marks.add(was?.shared).add(now.shared);
    const element = container.querySelector(`[data-seat="${CSS.escape(key)}"]`);
    if (!element) continue;
    const ownChanged = before?.view !== drawing.view || before.companion !== drawing.companion;
    if (ownChanged) for (const mark of container.querySelectorAll(`[data-of="${CSS.escape(key)}"]`)) mark.remove();
    if (element.localName !== now.body.tag) {
      const focused = element.ownerDocument.activeElement === element;
      element.outerHTML = seatMarkup(drawing, now);
      if (focused) container.querySelector<SVGElement>(`[data-seat="${CSS.escape(key)}"]`)?.focus();
      continue;
    }
    for (const [name, value] of seatAttributes(drawing, now)) {
      if (value === undefined) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (ownChanged && now.own.length) element.insertAdjacentHTML('afterend', ownMarkup(drawing, now));
  }
  marks.delete(undefined);
  if (marks.size === 0) return;
  const marked = markedSeats(shown.values(), glyphOf);
  for (const mark of marks)
    if (mark) container.querySelector(`:scope > [data-mark="${mark}"]`)?.setAttribute('d', marksPath(mark, marked));
}
