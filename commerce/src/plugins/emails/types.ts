import type { Injector, Order, RequestContext } from '@vendure/core';
import type { EmailAttachment } from '@vendure/email-plugin';
import type { EmailLanguage } from './email-locale';

/**
 * One ticket as the order confirmation shows it, every value already written in the
 * email's language. `qrCid` names an inline attachment (`<img src="cid:…">`).
 */
export interface EmailTicket {
  play: string;
  stage: string;
  when: string;
  /** Its place on the order line ("ticket 2 of 3"), not a reserved seat. */
  seat: string;
  /** The seats its order line holds. */
  seats: string;
  code: string;
  /** The code to read aloud at the door (ADR 057), e.g. 7G3-K9Q-2MX. */
  shortCode: string;
  qrCid: string;
  /** The numbered seat it admits to, as the plan writes it in the email's language; null when sold by count (ADR 060). */
  place?: EmailTicketPlace | null;
}

/** A ticket's place: row and seat are null for an unreserved area's place, entrance when the plan has none. */
export interface EmailTicketPlace {
  area: string;
  row: string | null;
  seat: string | null;
  zone: string;
  entrance: string | null;
}

/** The tickets of a paid order for its confirmation, with the inline images they show. */
export type TicketsForEmail = (input: {
  ctx: RequestContext;
  injector: Injector;
  order: Order;
  language: EmailLanguage;
}) => Promise<{ tickets: EmailTicket[]; attachments: EmailAttachment[] }>;

/** What Foyer's email handlers need to know. */
export interface FoyerEmailOptions {
  /** The storefront's origin, for links to its pages in the email's language. */
  storefrontUrl: string;
  /** The tickets of an order for its confirmation; without it the confirmation shows none. */
  tickets?: TicketsForEmail;
}
