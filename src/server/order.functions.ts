import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { FragmentOf } from '~/graphql/graphql';
import { classifyOrderMutation, requestFailed } from '~/lib/order-result';
import { type ActiveOrderFragment, AddItemToOrder } from './order.graphql';
import { shopApi } from './vendure.server';

type ActiveOrder = FragmentOf<typeof ActiveOrderFragment>;

/** Vendure's default ids are positive integers; anything else never reaches it. */
const idSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'Not a valid id');
export const MAX_LINE_QUANTITY = 99;

const addItemInput = z.object({
  variantId: idSchema,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

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
