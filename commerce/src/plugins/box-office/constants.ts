import { PermissionDefinition } from '@vendure/core';
import { GIVE_COMPLIMENTARY_TICKETS, READ_REPORTS, SELL_AT_COUNTER } from './permission-names';

export const loggerCtx = 'BoxOfficePlugin';

/** Building and completing counter sales; the Box office role has it. */
export const sellAtCounterPermission = new PermissionDefinition({
  name: SELL_AT_COUNTER,
  description: 'Allows selling at the box office counter (orders paid in cash or by card terminal)',
});

/** Giving complimentary tickets; checked apart from selling, so a theatre can keep it to a few. */
export const compPermission = new PermissionDefinition({
  name: GIVE_COMPLIMENTARY_TICKETS,
  description: 'Allows giving complimentary tickets (comps, at no charge, with a reason)',
});

/** Reading the box office's figures and exports (issue 27's reports, still to come). */
export const readReportsPermission = new PermissionDefinition({
  name: READ_REPORTS,
  description: 'Allows reading the box office figures and exports',
});

/** The counter's payment methods: the handler's code is the method's code. */
export const COUNTER_CASH = 'counter-cash';
export const COUNTER_CARD_TERMINAL = 'counter-card-terminal';
export const COUNTER_PAYMENT_METHODS = [COUNTER_CASH, COUNTER_CARD_TERMINAL] as const;

/** The eligibility checker that keeps the counter's methods to staff in the Admin API. */
export const COUNTER_ONLY_CHECKER_CODE = 'counter-sales-only';

/** The delivery of a counter sale: the buyer is at the box office (the seed's method, shop.data.ts). */
export const PICK_UP_SHIPPING_CODE = 'pick-up-at-the-box-office';

/** A comp's reason: press, cast, sponsor or the staff member's own words, at most this long. */
export const COMP_REASON_MAX_LENGTH = 200;

/**
 * The payment that carries an exchanged ticket's value into its new order (ADR 065): no
 * money moves, so the cash-up leaves it out. Admitted only for an exchange's order.
 */
export const EXCHANGE_CREDIT = 'exchange-credit';
export const EXCHANGE_ONLY_CHECKER_CODE = 'exchanges-only';
