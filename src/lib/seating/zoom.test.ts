import { describe, expect, it } from 'vitest';
import {
  cellPixels,
  clamp,
  clampView,
  fullView,
  MAX_ZOOM,
  MIN_TARGET_PX,
  panBy,
  panToInclude,
  toPlan,
  zoomAround,
  zoomForTargets,
  zoomOf,
  zoomTo,
} from './zoom';

const full = fullView({ width: 27, height: 18 }); // 30 × 20 with the margin

describe('zoom and pan', () => {
  it('clamps', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-1, 0, 3)).toBe(0);
    expect(clamp(2, 0, 3)).toBe(2);
  });

  it('keeps the point under the finger where it is while zooming', () => {
    const point = { x: 10, y: 8 };
    const zoomed = zoomAround(full, full, 2, point);
    expect(zoomOf(zoomed, full)).toBeCloseTo(2);
    // The point's place on screen, as a fraction of the view, is unchanged.
    expect((point.x - zoomed.x) / zoomed.width).toBeCloseTo((point.x - full.x) / full.width);
    expect((point.y - zoomed.y) / zoomed.height).toBeCloseTo((point.y - full.y) / full.height);
  });

  it('never zooms out past the whole hall nor in past the maximum', () => {
    expect(zoomAround(full, full, 0.5, { x: 0, y: 0 })).toEqual(full);
    expect(zoomOf(zoomTo(full, full, 100, { x: 5, y: 5 }), full)).toBeCloseTo(MAX_ZOOM);
  });

  it('keeps the view inside the hall near its edges and when panned', () => {
    const corner = zoomAround(full, full, 2, { x: full.x, y: full.y });
    expect(corner.x).toBeCloseTo(full.x);
    expect(corner.y).toBeCloseTo(full.y);
    const panned = panBy(corner, full, -1000, -1000);
    expect(panned.x + panned.width).toBeCloseTo(full.x + full.width);
    expect(panned.y + panned.height).toBeCloseTo(full.y + full.height);
    expect(clampView({ x: 0, y: 0, width: 999, height: 999 }, full)).toEqual(full);
  });

  it('finds the least zoom that makes a cell a 24 px target', () => {
    // 30 cells across 360 px: 12 px a cell, so twice as large is needed.
    expect(cellPixels(full, 360)).toBe(12);
    expect(zoomForTargets(full, 360)).toBe(2);
    expect(cellPixels(zoomTo(full, full, zoomForTargets(full, 360), { x: 0, y: 0 }), 360)).toBeCloseTo(MIN_TARGET_PX);
    // Wide enough already: no zoom needed.
    expect(zoomForTargets(full, 1200)).toBe(1);
    expect(zoomForTargets(full, 0)).toBe(1);
  });

  it('converts a screen point to plan units', () => {
    const view = { x: 5, y: 5, width: 10, height: 20 / 3 };
    expect(toPlan(view, { left: 100, top: 50, width: 200 }, { x: 200, y: 90 })).toEqual({ x: 10, y: 7 });
  });

  it('moves a zoomed view just enough to show the seat the keyboard went to', () => {
    const view = { x: 0, y: 0, width: 10, height: 20 / 3 };
    expect(panToInclude(view, full, { x: 5, y: 3 })).toBe(view);
    const moved = panToInclude(view, full, { x: 12, y: 3 });
    expect(moved.x).toBeCloseTo(3);
    expect(moved.y).toBe(0);
  });
});
