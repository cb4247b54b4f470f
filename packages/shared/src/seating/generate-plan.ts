/**
 * The seat-plan generator (ADR 053): the Dashboard's "new area" form and the seed draw
 * rows of numbered seats, and boxes of places sold by count, with it, so both produce plans
 * `seatPlanProblems` accepts.
 *
 * The drawing puts the stage at the top: the front row is the one nearest the stage, and
 * rows go down the drawing away from it. "Left" is the audience's left as it faces the stage,
 * which is the drawing's left.
 */
import type {
  Box,
  PlanArea,
  PlanRow,
  PlanSeat,
  PlanText,
  PriceZone,
  ReservedArea,
  SeatPlan,
  UnreservedArea,
} from './seat-plan.ts';

/** `letters`: A, B, … skipping I and O (easily read as 1 and 0), then AA, BB, …; `numbers`: 1, 2, …. */
export type RowLabelStyle = 'letters' | 'numbers';

/**
 * `left-to-right`: 1, 2, 3 … from the left. `odd-even`: odd numbers on the left half, even on the
 * right, both counting outward from the middle of the row (1 and 2 sit either side of it), as in
 * many continental European houses. The left half holds the extra seat of an odd-length row.
 */
export type SeatNumbering = 'left-to-right' | 'odd-even';

export interface AisleOption {
  /** The aisle opens after this many seats counted from the left of each row, or in the row's middle. */
  after: number | 'centre';
  /** Its width in drawing units (a seat is 1); at least 1, so the seats either side never count as neighbours. */
  width: number;
}

export interface ReservedAreaOptions {
  /** Numbered seats in rows: the default, so the seed's plans need not say it. */
  kind?: 'reserved';
  /** The area's key: lowercase letters, digits and dashes. */
  key: string;
  name: PlanText;
  entrance?: PlanText;
  /** How many rows, the front row first. */
  rows: number;
  /** Seats in each row: one number for all, or one per row from the front. */
  seatsPerRow: number | readonly number[];
  /** How rows are labelled; default `letters`. */
  rowLabels?: RowLabelStyle;
  /** How seats are numbered; default `left-to-right`. */
  numbering?: SeatNumbering;
  /** Where aisles cut every row; a row too short for an aisle's position simply has none there. */
  aisles?: readonly AisleOption[];
  /** 0 (default, or below 0.001) for straight rows; up to 1, rows bend into concentric arcs facing the stage, the widest row's ends turning by `curve` × 90°. */
  curve?: number;
  /** The front row's y on the centre line. */
  originY: number;
  /** The vertical line the rows are centred on; default 0. */
  centreX?: number;
  /** Distance between rows; default 1.25 (at least 1, a seat's depth). */
  rowSpacing?: number;
  /** The price zone of every seat, unless `rowZones` names another. */
  zone: string;
  /** A zone per row from the front, overriding `zone`; shorter than the rows is fine. */
  rowZones?: readonly string[];
}

/** Places sold by count (standing, benches), drawn as one box. */
export interface UnreservedAreaOptions {
  kind: 'unreserved';
  /** The area's key: lowercase letters, digits and dashes. */
  key: string;
  name: PlanText;
  entrance?: PlanText;
  /** The price zone of every place. */
  zone: string;
  /** How many places it sells: a whole number, at least 1. */
  capacity: number;
  /** How deep the box is drawn, in seats (at least 1); it is as wide as the widest area of seats, or the stage. */
  depth: number;
  /** Where a front row would be centred: the box starts half a seat before it, where that row's seats would. */
  originY: number;
}

const SKIPPED_LETTERS = new Set(['I', 'O']);
const ROW_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((letter) => !SKIPPED_LETTERS.has(letter));

/** The label of the row `index` places from the front (0-based). */
export function rowLabel(index: number, style: RowLabelStyle = 'letters'): string {
  if (style === 'numbers') return String(index + 1);
  const letter = ROW_LETTERS[index % ROW_LETTERS.length]!;
  return letter.repeat(Math.floor(index / ROW_LETTERS.length) + 1);
}

/** The labels of a row's `count` seats, left to right. */
export function seatLabels(count: number, numbering: SeatNumbering = 'left-to-right'): string[] {
  if (numbering === 'left-to-right') return Array.from({ length: count }, (_, i) => String(i + 1));
  const left = Math.ceil(count / 2);
  return Array.from({ length: count }, (_, i) => String(i < left ? 2 * (left - 1 - i) + 1 : 2 * (i - left) + 2));
}

