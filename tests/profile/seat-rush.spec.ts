import { test } from '../support/fixtures';
import { rushForFiveSeats, rushForTenReservedSeats } from '../support/seat-rush';

/** Through the proxy: two storefront instances, two Vendure servers, one PostgreSQL. */
test('60 shoppers released together at the payment step for 5 seats, over both instances: 5 sold, none oversold', async ({
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  await rushForFiveSeats(baseURL ?? '');
});

test('40 shoppers let go together for 10 numbered seats, over both instances: each seat sold at most once, every refusal worded', async ({
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  await rushForTenReservedSeats(baseURL ?? '');
});
