import { planSeats, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../dashboard-kit/seating/plan-fixture';
import { addZone, changeSeats, removeZone, updateZone, zoneSizes } from './plan-edits';

const seat = (plan: SeatPlan, key: string) => [...planSeats(plan)].find(({ seat }) => seat.key === key)?.seat;

describe('editing a plan', () => {
  it('sets zone and flags on the chosen seats only, writing flags only when set', () => {
    const plan = changeSeats(planFixture(), ['stalls-A-1', 'stalls-A-2'], { zone: 'B', aisle: true });
    expect(seat(plan, 'stalls-A-1')).toMatchObject({ zone: 'B', aisle: true });
    expect(seat(plan, 'stalls-A-3')).toEqual({ key: 'stalls-A-3', label: '3', x: 3, y: 3, zone: 'A' });
    const cleared = changeSeats(plan, ['stalls-A-1'], { aisle: false });
    expect(seat(cleared, 'stalls-A-1')).not.toHaveProperty('aisle');
    expect(seat(cleared, 'stalls-A-2')).toHaveProperty('aisle', true);
  });

  it('pairs a companion seat with a wheelchair space, and frees it when the space goes', () => {
    let plan = changeSeats(planFixture(), ['stalls-A-1'], { wheelchair: true });
    plan = changeSeats(plan, ['stalls-A-2'], { companionOf: 'stalls-A-1' });
    expect(seat(plan, 'stalls-A-2')?.companionOf).toBe('stalls-A-1');
    plan = changeSeats(plan, ['stalls-A-1'], { wheelchair: false });
    expect(seat(plan, 'stalls-A-1')).not.toHaveProperty('wheelchair');
    expect(seat(plan, 'stalls-A-2')).not.toHaveProperty('companionOf');
  });

  it('adds a zone with the first free code and counts seats per zone', () => {
    const plan = addZone(planFixture());
    expect(plan.zones.map((zone) => zone.code)).toEqual(['A', 'B', 'C']);
    expect(plan.zones[2]?.name).toEqual({ bg: 'Зона C', en: 'Zone C' });
    expect(zoneSizes(plan)).toEqual(
      new Map([
        ['A', 12],
        ['B', 0],
        ['C', 0],
      ]),
    );
  });

  it('carries a zone’s new code to its seats', () => {
    const plan = updateZone(planFixture(), 'A', { code: 'P', name: { bg: 'Партер', en: 'Stalls' } });
    expect(plan.zones.map((zone) => zone.code)).toEqual(['P', 'B']);
    expect(zoneSizes(plan).get('P')).toBe(12);
  });

  it('removes only an empty zone', () => {
    expect(removeZone(planFixture(), 'A')).toEqual({
      problem: 'Zone A still has 12 seats: move them to another zone first.',
    });
    const removed = removeZone(planFixture(), 'B');
    expect('plan' in removed && removed.plan.zones.map((zone) => zone.code)).toEqual(['A']);
  });
});
