import { staffDateTime } from '@foyer/shared/ticket-names';
import type { ResultOf } from 'gql.tada';
import { toSofiaClock } from '../../../dashboard-kit/sofia-time';
import type { admitTicketDocument } from './door-documents';
import { doorTexts } from './door-texts';

/** What the door reads of an admitTicket answer: the result and the ticket the code names (ADR 036). */
export type DoorAdmission = Pick<ResultOf<typeof admitTicketDocument>['admitTicket'], 'result' | 'ticket'>;

/** Let in, seen before (let in earlier), or keep out: the colour and icon the answer gets. */
export type AnswerTone = 'admit' | 'again' | 'refuse';

export interface DoorAnswer {
  tone: AnswerTone;
  headline: string;
  details: string[];
  /** Where the ticket's holder sits (ADR 060), shown big: absent for a ticket sold by count. */
  place?: DoorPlace;
}

/** "Row F, seat 12 — Stalls, Entrance 2": the seat first, then where to send the holder. */
export interface DoorPlace {
  /** The row and seat, or the area's name for a place without a number. */
  seat: string;
  /** The area (when the seat line does not name it already) and the entrance. */
  where: string;
  zone: string;
}

type TicketPlace = NonNullable<NonNullable<DoorAdmission['ticket']>['place']>;

/** The seat of an admitted (or already admitted, or void) ticket as the door shows it. */
export function doorPlace(place: TicketPlace): DoorPlace {
  const numbered = place.row != null && place.seat != null;
  return {
    seat: numbered ? answers.seat(place.row as string, place.seat as string) : place.area,
    where: [numbered ? place.area : null, place.entrance].filter(Boolean).join(', '),
    zone: answers.zone(place.zone),
  };
}

const { answers } = doorTexts;

/** The large answer the door shows for an admission: a headline and what staff need to know. */
export function admissionAnswer({ result, ticket }: DoorAdmission): DoorAnswer {
  const seat = ticket ? [answers.ticket(ticket.seat, ticket.seats, ticket.performance.play.title)] : [];
  const order = ticket ? [answers.order(ticket.orderCode)] : [];
  // Another performance's seat would send the holder to the wrong place: only this door's tickets say theirs.
  const place = ticket?.place ? { place: doorPlace(ticket.place) } : {};
  switch (result) {
    case 'ADMITTED':
      return { tone: 'admit', headline: answers.admitted, details: seat, ...place };
    case 'ALREADY_ADMITTED':
      return {
        tone: 'again',
        headline: answers.alreadyAdmitted(ticket?.admittedAt ? toSofiaClock(ticket.admittedAt) : '?'),
        details: [...seat, answers.doNotAdmitAgain],
        ...place,
      };
    case 'VOID':
      return {
        tone: 'refuse',
        headline: ticket?.voidReason ? answers.void[ticket.voidReason] : answers.void.ORDER_CANCELLED,
        details: [...seat, ...order],
        ...place,
      };
    case 'FORGED':
      return { tone: 'refuse', headline: answers.forged, details: [answers.forgedDetail] };
    case 'NOT_A_TICKET':
      return { tone: 'refuse', headline: answers.notATicket, details: [answers.notATicketDetail] };
    case 'UNKNOWN':
      return { tone: 'refuse', headline: answers.unknown, details: [answers.unknownDetail] };
    case 'OTHER_PERFORMANCE':
      return {
        tone: 'refuse',
        headline: answers.otherPerformance,
        details: ticket
          ? [
              `${ticket.performance.play.title}, ${staffDateTime(ticket.performance.startsAt)}, ${ticket.performance.stage.name}`,
              ...order,
            ]
          : [],
      };
    case 'DOOR_CLOSED':
      return { tone: 'refuse', headline: answers.doorClosed, details: [answers.doorClosedDetail] };
  }
}

/** The answer when the server could not be asked: nobody is let in on a guess. */
export const noAnswer: DoorAnswer = {
  tone: 'refuse',
  headline: answers.noAnswer,
  details: [answers.noAnswerDetail],
};
