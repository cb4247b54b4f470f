import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../dashboard-kit/seating/plan-fixture';
import { planFileName, planFileText, readPlanFile } from './plan-file';

describe('importing and exporting a plan', () => {
  it('reads back what it exports', () => {
    const plan = planFixture();
    expect(readPlanFile(planFileText(plan))).toEqual({ plan, problems: [] });
  });

  it('says when the file is not JSON', () => {
    const { plan, problems } = readPlanFile('{ not json');
    expect(plan).toBeNull();
    expect(problems[0]).toMatch(/^The file is not JSON/);
  });

  it('lists the plan’s problems in words', () => {
    const { problems } = readPlanFile(JSON.stringify({ ...planFixture(), zones: [] }));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => typeof problem === 'string' && problem.length > 0)).toBe(true);
  });

  it('names the file after the stage and version', () => {
    expect(planFileName('attic-stage', 2)).toBe('attic-stage-seat-plan-v2.json');
    expect(planFileName('attic-stage', null)).toBe('attic-stage-seat-plan.json');
  });
});
