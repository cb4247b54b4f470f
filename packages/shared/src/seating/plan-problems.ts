/**
 * What is wrong with a seat plan (ADR 053), in sentences the Dashboard shows as they are: the
 * import, the editor's save and the seed all pass a plan through here before it is stored.
 * zod checks the shape; the rules below check what a shape cannot say.
 */
import { z } from 'zod';
import { rowRuns } from './seat-neighbours.ts';
import { type Box, type PlanText, planCapacity, planSeats, type SeatPlan } from './seat-plan.ts';

/** The most places (seats plus unreserved capacity) one plan may sell: a bound on every loop over a plan. */
export const MAX_PLAN_PLACES = 5000;

/** More problems than this are summed up in one last sentence: past it a reader fixes the first ones and imports again. */
const MAX_PROBLEMS = 50;

/** Drawing coordinates come through JSON and arithmetic; a seat exactly on the edge must not fail by a rounding error. */
const EPSILON = 1e-9;

const text = z.object({
  bg: z.string(),
  en: z.string(),
  de: z.string().optional(),
  es: z.string().optional(),
  fr: z.string().optional(),
  it: z.string().optional(),
  pt_BR: z.string().optional(),
});
const box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const seat = z.object({
  key: z.string(),
  label: z.string(),
  x: z.number(),
  y: z.number(),
  zone: z.string(),
  wheelchair: z.boolean().optional(),
  companionOf: z.string().optional(),
  restrictedView: z.boolean().optional(),
  aisle: z.boolean().optional(),
});
const reserved = z.object({
  kind: z.literal('reserved'),
  key: z.string(),
  name: text,
  entrance: text.optional(),
  rows: z.array(z.object({ label: z.string(), seats: z.array(seat) })),
});
const unreserved = z.object({
  kind: z.literal('unreserved'),
  key: z.string(),
  name: text,
  entrance: text.optional(),
  zone: z.string(),
  capacity: z.number(),
  box,
});
const planSchema: z.ZodType<SeatPlan> = z.object({
  format: z.literal(1),
  width: z.number(),
  height: z.number(),
  stage: box,
  zones: z.array(z.object({ code: z.string(), name: text })),
  areas: z.array(z.discriminatedUnion('kind', [reserved, unreserved])),
});

/** Every problem of `plan` as a sentence; an empty array when it can be stored. */
export function seatPlanProblems(plan: unknown): string[] {
  const parsed = planSchema.safeParse(plan, { error: shapeMessage });
  const problems = parsed.success
    ? ruleProblems(parsed.data)
    : parsed.error.issues.map((issue) => `${where(issue.path)} ${issue.message}.`);
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_PROBLEMS), `… and ${problems.length - MAX_PROBLEMS} more problems.`];
}

/** The plan as stored: unknown fields dropped. Throws an Error listing its problems when it has any. */
export function parseSeatPlan(json: unknown): SeatPlan {
  const problems = seatPlanProblems(json);
  if (problems.length > 0) throw new Error(`The seat plan has problems:\n- ${problems.join('\n- ')}`);
  return planSchema.parse(json);
}

function shapeMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? `is missing (it should be ${a(issue.expected)})`
      : `should be ${a(issue.expected)}`;
  }
  if (issue.code === 'invalid_value')
    return `should be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
  if (issue.code === 'invalid_union') return 'should be "reserved" or "unreserved"';
  return undefined;
}

const a = (type: string) => (type === 'array' || type === 'object' ? `an ${type}` : `a ${type}`);

function where(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'The plan';
  const field = path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`));
  return `The plan's ${field.join('')}`;
}