/** Generates one area of numbered seats; throws a RangeError naming the first option out of range. */
export function generateReservedArea(options: ReservedAreaOptions): ReservedArea {
  const counts = seatCounts(options);
  const spacing = options.rowSpacing ?? 1.25;
  const curve = options.curve ?? 0;
  if (!/^[a-z0-9-]+$/.test(options.key))
    throw new RangeError('The area key may hold only lowercase letters, digits and dashes.');
  if (!(spacing >= 1)) throw new RangeError('Rows must be at least 1 apart.');
  if (!(curve >= 0 && curve <= 1)) throw new RangeError('The curve must lie between 0 and 1.');
  for (const aisle of options.aisles ?? []) {
    if (!(aisle.width >= 1)) throw new RangeError('An aisle must be at least 1 wide.');
  }

  const layouts = counts.map((count) => rowLayout(count, options.aisles ?? []));
  // A curve too slight to see is drawn straight: its radius would run to infinity.
  const radius = curve < 0.001 ? 0 : frontRadius(layouts, spacing, curve);
  const centreX = options.centreX ?? 0;
  const style = options.rowLabels ?? 'letters';

  const rows = layouts.map((layout, r): PlanRow => {
    const label = rowLabel(r, style);
    const labels = seatLabels(layout.offsets.length, options.numbering);
    const zone = options.rowZones?.[r] ?? options.zone;
    const points =
      radius === 0
        ? layout.offsets.map((u) => ({ x: centreX + u - layout.span / 2, y: options.originY + r * spacing }))
        : arcPoints(layout, radius + r * spacing, { x: centreX, y: options.originY - radius });
    const seats = points.map((point, i): PlanSeat => {
      const seat: PlanSeat = {
        key: `${options.key}-${label}-${labels[i]}`,
        label: labels[i]!,
        x: round(point.x),
        y: round(point.y),
        zone,
      };
      if (layout.byAisle.has(i)) seat.aisle = true;
      return seat;
    });
    return { label, seats };
  });

  const area: ReservedArea = { kind: 'reserved', key: options.key, name: options.name, rows };
  if (options.entrance) area.entrance = options.entrance;
  return area;
}

function seatCounts(options: ReservedAreaOptions): number[] {
  if (!(Number.isInteger(options.rows) && options.rows >= 1))
    throw new RangeError('The number of rows must be a whole number, at least 1.');
  const counts =
    typeof options.seatsPerRow === 'number'
      ? Array.from({ length: options.rows }, () => options.seatsPerRow as number)
      : [...options.seatsPerRow];
  if (counts.length !== options.rows) throw new RangeError('Give the seats of every row, one number per row.');
  if (!counts.every((count) => Number.isInteger(count) && count >= 1))
    throw new RangeError('Every row needs a whole number of seats, at least 1.');
  return counts;
}

interface RowLayout {
  /** Each seat's distance along the row from the first seat's centre. */
  offsets: number[];
  /** Centre-to-centre distance from each seat to the next. */
  gaps: number[];
  /** From the first seat's centre to the last's. */
  span: number;
  /** Indexes of seats beside an aisle. */
  byAisle: Set<number>;
}

function rowLayout(count: number, aisles: readonly AisleOption[]): RowLayout {
  const gaps = Array.from({ length: count - 1 }, () => 1);
  const byAisle = new Set<number>();
  for (const aisle of aisles) {
    const after = aisle.after === 'centre' ? Math.ceil(count / 2) : aisle.after;
    if (!Number.isInteger(after) || after < 1 || after >= count) continue;
    gaps[after - 1]! += aisle.width;
    byAisle.add(after - 1).add(after);
  }
  const offsets = [0];
  for (const gap of gaps) offsets.push(offsets[offsets.length - 1]! + gap);
  return { offsets, gaps, span: offsets[offsets.length - 1]!, byAisle };
}

/**
 * The front row's radius: rows share one centre, row r's radius is this plus r × spacing, and the
 * row that turns farthest reaches `curve` × 90° at its ends. It is never less than the widest gap,
 * so every gap fits as a chord.
 */
function frontRadius(layouts: RowLayout[], spacing: number, curve: number): number {
  const fit = Math.max(...layouts.map((layout, r) => layout.span / 2 / ((curve * Math.PI) / 2) - r * spacing));
  const widestGap = Math.max(1, ...layouts.flatMap((layout) => layout.gaps));
  return Math.max(fit, widestGap);
}

/**
 * A row on a circle around `centre`: consecutive seats are as far apart in a straight line as
 * they would be in a straight row, so neighbours stay neighbours and aisles stay aisles.
 */
function arcPoints(layout: RowLayout, radius: number, centre: { x: number; y: number }) {
  const angles = [0];
  for (const gap of layout.gaps) angles.push(angles[angles.length - 1]! + 2 * Math.asin(gap / (2 * radius)));
  const middle = angles[angles.length - 1]! / 2;
  return angles.map((angle) => ({
    x: centre.x + radius * Math.sin(angle - middle),
    y: centre.y + radius * Math.cos(angle - middle),
  }));
}

