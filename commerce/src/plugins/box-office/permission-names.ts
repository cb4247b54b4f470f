/**
 * The box office's permissions (ADR 061); plain, so the Dashboard's extension can import
 * them too. Comps are apart from selling: a theatre decides who may give tickets away.
 */
export const SELL_AT_COUNTER = 'SellAtCounter';
export const GIVE_COMPLIMENTARY_TICKETS = 'GiveComplimentaryTickets';
/** Reading the box office's figures and exports without selling (issue 27's reports). */
export const READ_REPORTS = 'ReadReports';
