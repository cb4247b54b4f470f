import { Logger, ScheduledTask, TransactionalConnection } from '@vendure/core';
import { loggerCtx, WAITING_LIST_OFFERS_TASK } from './constants';
import { WaitingListService } from './services/waiting-list.service';

/**
 * Seats come back in many ways (a refund or cancellation, an expired hold, house seats
 * unblocked): rather than listen for each, the pass looks at free seats where people wait.
 */
export function waitingListOffersTask(schedule: string) {
  return new ScheduledTask({
    id: WAITING_LIST_OFFERS_TASK,
    description: 'Expires unclaimed waiting-list offers and offers freed seats to the next in line',
    schedule,
    async execute({ injector, scheduledContext }) {
      const offers = await injector
        .get(TransactionalConnection)
        .withTransaction(scheduledContext, (ctx) => injector.get(WaitingListService).runOffers(ctx));
      if (offers) Logger.info(`Made ${offers} waiting-list offer(s)`, loggerCtx);
      return { offers };
    },
  });
}
