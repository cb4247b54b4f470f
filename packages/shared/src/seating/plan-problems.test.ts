import { describe, expect, it } from 'vitest';
import { MAX_PLAN_PLACES, parseSeatPlan, seatPlanProblems } from './plan-problems.ts';
import type { PlanSeat, ReservedArea, SeatPlan, UnreservedArea } from './seat-plan.ts';

const name = (en: string) => ({ bg: `${en} (bg)`, en });
const seat = (key: string, x: number, more: Partial<PlanSeat> = {}): PlanSeat => ({
  key,
  label: key.split('-').pop() ?? key,
  x,
  y: 6,
  zone: 'A',
  ...more,
});

/** A small valid plan: a stage, one row of five seats with an aisle after the third, a standing area. */
function validPlan(): SeatPlan & { areas: [ReservedArea, UnreservedArea] } {
  return {
    format: 1,
    width: 10,
    height: 10,
    stage: { x: 2, y: 0.5, width: 6, height: 3 },
    zones: [{ code: 'A', name: name('Stalls') }],
    areas: [
      {
        kind: 'reserved',
        key: 'stalls',
        name: name('Stalls'),
        entrance: name('Door 1'),
        rows: [
          {
            label: 'A',
            seats: [
              seat('stalls-A-1', 2, { companionOf: 'stalls-A-2' }),
              seat('stalls-A-2', 3, { wheelchair: true, aisle: true }),
              seat('stalls-A-3', 5),
              seat('stalls-A-4', 6),
              seat('stalls-A-5', 7),
            ],
          },
        ],
      },
      {
        kind: 'unreserved',
        key: 'standing',
        name: name('Standing'),
        zone: 'A',
        capacity: 20,
        box: { x: 1, y: 8, width: 8, height: 1.5 },
      },
    ],
  };
}

/** The problems of the valid plan after `change`. */
function problemsAfter(change: (plan: ReturnType<typeof validPlan>) => void): string[] {
  const plan = validPlan();
  change(plan);
  return seatPlanProblems(plan);
}

const seatsOf = (plan: ReturnType<typeof validPlan>) => plan.areas[0].rows[0]!.seats;

