import { test } from '../support/fixtures';
import { rushForFiveSeats } from '../support/seat-rush';

test('60 shoppers released together at the payment step for 5 seats: 5 sold, 55 refused, none oversold', async ({
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  await rushForFiveSeats(baseURL ?? '');
});
