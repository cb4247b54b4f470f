import { describe, expect, it } from 'vitest';
import { inPlanOrder, rowRuns, seatNeighbours } from './seat-neighbours.ts';
import { textPlan } from './seating.test-fixtures.ts';

describe('rowRuns', () => {
  it('cuts a row at its aisles', () => {
    const plan = textPlan(['ss sss  s']);
    const area = plan.areas[0];
    if (area?.kind !== 'reserved') throw new Error('fixture');
    expect(rowRuns(area.rows[0]!).map((run) => run.map((seat) => seat.label))).toEqual([
      ['1', '2'],
      ['4', '5', '6'],
      ['9'],
    ]);
  });
});

describe('seatNeighbours', () => {
  const links = seatNeighbours(textPlan(['ss sss', ' ssss']));

  it('links touching seats left and right, never across an aisle', () => {
    expect(links.get('h-A-2')).toMatchObject({ left: 'h-A-1', previous: 'h-A-1', next: 'h-A-4' });
    expect(links.get('h-A-2')?.right).toBeUndefined();
    expect(links.get('h-A-4')?.left).toBeUndefined();
    expect(links.get('h-A-4')?.right).toBe('h-A-5');
  });

  it('links the nearest seat of the rows drawn above and below', () => {
    expect(links.get('h-A-1')?.down).toBe('h-B-2');
    expect(links.get('h-B-5')?.up).toBe('h-A-5');
    expect(links.get('h-A-5')?.up).toBeUndefined();
    expect(links.get('h-B-5')?.down).toBeUndefined();
  });

  it('sorts keys into the plan order', () => {
    expect(inPlanOrder(['h-B-2', 'nowhere', 'h-A-6', 'h-A-1'], links)).toEqual(['h-A-1', 'h-A-6', 'h-B-2', 'nowhere']);
  });
});
