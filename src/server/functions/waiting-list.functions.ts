import { createServerFn } from '@tanstack/react-start';
import { type FragmentOf, readFragment } from '~/graphql/graphql';
import { joinWaitingListInput, waitingListTokenInput } from '~/lib/waiting-list-validation';
import { clientIp, consumeAll, limitersForServer } from '../edge/rate-limit.server';
import { shopApi } from '../vendure/vendure.server';
import type { AccountResult } from './account.functions';
import { rateLimited, withinVendureLimits } from './account-rate-limit.server';
import {
  ClaimWaitingListOffer,
  ConfirmWaitingList,
  JoinWaitingList,
  LeaveWaitingList,
  WaitingListResultFragment,
} from './waiting-list.graphql';

/**
 * What a waiting-list call tells its form: done, or the refusal (Vendure's
 * WaitingListRefusal, or RATE_LIMITED with the minutes to wait). The same shape as the
 * account forms' answers, so it shares their rate-limit handling.
 */
export type WaitingListAnswer = AccountResult;

function answerOf(data: FragmentOf<typeof WaitingListResultFragment>): WaitingListAnswer {
  const result = readFragment(WaitingListResultFragment, data);
  return result.ok ? { ok: true } : { ok: false, errorCode: result.refusal ?? 'UNKNOWN', message: '' };
}

/**
 * Joining sends an email to the address given, so it is limited as registration is: the
 * storefront's limiter per client IP first, Vendure's own behind it (ADR 063). The email is
 * in the page's language, which Vendure stores with the entry.
 */
export const joinWaitingList = createServerFn({ method: 'POST' })
  .validator(joinWaitingListInput)
  .handler(async ({ data }) => {
    const outcome = await consumeAll([{ limiter: limitersForServer().register, key: clientIp() }]);
    if (!outcome.ok) return rateLimited(outcome);
    return withinVendureLimits(async () =>
      answerOf(
        (
          await shopApi(JoinWaitingList, {
            performanceId: data.performanceId,
            email: data.emailAddress,
            seats: data.seats,
          })
        ).joinWaitingList,
      ),
    );
  });

export const confirmWaitingList = createServerFn({ method: 'POST' })
  .validator(waitingListTokenInput)
  .handler(async ({ data }) => answerOf((await shopApi(ConfirmWaitingList, data)).confirmWaitingList));

export const leaveWaitingList = createServerFn({ method: 'POST' })
  .validator(waitingListTokenInput)
  .handler(async ({ data }) => answerOf((await shopApi(LeaveWaitingList, data)).leaveWaitingList));

/** The seats go into the visitor's cart: the call carries (or starts) their session, as adding to the cart does. */
export const claimWaitingListOffer = createServerFn({ method: 'POST' })
  .validator(waitingListTokenInput)
  .handler(async ({ data }) => answerOf((await shopApi(ClaimWaitingListOffer, data)).claimWaitingListOffer));