const round = (value: number) => Math.round(value * 100) / 100;

export interface SeatPlanOptions {
  zones: PriceZone[];
  /** The stage, drawn at the top and centred on the centre line. */
  stage: { width: number; depth: number };
  /** The areas below the stage; here `originY` counts from the stage's front edge and `centreX` from the centre line. */
  areas: readonly (ReservedAreaOptions | UnreservedAreaOptions)[];
  /** Empty space around the stage and the seats; default 1. */
  margin?: number;
}

/** A whole plan: the stage and the generated areas, moved and sized so the drawing holds them all. */
export function generateSeatPlan(options: SeatPlanOptions): SeatPlan {
  const margin = options.margin ?? 1;
  const { width: stageWidth, depth } = options.stage;
  if (!(stageWidth > 0 && depth > 0)) throw new RangeError('The stage needs a positive width and depth.');
  // Drawn first with the stage's top edge at y 0 and the centre line at x 0, then moved so
  // the margin surrounds everything: a strong curve can bring row ends up beside the stage.
  // The seats come first: an unreserved area's box is as wide as the widest area of them.
  const seated = options.areas.map((area) =>
    area.kind === 'unreserved'
      ? area
      : generateReservedArea({ ...area, originY: depth + area.originY, centreX: area.centreX ?? 0 }),
  );
  const span = widestSpan(
    seated.filter((area) => area.kind === 'reserved'),
    stageWidth,
  );
  const drawn = seated.map((area) =>
    area.kind === 'reserved' ? area : unreservedArea({ ...area, originY: depth + area.originY }, span),
  );
  const seats = drawn.flatMap((area) => (area.kind === 'reserved' ? area.rows.flatMap((row) => row.seats) : []));
  const boxes = drawn.flatMap((area) => (area.kind === 'unreserved' ? [area.box] : []));
  const left = Math.min(-stageWidth / 2, ...seats.map((seat) => seat.x - 0.5), ...boxes.map((box) => box.x));
  const right = Math.max(
    stageWidth / 2,
    ...seats.map((seat) => seat.x + 0.5),
    ...boxes.map((box) => box.x + box.width),
  );
  const top = Math.min(0, ...seats.map((seat) => seat.y - 0.5), ...boxes.map((box) => box.y));
  const bottom = Math.max(depth, ...seats.map((seat) => seat.y + 0.5), ...boxes.map((box) => box.y + box.height));
  const dx = round(margin - left);
  const dy = round(margin - top);
  const areas = drawn.map(
    (area): PlanArea =>
      area.kind === 'unreserved'
        ? { ...area, box: { ...area.box, x: round(area.box.x + dx), y: round(area.box.y + dy) } }
        : {
            ...area,
            rows: area.rows.map((row) => ({
              ...row,
              seats: row.seats.map((seat) => ({ ...seat, x: round(seat.x + dx), y: round(seat.y + dy) })),
            })),
          },
  );
  return {
    format: 1,
    width: round(right + dx + margin),
    height: round(bottom + dy + margin),
    stage: { x: round(dx - stageWidth / 2), y: dy, width: stageWidth, height: depth },
    zones: options.zones,
    areas,
  };
}

/** Where the widest area of seats lies across the drawing, edge to edge; the stage's place when there is none. */
function widestSpan(areas: readonly ReservedArea[], stageWidth: number): Pick<Box, 'x' | 'width'> {
  let span = { x: -stageWidth / 2, width: stageWidth };
  let widest = 0;
  for (const area of areas) {
    const xs = area.rows.flatMap((row) => row.seats.map((seat) => seat.x));
    const width = round(Math.max(...xs) - Math.min(...xs) + 1);
    if (width > widest) {
      widest = width;
      span = { x: round(Math.min(...xs) - 0.5), width };
    }
  }
  return span;
}

/** One unreserved area across `span`; throws a RangeError naming the first option out of range. */
function unreservedArea(options: UnreservedAreaOptions, span: Pick<Box, 'x' | 'width'>): UnreservedArea {
  if (!/^[a-z0-9-]+$/.test(options.key))
    throw new RangeError('The area key may hold only lowercase letters, digits and dashes.');
  if (!(Number.isInteger(options.capacity) && options.capacity >= 1))
    throw new RangeError('The capacity must be a whole number of places, at least 1.');
  if (!(options.depth >= 1)) throw new RangeError('An area of places must be at least 1 deep.');
  return {
    kind: 'unreserved',
    key: options.key,
    name: options.name,
    ...(options.entrance ? { entrance: options.entrance } : {}),
    zone: options.zone,
    capacity: options.capacity,
    box: { ...span, y: round(options.originY - 0.5), height: options.depth },
  };
}
