import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { FragmentOf } from '~/graphql/graphql';
import { MAX_LINE_QUANTITY } from '~/lib/order-limits';
import { classifyOrderMutation, requestFailed } from '~/lib/order-result';
import { schema } from '~/lib/schema';
import { idSchema } from '~/lib/validation';
import { shopApi } from '../vendure/vendure.server';
import { type ActiveOrderFragment, AddItemToOrder } from './order.graphql';

type ActiveOrder = FragmentOf<typeof ActiveOrderFragment>;

const addItemInput = schema(() =>
  z.object({
    variantId: idSchema,
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  }),
);

/** Adds a variant to the active order; the first change a visitor makes starts their session. */
export const addItemToOrder = createServerFn({ method: 'POST' })
  .validator(addItemInput)
  .handler(async ({ data }) => {
    try {
      const { addItemToOrder } = await shopApi(AddItemToOrder, data);
      return classifyOrderMutation<ActiveOrder>(addItemToOrder);
    } catch {
      return requestFailed<ActiveOrder>('Failed to add item to order');
    }
  });
