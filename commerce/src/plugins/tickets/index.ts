export { checkInPermission } from './constants';
export { Ticket } from './entities/ticket.entity';
export { type LoadedTicket, TicketService } from './services/ticket.service';
export { normalizeTicketCode, readTicketCode, signTicketCode } from './ticket-code';
export { emailTickets, ticketQrPng } from './ticket-email';
export { TicketsPlugin } from './tickets.plugin';
