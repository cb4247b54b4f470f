import { adminGraphql } from '@foyer/shared/test-clients/admin';
import { expectType } from '@foyer/shared/test-clients/client';
import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { adminQuery, adminSession } from '../support/admin-api';
import { expect, test } from '../support/fixtures';
import { guestOrderArrangingPayment, shopSession } from '../support/shop-api';

/**
 * Two doors on two Vendure servers and one PostgreSQL (ADR 035): twenty scans of one
 * ticket sent to both servers at the same moment admit it exactly once. The admission is
 * one conditional UPDATE, so PostgreSQL's row lock decides; no application lock is involved.
 */
test('twenty scans of one ticket at two servers at once admit it exactly once', async () => {
  const { plays } = await adminQuery(adminGraphql(`query { plays(options: { take: 1 }) { items { id } } }`));
  const { stages } = await adminQuery(adminGraphql(`query { stages(options: { take: 1 }) { items { id } } }`));
  const { schedulePerformance: performance } = await adminQuery(
    adminGraphql(
      `mutation ($input: SchedulePerformanceInput!) { schedulePerformance(input: $input) { id productVariant { id } } }`,
    ),
    {
      input: {
        playId: plays.items[0]!.id,
        stageId: stages.items[0]!.id,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        price: 1500,
        seats: 10,
      },
    },
  );
  const shop = shopSession();
  const order = await guestOrderArrangingPayment(shop, performance.productVariant!.id);
  const { addPaymentToOrder: paid } = await shop(
    shopGraphql(`mutation { addPaymentToOrder(input: { method: "test-card", metadata: { cardNumber: "4242424242424242" } }) {
       __typename ... on Order { state tickets { code } } } }`),
  );
  const placed = expectType(paid, 'Order');
  expect(placed.state).toBe('PaymentSettled');
  expect(placed.tickets).toHaveLength(1);

  // A door signed in at each Vendure server (the superadmin: production has no development staff).
  const urls = (process.env.PROFILE_ADMIN_API_URLS ?? '').split(' ');
  expect(urls).toHaveLength(2);
  const doors = await Promise.all(urls.map((url) => signedInDoor(url)));
  const scans = await Promise.all(
    Array.from({ length: 20 }, (_, i) => doors[i % 2]!(performance.id, placed.tickets[0]!.code)),
  );
  expect(scans.filter((s) => s.result === 'ADMITTED')).toHaveLength(1);
  expect(scans.filter((s) => s.result === 'ALREADY_ADMITTED')).toHaveLength(19);
  expect(new Set(scans.map((s) => s.admittedAt)).size).toBe(1);
  expect(order.code).toBeTruthy();
});

/** Admits through one Vendure server's Admin API, with a session of its own. */
async function signedInDoor(url: string) {
  const call = await adminSession(url);
  return async (performanceId: string, code: string): Promise<{ result: string; admittedAt: string | null }> => {
    const { admitTicket } = await call(
      adminGraphql(
        `mutation ($performanceId: ID!, $code: String!) { admitTicket(performanceId: $performanceId, code: $code) { result ticket { admittedAt } } }`,
      ),
      { performanceId, code },
    );
    return { result: admitTicket.result, admittedAt: admitTicket.ticket?.admittedAt ?? null };
  };
}
