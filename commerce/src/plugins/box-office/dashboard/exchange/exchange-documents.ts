import { graphql } from '../../../../dashboard-kit/graphql';

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

/**
 * The performances a ticket may move to: upcoming and not cancelled (the page keeps the
 * same play's). Past ones are left out by the query, so a year of them never crowds the
 * next nights out of the first 500.
 */
export const exchangePerformancesDocument = graphql(`
  query ExchangePerformances($from: DateTime!) {
    performances(
      options: { take: 500, sort: { startsAt: ASC }, filter: { startsAt: { after: $from }, cancelled: { eq: false } } }
    ) {
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
