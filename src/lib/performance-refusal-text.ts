import { m } from '~/paraglide/messages';
import type { PerformanceRefusal } from './order-result';

/** Why a ticket was not added, in the page's language: one wording for the cart and the add button. */
export const performanceRefusalText = (refusal: PerformanceRefusal | undefined): string =>
  refusal === 'cancelled'
    ? m.order_performance_cancelled()
    : refusal === 'choose-seats'
      ? m.order_choose_seats()
      : m.order_performance_started();
