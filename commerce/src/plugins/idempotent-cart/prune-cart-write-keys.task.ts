import { Logger, ScheduledTask, TransactionalConnection } from '@vendure/core';
import { loggerCtx, PRUNE_CART_WRITE_KEYS_TASK } from './constants';
import { CartWriteKeys } from './services/cart-write-keys.service';

/** Forgets cart-write keys older than a day, where the jobs run (ADR 072, 076): no retry comes that late. */
export function pruneCartWriteKeysTask(schedule: string) {
  return new ScheduledTask({
    id: PRUNE_CART_WRITE_KEYS_TASK,
    description: 'Forgets the idempotency keys of cart writes older than a day',
    schedule,
    async execute({ injector, scheduledContext }) {
      const pruned = await injector
        .get(TransactionalConnection)
        .withTransaction(scheduledContext, (ctx) => injector.get(CartWriteKeys).prune(ctx));
      if (pruned) Logger.info(`Forgot ${pruned} cart-write key(s)`, loggerCtx);
      return { pruned };
    },
  });
}
