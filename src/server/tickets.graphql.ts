import { graphql } from '~/graphql/graphql';

/** What a ticket card shows: the seat, whether it still admits, and its performance. */
export const TicketFragment = graphql(`
  fragment TicketItem on Ticket {
    id
    code
    shortCode
    seat
    status
    voidReason
    admittedAt
    orderCode
    performance {
      id
      startsAt
      cancelled
      play { id slug title }
      stage { id name address }
    }
  }
`);

/** The signed-in customer's tickets, upcoming first (Vendure sorts them). */
export const GetMyTickets = graphql(
  `
  query GetMyTickets {
    myTickets { ...TicketItem }
  }
`,
  [TicketFragment],
);

/** One upcoming performance, for its calendar file; a public read that needs no session. */
export const GetPerformanceForCalendar = graphql(`
  query GetPerformanceForCalendar($id: String!) {
    performances(options: { filter: { id: { eq: $id } }, take: 1 }) {
      items {
        id
        startsAt
        cancelled
        play { id slug title durationMinutes }
        stage { id name address }
      }
    }
  }
`);
