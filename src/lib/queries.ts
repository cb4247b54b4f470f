import { queryOptions } from '@tanstack/react-query';
import { getActiveOrder } from '~/server/shop.functions';

/** Data that changes on the client lives in TanStack Query; the rest comes from loaders. */
export const activeOrderQuery = () =>
  queryOptions({ queryKey: ['active-order'], queryFn: () => getActiveOrder(), staleTime: 30_000 });
