import { graphql } from '~/graphql/graphql';

/** What a ticket card shows: the seat, whether it still admits, and its performance. */
export const TicketFragment = graphql(`
  fragment TicketItem on Ticket {
    id
    code
    shortCode
    seat
    place { key area row seat zone entrance }
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

/**
 * One upcoming performance, for its calendar file; a public read that needs no session.
 * With seats asked for, its seat plan too (the same round trip), to name them (ADR 060).
 */
export const GetPerformanceForCalendar = graphql(`
  query GetPerformanceForCalendar($id: String!, $performanceId: ID!, $withSeats: Boolean!) {
    performances(options: { filter: { id: { eq: $id } }, take: 1 }) {
      items {
        id
        startsAt
        cancelled
        play { id slug title durationMinutes }
        stage { id name address }
      }
    }
    performanceSeating(performanceId: $performanceId) @include(if: $withSeats) { plan }
  }
`);
