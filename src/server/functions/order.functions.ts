import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { FragmentOf } from '~/graphql/graphql';
import { MAX_LINE_QUANTITY } from '~/lib/order-limits';
import { classifyOrderMutation, requestFailed } from '~/lib/order-result';
import { schema } from '~/lib/schema';
import { idempotencyKeySchema, idSchema } from '~/lib/validation';
import { shopApi } from '../vendure/vendure.server';
import { type ActiveOrderFragment, AddItemToOrderOnce } from './order.graphql';

type ActiveOrder = FragmentOf<typeof ActiveOrderFragment>;

const addItemInput = schema(() =>
  z.object({
    variantId: idSchema,
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    /** The add's key, made by the form when the add starts and sent again with each retry of it (ADR 072). */
    idempotencyKey: idempotencyKeySchema,
  }),
);

/**
 * Adds a variant to the active order, once per key (ADR 072): a retry whose first try
 * Vendure applied, its answer lost, answers the cart as it is. The first change a visitor
 * makes starts their session.
 */
export const addItemToOrder = createServerFn({ method: 'POST' })
  .validator(addItemInput)
  .handler(async ({ data }) => {
    try {
      const { addItemToOrderOnce } = await shopApi(AddItemToOrderOnce, data);
      return classifyOrderMutation<ActiveOrder>(addItemToOrderOnce);
    } catch {
      return requestFailed<ActiveOrder>('Failed to add item to order');
    }
  });
