export interface WaitingListPluginOptions {
  /** How long an offer holds its seats for the visitor before it passes to the next in line. */
  offerSeconds: number;
  /** When the offer pass runs (cron with seconds), on the worker like the hold sweep. */
  offerSchedule: string;
}

export type WaitingListState = 'PENDING_CONFIRMATION' | 'WAITING' | 'OFFERED' | 'ACCEPTED' | 'EXPIRED' | 'UNSUBSCRIBED';

/** Why a waiting-list call did nothing; the storefront words each one. */
export type WaitingListRefusal =
  | 'NOT_SOLD_OUT'
  | 'NOT_FOUND'
  | 'INVALID_SEATS'
  | 'INVALID_EMAIL'
  | 'INVALID_TOKEN'
  | 'OFFER_EXPIRED';

export type WaitingListResult =
  | { ok: true; refusal: null; performanceId: string }
  | { ok: false; refusal: WaitingListRefusal; performanceId: string | null };
