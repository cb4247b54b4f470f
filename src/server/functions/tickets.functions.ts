import { createServerFn } from '@tanstack/react-start';
import { shopApi, withSession } from '../vendure/vendure.server';
import { isVendureErrorCode } from '../vendure/vendure-client.server';
import { GetMyTickets } from './tickets.graphql';
import { ticketsForPage } from './tickets.server';

/** The signed-in customer's tickets, upcoming first; null without a session (nobody to ask about). */
export const getMyTickets = createServerFn({ method: 'GET' }).handler(() =>
  withSession(
    () => null,
    async () => {
      try {
        const { myTickets } = await shopApi(GetMyTickets, {});
        return ticketsForPage(myTickets);
      } catch (error) {
        // A guest's session: there is no customer whose tickets these would be.
        if (isVendureErrorCode(error, 'FORBIDDEN')) return null;
        throw error;
      }
    },
  ),
);
