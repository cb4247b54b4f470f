import {
  type AisleOption,
  generateSeatPlan,
  type ReservedAreaOptions,
  type RowLabelStyle,
  type SeatNumbering,
  type UnreservedAreaOptions,
} from '@foyer/shared/seating/generate-plan';
import { MAX_PLAN_PLACES, seatPlanProblems } from '@foyer/shared/seating/plan-problems';
import type { PriceZone, SeatPlan } from '@foyer/shared/seating/seat-plan';

/** The generator's default distance between rows; areas are stacked with it. */
const ROW_SPACING = 1.25;

/** One area of the generator's form, as typed. */
export interface AreaForm {
  /** Numbered seats in rows, or places sold by count (standing, benches). */
  kind: 'reserved' | 'unreserved';
  key: string;
  nameBg: string;
  nameEn: string;
  /** How many places an unreserved area sells. */
  capacity: string;
  /** How deep an unreserved area is drawn, in seats. */
  depth: string;
  rows: string;
  /** One number for every row, or one per row from the front: "12" or "10, 12, 14". */
  seatsPerRow: string;
  rowLabels: RowLabelStyle;
  numbering: SeatNumbering;
  /** After which seat positions an aisle opens, from the left: "4, 12", or "centre"; empty for none. */
  aisles: string;
  aisleWidth: string;
  /** 0 for straight rows up to 1. */
  curve: string;
  zone: string;
  /**
   * Space before the area's front row: from the stage's edge, or from the back row of the area before.
   * Rows are measured by their middles, and an unreserved area counts as rows 1 apart filling its depth.
   */
  gap: string;
}

export interface GenerateForm {
  stageWidth: string;
  stageDepth: string;
  areas: AreaForm[];
}

/** A new area for the form; the first is the stalls, later ones a balcony to rename. */
export const newArea = (index: number, zone: string): AreaForm => ({
  kind: 'reserved',
  key: index === 0 ? 'stalls' : `area-${index + 1}`,
  nameBg: index === 0 ? 'Партер' : `Зона ${index + 1}`,
  nameEn: index === 0 ? 'Stalls' : `Area ${index + 1}`,
  capacity: '50',
  depth: '4',
  rows: '6',
  seatsPerRow: '10',
  rowLabels: 'letters',
  numbering: 'left-to-right',
  aisles: '',
  aisleWidth: '1',
  curve: '0',
  zone,
  gap: index === 0 ? '2' : '2.5',
});

const number = (typed: string) => Number(typed.trim().replace(',', '.'));
const list = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (part.toLowerCase() === 'centre' || part.toLowerCase() === 'center' ? 'centre' : number(part)));

type AreaOptions = ReservedAreaOptions | UnreservedAreaOptions;

function areaOptions(area: AreaForm, originY: number): { options: AreaOptions } | { problem: string } {
  const name = area.nameEn.trim() || area.key;
  if (area.kind === 'unreserved') {
    const capacity = number(area.capacity);
    const depth = number(area.depth);
    if (!(Number.isInteger(capacity) && capacity >= 1 && capacity <= MAX_PLAN_PLACES)) {
      return { problem: `${name}: capacity should be a whole number of places, from 1 to ${MAX_PLAN_PLACES}.` };
    }
    if (!(depth >= 1)) return { problem: `${name}: depth should be a number of seats, at least 1.` };
    return {
      options: {
        kind: 'unreserved',
        key: area.key.trim(),
        name: { bg: area.nameBg.trim(), en: area.nameEn.trim() },
        zone: area.zone,
        capacity,
        depth,
        originY,
      },
    };
  }
  const counts = list(area.seatsPerRow);
  const rows = number(area.rows);
  if (counts.length === 0 || counts.some((count) => typeof count !== 'number' || Number.isNaN(count))) {
    return { problem: `${name}: seats per row should be one number, or one per row separated by commas.` };
  }
  const width = number(area.aisleWidth || '1');
  const aisles: AisleOption[] = [];
  for (const after of list(area.aisles)) {
    if (after !== 'centre' && Number.isNaN(after)) {
      return { problem: `${name}: aisles are seat positions separated by commas, e.g. 4, 12, or "centre".` };
    }
    aisles.push({ after, width });
  }
  return {
    options: {
      key: area.key.trim(),
      name: { bg: area.nameBg.trim(), en: area.nameEn.trim() },
      rows,
      seatsPerRow: counts.length === 1 ? (counts[0] as number) : (counts as number[]),
      rowLabels: area.rowLabels,
      numbering: area.numbering,
      aisles,
      curve: number(area.curve || '0'),
      originY,
      zone: area.zone,
    },
  };
}

/**
 * The form as a whole plan (areas stacked away from the stage, each `gap` behind the
 * last row of the one before), or its problems in words: the generator's range errors
 * and anything `seatPlanProblems` finds in the result (overlapping seats, missing names).
 */
export function generateFromForm(form: GenerateForm, zones: PriceZone[]): { plan: SeatPlan } | { problems: string[] } {
  const areas: AreaOptions[] = [];
  const problems: string[] = [];
  let originY = 0;
  for (const area of form.areas) {
    originY += number(area.gap || '0');
    const made = areaOptions(area, originY);
    if ('problem' in made) problems.push(made.problem);
    else areas.push(made.options);
    originY += depthBehindFront(area);
  }
  if (areas.length === 0 && problems.length === 0) problems.push('Add at least one area of seats or places.');
  if (problems.length > 0) return { problems };
  let plan: SeatPlan;
  try {
    plan = generateSeatPlan({
      zones,
      stage: { width: number(form.stageWidth), depth: number(form.stageDepth) },
      areas,
    });
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  const found = seatPlanProblems(plan);
  return found.length > 0 ? { problems: found } : { plan };
}

/** From the middle of an area's front row to its back row's (an unreserved area's as if rows 1 apart filled it). */
function depthBehindFront(area: AreaForm): number {
  const size = area.kind === 'unreserved' ? number(area.depth) - 1 : (number(area.rows) - 1) * ROW_SPACING;
  return Number.isFinite(size) ? size : 0;
}
