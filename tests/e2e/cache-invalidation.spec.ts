import { changedPlayShowsOnHome } from '../support/cache-invalidation';
import { test } from '../support/fixtures';

test('a change saved through the Admin API shows on the cached home page within 5 s', async ({ baseURL }) => {
  await changedPlayShowsOnHome([baseURL ?? '']);
});
