import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expect } from 'vitest';
import type { TestClient } from './graphql-client';

/**
 * Removes a stage a test made, as staff would: its performances first (a stage that has
 * any is kept, ADR 027's references), so the seeded three stay the only ones for the
 * tests after it.
 */
export async function removeOwnStage(admin: TestClient, stageId: string) {
  const { performances } = await admin.query(
    adminGraphql(`query { performances(options: { take: 1000 }) { items { id stage { id } } } }`),
  );
  for (const performance of performances.items.filter((p) => p.stage.id === stageId)) {
    const { deletePerformance } = await admin.query(
      adminGraphql(`mutation ($id: ID!) { deletePerformance(id: $id) { result message } }`),
      { id: performance.id },
    );
    expect(deletePerformance).toMatchObject({ result: 'DELETED' });
  }
  const { deleteStage } = await admin.query(
    adminGraphql(`mutation ($id: ID!) { deleteStage(id: $id) { result message } }`),
    { id: stageId },
  );
  expect(deleteStage).toMatchObject({ result: 'DELETED' });
}

/** A stage of the test's own with this seat plan, and a reserved performance on it 20–40 days ahead at these zone prices. */
export async function reservedPerformance(
  admin: TestClient,
  slug: string,
  plan: SeatPlan,
  zonePrices: Array<{ zone: string; price: number }>,
) {
  const { createStage } = await admin.query(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug,
        capacity: 60,
        translations: [{ languageCode: 'en', name: 'Test hall', description: 'For tests.', address: 'Plovdiv' }],
      },
    },
  );
  const { saveSeatPlan } = await admin.query(
    adminGraphql(
      `mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version capacity } }`,
    ),
    { stage: createStage.id, plan },
  );
  const { plays } = await admin.query(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const startsAt = new Date(Date.now() + (20 + Math.random() * 20) * 86_400_000);
  startsAt.setUTCSeconds(0, 0);
  const { schedulePerformance } = await admin.query(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) {
      id reserved seatPlanVersion zonePrices { zone price } productVariant { id } } }`),
    {
      input: {
        playId: plays.items[0]!.id,
        stageId: createStage.id,
        startsAt: startsAt.toISOString(),
        price: 0,
        seats: 1,
        zonePrices,
      },
    },
  );
  return { stageId: createStage.id, plan: saveSeatPlan, performance: schedulePerformance };
}
