import { graphql } from '../../../theatre/dashboard/graphql';

/** A paid order by its code, with its tickets and their performances (ADR 065). */
export const exchangeOrderDocument = graphql(`
  query ExchangeOrder($code: String!) {
    orders(options: { filter: { code: { eq: $code } }, take: 1 }) {
      items {
        id
        code
        state
        customer { emailAddress }
        tickets {
          id
          seat
          status
          voidReason
          place { key }
          performance { id startsAt play { id title } stage { name } }
        }
      }
    }
  }
`);

/** The performances a ticket may move to: the same play's, upcoming. */
export const exchangePerformancesDocument = graphql(`
  query ExchangePerformances {
    performances(options: { take: 500, sort: { startsAt: ASC } }) {
      items { id startsAt cancelled play { id title } stage { name } }
    }
  }
`);

export const exchangeTicketsDocument = graphql(`
  mutation ExchangeTickets($input: ExchangeTicketsInput!) {
    exchangeTickets(input: $input) {
      __typename
      ... on TicketExchange { paid refunded order { id code } }
      ... on TicketsExchangeRefused { reason message }
    }
  }
`);
