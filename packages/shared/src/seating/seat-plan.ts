/**
 * A stage's seat plan (ADR 053): what both programs read, the same JSON in the
 * database, in the Dashboard's import and export, and on the storefront's map.
 *
 * Drawing units: one seat is a 1 × 1 cell centred on its (x, y); the plan's
 * `width` × `height` box holds every seat and the stage. Two seats listed one after the
 * other in a row are neighbours when their centres are at most `NEIGHBOUR_DISTANCE`
 * apart; a wider gap is an aisle.
 */

/** The languages the theatre publishes in, as Vendure names them. */
export const PLAN_LANGUAGES = ['bg', 'en', 'de', 'es', 'fr', 'it', 'pt_BR'] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

/** A name in the theatre's languages; `bg` and `en` are required, the rest fall back to them. */
export type PlanText = { bg: string; en: string } & Partial<Record<PlanLanguage, string>>;

/** Centres closer than this are neighbours in a row; farther apart, an aisle lies between. */
export const NEIGHBOUR_DISTANCE = 1.5;

/** A price zone: every seat (and every unreserved area) sells at its zone's price. */
export interface PriceZone {
  /** Short stable code, unique in the plan: `A`, `B`, `C`. */
  code: string;
  name: PlanText;
}

/** One numbered seat. */
export interface PlanSeat {
  /** Unique in the plan and never reused: `${areaKey}-${rowLabel}-${label}`, e.g. `stalls-F-12`. */
  key: string;
  /** The number as the house writes it on the seat: `12`, `12a`. */
  label: string;
  x: number;
  y: number;
  /** A `PriceZone.code` of this plan. */
  zone: string;
  /** A space for a wheelchair (no seat); it is sold with its companion seat. */
  wheelchair?: boolean;
  /** The companion seat of the wheelchair space whose key this is (a neighbour in the same row). */
  companionOf?: string;
  restrictedView?: boolean;
  /** Next to an aisle. */
  aisle?: boolean;
}

export interface PlanRow {
  /** As the house writes it: `A`, `F`, `1`. */
  label: string;
  /** Left to right as drawn (seen from the stage's opposite side, i.e. as the audience faces the stage). */
  seats: PlanSeat[];
}

/** Numbered seats in rows. */
export interface ReservedArea {
  kind: 'reserved';
  /** Unique in the plan: `stalls`, `balcony`. Lowercase letters, digits and dashes. */
  key: string;
  name: PlanText;
  /** Where its holders go in, printed on the ticket: "Entrance B, left". */
  entrance?: PlanText;
  rows: PlanRow[];
}

/** Places sold by count (standing, benches): the box is where the map draws it. */
export interface UnreservedArea {
  kind: 'unreserved';
  key: string;
  name: PlanText;
  entrance?: PlanText;
  zone: string;
  capacity: number;
  box: Box;
}

export type PlanArea = ReservedArea | UnreservedArea;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SeatPlan {
  /** The JSON format's version (this file describes 1). */
  format: 1;
  width: number;
  height: number;
  /** Where the stage is drawn; "best" seats face its centre. */
  stage: Box;
  zones: PriceZone[];
  areas: PlanArea[];
}

/**
 * The places of an unreserved area are keyed `${areaKey}#${n}`, n from 1 to its
 * capacity, so a count-based sale is held and sold by the same one-holder-per-key rule.
 */
export const unreservedPlaceKey = (areaKey: string, n: number) => `${areaKey}#${n}`;

/** A seat's state for one performance, as the map shows it. */
export type SeatState = 'free' | 'held' | 'sold' | 'blocked';

/** A name in `language`, falling back to English, then Bulgarian. */
export const planText = (text: PlanText, language: string): string =>
  (text as Partial<Record<string, string>>)[language === 'pt' ? 'pt_BR' : language] || text.en || text.bg;

/** Every numbered seat of the plan, with its area and row. */
export function* planSeats(plan: SeatPlan): Generator<{ area: ReservedArea; row: PlanRow; seat: PlanSeat }> {
  for (const area of plan.areas) {
    if (area.kind !== 'reserved') continue;
    for (const row of area.rows) for (const seat of row.seats) yield { area, row, seat };
  }
}

/** How many places the plan sells: its numbered seats plus its unreserved areas' capacity. */
export const planCapacity = (plan: SeatPlan): number =>
  plan.areas.reduce(
    (sum, area) =>
      sum + (area.kind === 'reserved' ? area.rows.reduce((n, row) => n + row.seats.length, 0) : area.capacity),
    0,
  );
