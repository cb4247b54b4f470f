import { textPlan } from '@foyer/shared/seating/seating.test-fixtures';
import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { adminQuery } from './admin-api';

/**
 * Zone A: rows A and B (32.00), zone B: row C (16.00); an aisle after the sixth seat; and
 * behind the rows eight standing places, sold by count in zone B.
 */
export const TEST_PLAN = textPlan(['ssssss ssssss', 'ssssss ssssss', 'ssssss ssssss'], ['A', 'A', 'B']);
TEST_PLAN.zones = [
  { code: 'A', name: { bg: 'Партер', en: 'Stalls' } },
  { code: 'B', name: { bg: 'Балкон', en: 'Balcony' } },
];
TEST_PLAN.height += 2;
TEST_PLAN.areas.push({
  kind: 'unreserved',
  key: 'standing',
  name: { bg: 'Правостоящи', en: 'Standing' },
  zone: 'B',
  capacity: 8,
  box: { x: 1, y: TEST_PLAN.height - 2.5, width: TEST_PLAN.width - 2, height: 1.5 },
});

/**
 * A stage of the test's own with a seat plan, and a reserved performance on it three to
 * six weeks ahead (or at `startsAt`): the browser tests never depend on the seed's seats,
 * which other tests sell.
 */
export async function reservedPerformance(slug: string, { startsAt }: { startsAt?: Date } = {}) {
  const { createStage } = await adminQuery(
    adminGraphql(`mutation ($input: CreateStageInput!) { createStage(input: $input) { id } }`),
    {
      input: {
        slug,
        capacity: 36,
        translations: [
          { languageCode: 'en', name: 'Test hall', description: 'For browser tests.', address: 'Plovdiv' },
          { languageCode: 'bg', name: 'Тестова зала', description: 'За тестове.', address: 'Пловдив' },
        ],
      },
    },
  );
  await adminQuery(
    adminGraphql(`mutation ($stage: ID!, $plan: JSON!) { saveSeatPlan(stageId: $stage, plan: $plan) { version } }`),
    { stage: createStage.id, plan: TEST_PLAN },
  );
  const { plays } = await adminQuery(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const when = startsAt ?? new Date(Date.now() + (21 + Math.random() * 21) * 86_400_000);
  when.setUTCSeconds(0, 0);
  const { schedulePerformance } = await adminQuery(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id reserved } }`),
    {
      input: {
        playId: plays.items[0]!.id,
        stageId: createStage.id,
        startsAt: when.toISOString(),
        price: 0,
        seats: 1,
        zonePrices: [
          { zone: 'A', price: 3200 },
          { zone: 'B', price: 1600 },
        ],
      },
    },
  );
  return { stageId: createStage.id, performanceId: schedulePerformance.id };
}

/**
 * Another night of the same play on the same stage, three hours from now and dearer (zone A
 * 40.00, zone B 20.00): the night an exchange moves a ticket to.
 */
export async function dearerNight(performanceId: string, stageId: string) {
  const { performance } = await adminQuery(adminGraphql(`query ($id: ID!) { performance(id: $id) { play { id } } }`), {
    id: performanceId,
  });
  const startsAt = new Date(Date.now() + 3 * 60 * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const { schedulePerformance } = await adminQuery(
    adminGraphql(`mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id } }`),
    {
      input: {
        playId: performance!.play.id,
        stageId,
        startsAt: startsAt.toISOString(),
        price: 0,
        seats: 1,
        zonePrices: [
          { zone: 'A', price: 4000 },
          { zone: 'B', price: 2000 },
        ],
      },
    },
  );
  return schedulePerformance;
}

/** The box office gives back seats an unpaid order holds (a stuck hold): the order's lines keep their quantity. */
export async function releaseHolds(performanceId: string, seatKeys: string[]) {
  await adminQuery(
    adminGraphql(
      `mutation ($id: ID!, $keys: [String!]!) { releaseSeatHolds(performanceId: $id, seatKeys: $keys) { performanceId } }`,
    ),
    { id: performanceId, keys: seatKeys },
  );
}

/** The box office keeps seats back (house seats), or puts them back on sale. */
export async function blockSeats(performanceId: string, seatKeys: string[], unblock = false) {
  await adminQuery(
    adminGraphql(
      `mutation ($id: ID!, $keys: [String!]!) { ${unblock ? 'unblockSeats' : 'blockSeats'}(performanceId: $id, seatKeys: $keys) { performanceId } }`,
    ),
    { id: performanceId, keys: seatKeys },
  );
}
