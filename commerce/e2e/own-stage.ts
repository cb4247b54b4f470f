import { expect } from 'vitest';
import { adminGraphql } from '../../tests/graphql/admin';
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
