import { parseSeatPlan, seatPlanProblems } from '@foyer/shared/seating/plan-problems';
import type { SeatPlan } from '@foyer/shared/seating/seat-plan';

/**
 * An imported file as a plan, or what is wrong with it in plain words: first whether
 * it is JSON at all, then every problem `seatPlanProblems` finds (the checks the API's
 * save runs too, so a plan that passes here is not refused for its shape).
 */
export function readPlanFile(text: string): { plan: SeatPlan; problems: [] } | { plan: null; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    return { plan: null, problems: [`The file is not JSON${reason}. Export a plan to see the format.`] };
  }
  const problems = seatPlanProblems(json);
  return problems.length > 0 ? { plan: null, problems } : { plan: parseSeatPlan(json), problems: [] };
}

/** The exported file's name: the stage's slug and the plan's version, e.g. `attic-stage-seat-plan-v2.json`. */
export const planFileName = (stageSlug: string, version: number | null) =>
  `${stageSlug}-seat-plan${version ? `-v${version}` : ''}.json`;

/** The plan as the exported file holds it: indented, so a diff between versions is readable. */
export const planFileText = (plan: SeatPlan) => `${JSON.stringify(plan, null, 2)}\n`;
