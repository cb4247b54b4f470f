import type { LoadedTicket } from './services/ticket.service';

export type TicketsPluginOptions = {
  /** The HMAC key ticket codes are signed with (TICKET_SIGNING_SECRET); every Vendure server needs the same. */
  signingKey: string;
};

export type AdmissionResult =
  | 'ADMITTED'
  | 'ALREADY_ADMITTED'
  | 'VOID'
  | 'FORGED'
  | 'NOT_A_TICKET'
  | 'UNKNOWN'
  | 'OTHER_PERFORMANCE'
  | 'DOOR_CLOSED';

export type DoorCount = { performanceId: string; admitted: number; tickets: number };

export type Admission = {
  result: AdmissionResult;
  ticket: LoadedTicket | null;
  door: DoorCount;
};