describe('seatPlanProblems', () => {
  it('finds nothing wrong with a valid plan', () => {
    expect(seatPlanProblems(validPlan())).toEqual([]);
  });

  it('names shape errors by their place in the JSON', () => {
    expect(seatPlanProblems('a plan')).toEqual(['The plan should be an object.']);
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[2]!, { x: '5' }))).toEqual([
      "The plan's areas[0].rows[0].seats[2].x should be a number.",
    ]);
    expect(problemsAfter((plan) => Reflect.deleteProperty(plan, 'stage'))).toEqual([
      "The plan's stage is missing (it should be an object).",
    ]);
    expect(problemsAfter((plan) => Object.assign(plan.areas[1], { kind: 'boxes' }))).toEqual([
      `The plan's areas[1].kind should be "reserved" or "unreserved".`,
    ]);
  });

  it('wants format 1', () => {
    expect(problemsAfter((plan) => Object.assign(plan, { format: 2 }))).toEqual(["The plan's format should be 1."]);
  });

  it('wants a positive width and height', () => {
    expect(problemsAfter((plan) => Object.assign(plan, { height: 0 }))).toContain(
      'The plan needs a positive width and height.',
    );
  });

  it('wants area keys unique and made of lowercase letters, digits and dashes', () => {
    expect(problemsAfter((plan) => Object.assign(plan.areas[1], { key: 'stalls' }))).toEqual([
      'Two areas share the key stalls.',
    ]);
    expect(problemsAfter((plan) => Object.assign(plan.areas[1], { key: 'Standing room' }))).toEqual([
      'Area key "Standing room" may hold only lowercase letters, digits and dashes.',
    ]);
  });

  it('wants seat keys unique across the plan and free of "#"', () => {
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[4]!, { key: 'stalls-A-4' }))).toEqual([
      'Two seats share the key stalls-A-4.',
    ]);
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[4]!, { key: 'standing#1' }))).toEqual([
      'Seat key "standing#1" must not be empty or hold "#", which names places of unreserved areas.',
    ]);
  });

  it('wants row labels unique in an area and seat labels unique in a row', () => {
    const twoRows = problemsAfter((plan) =>
      plan.areas[0].rows.push({ label: 'A', seats: [seat('stalls-A2-1', 5, { y: 7 })] }),
    );
    expect(twoRows).toEqual(['Area stalls has two rows labelled A.']);
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[4]!, { label: '4' }))).toEqual([
      'Row A of area stalls has two seats labelled 4.',
    ]);
  });

  it('wants every seat, box and the stage inside the drawing, a seat with its whole cell', () => {
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[4]!, { x: 9.5 }))).toEqual([]);
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[4]!, { x: 9.6 }))).toEqual([
      'Seat stalls-A-5 at (9.6, 6) lies outside the drawing.',
    ]);
    expect(problemsAfter((plan) => Object.assign(plan.stage, { x: -1 }))).toEqual([
      'The stage reaches outside the drawing.',
    ]);
    expect(problemsAfter((plan) => Object.assign(plan.areas[1].box, { height: 3 }))).toEqual([
      'Area standing reaches outside the drawing.',
    ]);
  });

  it('wants zones unique and every zone used to exist', () => {
    expect(problemsAfter((plan) => plan.zones.push({ code: 'A', name: name('Again') }))).toEqual([
      'Two price zones share the code A.',
    ]);
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[3]!, { zone: 'B' }))).toEqual([
      'Seat stalls-A-4 is in price zone B, which the plan does not define.',
    ]);
    expect(problemsAfter((plan) => Object.assign(plan.areas[1], { zone: 'C' }))).toEqual([
      'Area standing is in price zone C, which the plan does not define.',
    ]);
  });

  it('wants a companion seat beside its wheelchair space, one per space', () => {
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[2]!, { companionOf: 'stalls-A-4' }))).toEqual([
      'Seat stalls-A-3 is the companion of stalls-A-4, which is not a wheelchair space.',
    ]);
    // Seat 3 is listed next to space 2, but across the aisle.
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[2]!, { companionOf: 'stalls-A-2' }))).toEqual([
      'Companion seat stalls-A-3 must be a neighbour of wheelchair space stalls-A-2 in the same row.',
      'Wheelchair space stalls-A-2 has 2 companion seats (stalls-A-1, stalls-A-3); it may have one.',
    ]);
    expect(problemsAfter((plan) => Object.assign(seatsOf(plan)[0]!, { wheelchair: true }))).toEqual([
      'Wheelchair space stalls-A-1 cannot itself be a companion seat.',
    ]);
  });

  it('wants Bulgarian and English names', () => {
    expect(problemsAfter((plan) => Object.assign(plan.zones[0]!.name, { bg: ' ' }))).toEqual([
      'Price zone A has no Bulgarian name.',
    ]);
    expect(problemsAfter((plan) => Object.assign(plan.areas[0].entrance!, { en: '' }))).toEqual([
      'The entrance of area stalls has no English name.',
    ]);
  });

  it('wants an unreserved capacity to be a positive whole number', () => {
    for (const capacity of [0, 2.5, -3]) {
      expect(problemsAfter((plan) => Object.assign(plan.areas[1], { capacity }))).toContain(
        'Area standing sells places by count, so its capacity must be a whole number, at least 1.',
      );
    }
  });

  it('wants at least one place and at most the bound', () => {
    expect(
      problemsAfter((plan) => {
        plan.areas[0].rows = [];
        plan.areas[1].capacity = MAX_PLAN_PLACES;
      }),
    ).toEqual([]);
    expect(problemsAfter((plan) => Object.assign(plan.areas[1], { capacity: MAX_PLAN_PLACES }))).toEqual([
      `The plan sells ${MAX_PLAN_PLACES + 5} places; at most ${MAX_PLAN_PLACES} are allowed.`,
    ]);
    expect(problemsAfter((plan) => Object.assign(plan, { areas: [] }))).toEqual([
      'The plan has no seats and no places to sell.',
    ]);
  });

  it('sums up a long list in one last sentence', () => {
    const problems = problemsAfter((plan) => {
      for (const s of seatsOf(plan)) s.zone = 'Z';
      for (let i = 0; i < 60; i++) plan.zones.push({ code: 'A', name: name('Again') });
    });
    expect(problems).toHaveLength(51);
    expect(problems[50]).toBe('… and 15 more problems.');
  });
});

describe('parseSeatPlan', () => {
  it('returns the plan without fields it does not know', () => {
    const plan = { ...validPlan(), note: 'draft' };
    expect(parseSeatPlan(plan)).toEqual(validPlan());
  });

  it('throws an error that lists the problems', () => {
    expect(() => parseSeatPlan({ ...validPlan(), format: 2 })).toThrow(
      "The seat plan has problems:\n- The plan's format should be 1.",
    );
  });
});
