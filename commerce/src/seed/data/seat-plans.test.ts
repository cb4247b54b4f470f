import { bestAvailable } from '@foyer/shared/seating/best-available';
import { seatPlanProblems } from '@foyer/shared/seating/plan-problems';
import { PLAN_LANGUAGES, planCapacity, planSeats, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { describe, expect, it } from 'vitest';
import { CHAMBER_STAGE_PLAN, MAIN_STAGE_PLAN, SEED_SEAT_PLANS, SEED_ZONE_PRICES } from './seat-plans';
import { stages } from './theatre.data';

const seats = (plan: SeatPlan) => [...planSeats(plan)].map(({ seat }) => seat);

describe('the seed seat plans', () => {
  it('pass validation', () => {
    expect(seatPlanProblems(MAIN_STAGE_PLAN)).toEqual([]);
    expect(seatPlanProblems(CHAMBER_STAGE_PLAN)).toEqual([]);
  });

  it('seat as many as described', () => {
    expect(planCapacity(MAIN_STAGE_PLAN)).toBe(250);
    expect(planCapacity(CHAMBER_STAGE_PLAN)).toBe(72);
    const main = seats(MAIN_STAGE_PLAN);
    expect(main.filter((seat) => seat.wheelchair)).toHaveLength(4);
    expect(main.filter((seat) => seat.companionOf)).toHaveLength(4);
    expect(main.filter((seat) => seat.restrictedView).every((seat) => seat.key.startsWith('balcony-'))).toBe(true);
    expect(main.filter((seat) => seat.restrictedView)).toHaveLength(16);
    const perZone: Record<string, number> = {};
    for (const seat of main) perZone[seat.zone] = (perZone[seat.zone] ?? 0) + 1;
    expect(perZone).toEqual({
      A: 86,
      B: 100,
      C: 64,
    });
  });

  it('keep every seat off the stage', () => {
    for (const plan of Object.values(SEED_SEAT_PLANS)) {
      const { x, y, width, height } = plan.stage;
      const onStage = seats(plan).filter(
        (seat) => seat.x + 0.5 > x && seat.x - 0.5 < x + width && seat.y + 0.5 > y && seat.y - 0.5 < y + height,
      );
      expect(onStage.map((seat) => seat.key)).toEqual([]);
    }
  });

  it('price every zone and belong to seeded stages', () => {
    const slugs = stages.map((stage) => stage.slug);
    for (const [slug, plan] of Object.entries(SEED_SEAT_PLANS)) {
      expect(slugs).toContain(slug);
      expect(Object.keys(SEED_ZONE_PRICES[slug] ?? {}).sort()).toEqual(plan.zones.map((zone) => zone.code).sort());
    }
  });

  it('name zones, areas and entrances in every language', () => {
    for (const plan of Object.values(SEED_SEAT_PLANS)) {
      const texts = [
        ...plan.zones.map((zone) => zone.name),
        ...plan.areas.flatMap((area) => [area.name, area.entrance]),
      ];
      for (const text of texts) {
        expect(text).toBeDefined();
        for (const language of PLAN_LANGUAGES) expect(text?.[language]?.trim(), language).toBeTruthy();
      }
    }
  });

  it('offer the centre of the stalls first, and wheelchair spaces with their companions', () => {
    const prices = SEED_ZONE_PRICES['main-stage'] ?? {};
    const none = new Set<string>();
    const pair = bestAvailable(MAIN_STAGE_PLAN, none, { count: 2 }, prices);
    expect(pair?.every((key) => key.startsWith('stalls-'))).toBe(true);
    expect(bestAvailable(MAIN_STAGE_PLAN, none, { count: 2, wheelchair: 1 }, prices)).toHaveLength(3);
    expect(bestAvailable(MAIN_STAGE_PLAN, none, { count: 4, zone: 'C' }, prices)?.[0]).toMatch(/^balcony-/);
  });
});
