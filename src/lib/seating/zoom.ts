/**
 * The seat map's zoom and pan as a viewBox: the whole hall is `full`, zooming narrows
 * the view around a point that stays under the finger, and the view never leaves the
 * hall. The view keeps the hall's aspect ratio, so one scale converts screen to plan.
 */

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** WCAG 2.2's minimum target (2.5.8): a seat's 1 × 1 cell is chosen only when it renders at least this big. */
export const MIN_TARGET_PX = 24;

/** As far as the map zooms in: a cell of a 40-seat-wide hall on a 320 px phone is about 64 px. */
export const MAX_ZOOM = 8;

/** Each press of a zoom button. */
export const ZOOM_STEP = 1.5;

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** How many times the view is enlarged over the whole hall. */
export const zoomOf = (view: ViewBox, full: ViewBox) => full.width / view.width;

/** The whole hall with a margin for the row labels. */
export function fullView(plan: { width: number; height: number }): ViewBox {
  return { x: -2, y: -1, width: plan.width + 3, height: plan.height + 2 };
}

/** The view moved back inside the hall (and no larger than it). */
export function clampView(view: ViewBox, full: ViewBox): ViewBox {
  const width = Math.min(view.width, full.width);
  const height = Math.min(view.height, full.height);
  return {
    x: clamp(view.x, full.x, full.x + full.width - width),
    y: clamp(view.y, full.y, full.y + full.height - height),
    width,
    height,
  };
}

/** The view zoomed to `zoom` times the whole hall, keeping `point` (plan units) where it is on screen. */
export function zoomTo(view: ViewBox, full: ViewBox, zoom: number, point: Point): ViewBox {
  const scale = full.width / clamp(zoom, 1, MAX_ZOOM) / view.width;
  return clampView(
    {
      x: point.x - (point.x - view.x) * scale,
      y: point.y - (point.y - view.y) * scale,
      width: view.width * scale,
      height: view.height * scale,
    },
    full,
  );
}

/** The view zoomed by `factor` (above 1 enlarges) around `point`. */
export const zoomAround = (view: ViewBox, full: ViewBox, factor: number, point: Point): ViewBox =>
  zoomTo(view, full, zoomOf(view, full) * factor, point);

/** The view's centre, for the buttons' zoom. */
export const centreOf = (view: ViewBox): Point => ({ x: view.x + view.width / 2, y: view.y + view.height / 2 });

/** The view moved by a drag of (dx, dy) plan units: the hall follows the finger. */
export const panBy = (view: ViewBox, full: ViewBox, dx: number, dy: number): ViewBox =>
  clampView({ ...view, x: view.x - dx, y: view.y - dy }, full);

/** CSS pixels per plan unit (one seat cell) when the view fills `widthPx`. */
export const cellPixels = (view: ViewBox, widthPx: number) => widthPx / view.width;

/** The least zoom at which a cell renders at `MIN_TARGET_PX` in a map `widthPx` wide (1 when it already does). */
export function zoomForTargets(full: ViewBox, widthPx: number): number {
  if (widthPx <= 0) return 1;
  return clamp((MIN_TARGET_PX * full.width) / widthPx, 1, MAX_ZOOM);
}

/** A screen point (client px) in plan units, given the map's on-screen box. */
export function toPlan(view: ViewBox, box: { left: number; top: number; width: number }, client: Point): Point {
  const unit = view.width / box.width;
  return { x: view.x + (client.x - box.left) * unit, y: view.y + (client.y - box.top) * unit };
}

export const viewBoxAttribute = (view: ViewBox) =>
  [view.x, view.y, view.width, view.height].map((n) => Math.round(n * 1000) / 1000).join(' ');

/** The view moved just enough that `point` is at least `margin` plan units inside it (for the keyboard's focus). */
export function panToInclude(view: ViewBox, full: ViewBox, point: Point, margin = 1): ViewBox {
  const dx = Math.min(point.x - margin - view.x, 0) + Math.max(point.x + margin - (view.x + view.width), 0);
  const dy = Math.min(point.y - margin - view.y, 0) + Math.max(point.y + margin - (view.y + view.height), 0);
  return dx === 0 && dy === 0 ? view : clampView({ ...view, x: view.x + dx, y: view.y + dy }, full);
}
