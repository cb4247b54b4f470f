import { changedPlayShowsOnHome, soldSeatShowsAtOnce } from '../support/cache-invalidation';
import { test } from '../support/fixtures';

test('a change saved through the Admin API shows on the cached home page within 5 s', async ({ baseURL }) => {
  await changedPlayShowsOnHome([baseURL ?? '']);
});

test('a play page from the cache shows a performance sold out on the next load after its last seat is sold', async ({
  baseURL,
}) => {
  await soldSeatShowsAtOnce([baseURL ?? '']);
});
