import { Logger, ScheduledTask, TransactionalConnection } from '@vendure/core';
import { loggerCtx, RELEASE_EXPIRED_HOLDS_TASK } from './constants';
import { SeatHoldService } from './services/seat-hold.service';

/**
 * Gives expired holds back to stock on the worker (in the embedded profile, in the
 * server). Shoppers do not wait for it: a hold that meets too little stock gives back
 * the expired holds on it first, and a payment never settles an expired hold.
 */
export function releaseExpiredHoldsTask(schedule: string) {
  return new ScheduledTask({
    id: RELEASE_EXPIRED_HOLDS_TASK,
    description: 'Gives seats and stock held by unpaid orders whose time ran out back to sale',
    schedule,
    async execute({ injector, scheduledContext }) {
      const released = await injector
        .get(TransactionalConnection)
        .withTransaction(scheduledContext, (ctx) => injector.get(SeatHoldService).releaseExpired(ctx));
      if (released) Logger.info(`Released ${released} expired hold(s)`, loggerCtx);
      return { released };
    },
  });
}
