import { test } from '@playwright/test';
import { changedPlayShowsOnHome } from '../support/cache-invalidation';

test('a change saved through the Admin API shows within 5 s on both storefront instances, through Redis', async () => {
  const instances = (process.env.PROFILE_STOREFRONTS ?? '').split(' ').filter(Boolean);
  test.expect(instances).toHaveLength(2);
  await changedPlayShowsOnHome(instances);
});
