import type { Injector, OrderProcess, OrderState } from '@vendure/core';
import { TicketService } from './services/ticket.service';

let tickets: TicketService;

/**
 * Issues the tickets when an order's payment is settled, inside the same transaction, so
 * they exist before anything hears of the payment (the confirmation email reads them).
 * Coming back to PaymentSettled after a change issues only the seats that were added.
 */
export const issueTicketsOrderProcess: OrderProcess<OrderState> = {
  init(injector: Injector) {
    tickets = injector.get(TicketService);
  },

  async onTransitionEnd(_fromState, toState, { ctx, order }) {
    if (toState === 'PaymentSettled') await tickets.issue(ctx, order);
  },
};
