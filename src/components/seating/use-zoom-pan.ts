import { type PointerEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  cellPixels,
  centreOf,
  MIN_TARGET_PX,
  type Point,
  panBy,
  panToInclude,
  toPlan,
  type ViewBox,
  ZOOM_STEP,
  zoomAround,
  zoomForTargets,
  zoomOf,
  zoomTo,
} from '~/lib/seating/zoom';

/** A finger or mouse that moved this far (CSS px) since it went down is dragging, not tapping. */
const DRAG_PX = 6;

/**
 * The map's zoom and pan: the buttons, a pinch with two fingers and a drag with one (or
 * the mouse) once zoomed in. The view is state; the pointers are refs, so a gesture
 * re-renders the map's frame but not its memoised seats. Not zoomed, `touch-action:
 * pan-y` leaves vertical swipes to the page's scroll while a pinch comes to the map;
 * zoomed, `none` gives every gesture to the map (the reset button gives the page back).
 */
export function useZoomPan(
  svg: RefObject<SVGSVGElement | null>,
  full: ViewBox,
  { initialWidth = 0, onWidth }: { initialWidth?: number; onWidth?: (px: number) => void } = {},
) {
  const [view, setView] = useState(full);
  // The width it had when last shown, if the caller kept it: the same layout reports the same
  // width, so the observer's first report changes nothing and the map renders once.
  const [widthPx, setWidthPx] = useState(initialWidth);
  const reportWidth = useRef(onWidth);
  reportWidth.current = onWidth;
  const pointers = useRef(new Map<number, Point>());
  const travelled = useRef(0);

  // A new plan (another stage) starts whole.
  useEffect(() => setView(full), [full]);

  // The observer's first report comes after the frame's own layout: asking `clientWidth` here
  // would lay out the page at once, inside the commit, and then again for the frame.
  useEffect(() => {
    const element = svg.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? element.clientWidth;
      setWidthPx(width);
      reportWidth.current?.(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg]);

  const onPointerDown = useCallback((event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) travelled.current = 0;
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<SVGSVGElement>) => {
      const before = pointers.current.get(event.pointerId);
      const rect = svg.current?.getBoundingClientRect();
      if (!before || !rect) return;
      const now = { x: event.clientX, y: event.clientY };
      const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
      pointers.current.set(event.pointerId, now);
      travelled.current += Math.hypot(now.x - before.x, now.y - before.y);
      const other = others[0];
      setView((current) => {
        if (other) {
          // Pinch: scale by the change of the fingers' distance, around their midpoint.
          const factor =
            Math.hypot(now.x - other.x, now.y - other.y) / (Math.hypot(before.x - other.x, before.y - other.y) || 1);
          const mid = toPlan(current, rect, { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 });
          return zoomAround(current, full, factor, mid);
        }
        if (zoomOf(current, full) <= 1) return current;
        const unit = current.width / rect.width;
        return panBy(current, full, (now.x - before.x) * unit, (now.y - before.y) * unit);
      });
    },
    [full, svg],
  );

  const onPointerEnd = useCallback((event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  }, []);

  const zoom = zoomOf(view, full);
  const smallTargets = widthPx > 0 && cellPixels(view, widthPx) < MIN_TARGET_PX;

  return {
    view,
    zoom,
    /** Seats render under 24 px: a tap zooms in before it chooses. */
    smallTargets,
    zoomIn: () => setView((v) => zoomAround(v, full, ZOOM_STEP, centreOf(v))),
    zoomOut: () => setView((v) => zoomAround(v, full, 1 / ZOOM_STEP, centreOf(v))),
    reset: () => setView(full),
    /** Zooms in around `point` (plan units) just enough for 24 px targets. */
    zoomForTapAt: (point: Point) => setView((v) => zoomTo(v, full, zoomForTargets(full, widthPx), point)),
    /** Brings a seat the keyboard moved to into a zoomed view. */
    reveal: (point: Point) => setView((v) => panToInclude(v, full, point)),
    /** The last gesture moved: its click is the end of a drag, not a tap. */
    wasDrag: () => travelled.current > DRAG_PX,
    handlers: useMemo(
      () => ({
        onPointerDown,
        onPointerMove,
        onPointerUp: onPointerEnd,
        onPointerCancel: onPointerEnd,
        onPointerLeave: onPointerEnd,
      }),
      [onPointerDown, onPointerMove, onPointerEnd],
    ),
    touchAction: zoom > 1.001 ? 'none' : 'pan-y',
  };
}
