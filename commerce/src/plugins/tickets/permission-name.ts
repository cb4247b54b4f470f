/** The permission of the check-in page; plain, so the Dashboard's extension can import it too. */
export const CHECK_IN_TICKETS = 'CheckInTickets';