function ruleProblems(plan: SeatPlan): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(problem);

  if (!(plan.width > 0 && plan.height > 0)) say('The plan needs a positive width and height.');
  checkBox(plan, plan.stage, 'The stage', say);

  const zones = new Set<string>();
  for (const zone of plan.zones) {
    if (zone.code.trim() === '') say('A price zone has no code.');
    else if (zones.has(zone.code)) say(`Two price zones share the code ${zone.code}.`);
    zones.add(zone.code);
    checkText(zone.name, `Price zone ${zone.code}`, say);
  }
  const checkZone = (zone: string, what: string) => {
    if (!zones.has(zone)) say(`${what} is in price zone ${zone}, which the plan does not define.`);
  };

  const areaKeys = new Set<string>();
  for (const area of plan.areas) {
    if (!/^[a-z0-9-]+$/.test(area.key))
      say(`Area key "${area.key}" may hold only lowercase letters, digits and dashes.`);
    if (areaKeys.has(area.key)) say(`Two areas share the key ${area.key}.`);
    areaKeys.add(area.key);
    checkText(area.name, `Area ${area.key}`, say);
    if (area.entrance) checkText(area.entrance, `The entrance of area ${area.key}`, say);
    if (area.kind === 'unreserved') {
      if (!(Number.isInteger(area.capacity) && area.capacity >= 1))
        say(`Area ${area.key} sells places by count, so its capacity must be a whole number, at least 1.`);
      checkBox(plan, area.box, `Area ${area.key}`, say);
      checkZone(area.zone, `Area ${area.key}`);
      continue;
    }
    const rowLabels = new Set<string>();
    for (const row of area.rows) {
      if (row.label.trim() === '') say(`A row of area ${area.key} has no label.`);
      else if (rowLabels.has(row.label)) say(`Area ${area.key} has two rows labelled ${row.label}.`);
      rowLabels.add(row.label);
      const seatLabels = new Set<string>();
      for (const seat of row.seats) {
        if (seat.label.trim() === '') say(`Seat ${seat.key} has no label.`);
        else if (seatLabels.has(seat.label))
          say(`Row ${row.label} of area ${area.key} has two seats labelled ${seat.label}.`);
        seatLabels.add(seat.label);
      }
    }
  }

  checkSeats(plan, checkZone, say);

  const places = planCapacity(plan);
  if (places === 0) say('The plan has no seats and no places to sell.');
  if (places > MAX_PLAN_PLACES) say(`The plan sells ${places} places; at most ${MAX_PLAN_PLACES} are allowed.`);
  return problems;
}

function checkSeats(plan: SeatPlan, checkZone: (zone: string, what: string) => void, say: (problem: string) => void) {
  const seats = new Map<string, { wheelchair: boolean; row: string }>();
  for (const { area, row, seat } of planSeats(plan)) {
    const rowId = `${area.key}/${row.label}`;
    if (seat.key.trim() === '' || seat.key.includes('#'))
      say(`Seat key "${seat.key}" must not be empty or hold "#", which names places of unreserved areas.`);
    if (seats.has(seat.key)) say(`Two seats share the key ${seat.key}.`);
    seats.set(seat.key, { wheelchair: seat.wheelchair === true, row: rowId });
    const inside =
      seat.x >= 0.5 - EPSILON &&
      seat.x <= plan.width - 0.5 + EPSILON &&
      seat.y >= 0.5 - EPSILON &&
      seat.y <= plan.height - 0.5 + EPSILON;
    if (!inside) say(`Seat ${seat.key} at (${seat.x}, ${seat.y}) lies outside the drawing.`);
    checkZone(seat.zone, `Seat ${seat.key}`);
  }

  const companions = new Map<string, string[]>();
  for (const area of plan.areas) {
    if (area.kind !== 'reserved') continue;
    for (const row of area.rows) {
      const runs = rowRuns(row);
      for (const seat of row.seats) {
        if (seat.companionOf === undefined) continue;
        const space = seats.get(seat.companionOf);
        const run = runs.find((r) => r.includes(seat)) ?? [];
        const i = run.indexOf(seat);
        const touching = [run[i - 1], run[i + 1]].some((other) => other?.key === seat.companionOf);
        if (seat.wheelchair) say(`Wheelchair space ${seat.key} cannot itself be a companion seat.`);
        else if (!space?.wheelchair)
          say(`Seat ${seat.key} is the companion of ${seat.companionOf}, which is not a wheelchair space.`);
        else if (!touching)
          say(
            `Companion seat ${seat.key} must be a neighbour of wheelchair space ${seat.companionOf} in the same row.`,
          );
        companions.set(seat.companionOf, [...(companions.get(seat.companionOf) ?? []), seat.key]);
      }
    }
  }
  for (const [space, keys] of companions) {
    if (keys.length > 1)
      say(`Wheelchair space ${space} has ${keys.length} companion seats (${keys.join(', ')}); it may have one.`);
  }
}

function checkBox(plan: SeatPlan, b: Box, what: string, say: (problem: string) => void) {
  if (!(b.width > 0 && b.height > 0)) say(`${what} needs a positive width and height.`);
  const inside =
    b.x >= -EPSILON &&
    b.y >= -EPSILON &&
    b.x + b.width <= plan.width + EPSILON &&
    b.y + b.height <= plan.height + EPSILON;
  if (!inside) say(`${what} reaches outside the drawing.`);
}

function checkText(name: PlanText, what: string, say: (problem: string) => void) {
  if (name.bg.trim() === '') say(`${what} has no Bulgarian name.`);
  if (name.en.trim() === '') say(`${what} has no English name.`);
}
