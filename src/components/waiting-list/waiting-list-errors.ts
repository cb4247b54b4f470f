import { m } from '~/paraglide/messages';
import type { WaitingListAnswer } from '~/server/functions/waiting-list.functions';

/** A waiting-list refusal in the visitor's language (Vendure's WaitingListRefusal, or our rate limit). */
export function waitingListErrorText(answer: Extract<WaitingListAnswer, { ok: false }>): string {
  switch (answer.errorCode) {
    case 'NOT_SOLD_OUT':
      return m.waiting_list_error_not_sold_out();
    case 'NOT_FOUND':
      return m.waiting_list_error_not_found();
    case 'INVALID_SEATS':
      return m.waiting_list_error_seats();
    case 'INVALID_EMAIL':
      return m.waiting_list_error_email();
    case 'INVALID_TOKEN':
      return m.waiting_list_error_token();
    case 'OFFER_EXPIRED':
      return m.waiting_list_error_expired();
    case 'RATE_LIMITED':
      return m.account_error_rate_limited({ minutes: answer.retryAfterMinutes ?? 1 });
    default:
      return m.account_error_generic();
  }
}
