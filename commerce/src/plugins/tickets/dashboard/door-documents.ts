import { graphql } from '../../../dashboard-kit/graphql';

/** The performances whose door is open now, soonest first, with their counts (ADR 036). */
export const doorPerformancesDocument = graphql(`
  query DoorPerformances {
    doorPerformances {
      admitted
      tickets
      performance { id startsAt play { title } stage { name } }
    }
  }
`);

/** Admits a ticket at the door of a performance, at most once; answers with the door's count. */
export const admitTicketDocument = graphql(`
  mutation AdmitTicket($performanceId: ID!, $code: String!) {
    admitTicket(performanceId: $performanceId, code: $code) {
      result
      ticket {
        seat
        seats
        voidReason
        admittedAt
        orderCode
        place { area row seat zone entrance }
        performance { startsAt play { title } stage { name } }
      }
      door { performanceId admitted tickets }
    }
  }
`);
