import { shopGraphql } from '@foyer/shared/test-clients/shop';
import { expect, inject, it } from 'vitest';
import { newShopper } from './checkout-steps';

/**
 * Vendure works out which relations to load for `activeOrder` from the query, and keeps
 * that in a cache keyed by the query text it reads from the request body. A GET has none,
 * so without `getQueryInBody` (vendure-config.ts) a narrow read of the order, sent first,
 * left the next reads without their lines, and they failed on `totalQuantity`.
 */
it('a GET read of the active order is loaded by its own query, whatever another GET asked before', async () => {
  const shop = newShopper(inject('shopApiUrl'));
  const { performances } = await shop.query(
    shopGraphql(`query { performances(options: { take: 50 }) { items { reserved productVariant { id } } } }`),
  );
  const variant = performances.items.find((p) => !p.reserved && p.productVariant)?.productVariant?.id;
  await shop.query(
    shopGraphql(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`),
    { id: variant! },
  );
  const narrow = await shop.rawGet(
    shopGraphql(`query NarrowOrderRead { activeOrder { id state shippingLines { shippingMethod { code } } } }`),
  );
  expect(narrow.errors).toBeUndefined();
  const wide = await shop.rawGet(
    shopGraphql(`query WideOrderRead { activeOrder { totalQuantity lines { id quantity } } }`),
  );
  expect(wide.errors).toBeUndefined();
  expect(wide.data?.activeOrder).toMatchObject({ totalQuantity: 1, lines: [{ quantity: 1 }] });
});
