import { test } from '../support/fixtures';
import { rushForFiveSeats, rushForTenReservedSeats } from '../support/seat-rush';

test('60 shoppers released together at the payment step for 5 seats: 5 sold, 55 refused, none oversold', async ({
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  await rushForFiveSeats(baseURL ?? '');
});

test('40 shoppers let go together for 10 numbered seats: each seat sold at most once, on one order and one ticket, every refusal worded', async ({
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  await rushForTenReservedSeats(baseURL ?? '');
});
