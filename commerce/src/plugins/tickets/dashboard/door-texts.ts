/**
 * Every word the check-in page shows (ADR 036), in one place. English, the language of
 * the Dashboard's other extensions; a translation would replace this file's values.
 */
export const doorTexts = {
  title: 'Check-in',
  refused: 'Checking tickets in needs the CheckInTickets permission, which the Box office role has.',
  performance: 'Performance',
  choosePerformance: 'Choose a performance',
  loading: 'Loading the performances…',
  noPerformance:
    'No performance has its door open now. The door opens 12 hours before a performance starts and closes 6 hours after.',
  admittedOf: (admitted: number, tickets: number) => `Admitted ${admitted} of ${tickets}`,
  answerLabel: 'Answer',
  waiting: 'Scan a ticket or type its code.',
  checking: 'Checking…',
  queued: (count: number) => (count === 1 ? 'One more code waits its turn' : `${count} more codes wait their turn`),
  scanBlock: 'Scan a ticket',
  typeBlock: 'Type a code',
  codeLabel: 'Ticket code',
  codeHint:
    'The short code under the QR code (like 7G3-K9Q-2MX) or the long one; lower case, spaces and dashes are fine.',
  admit: 'Admit',
  camera: {
    label: 'Camera',
    start: 'Start the camera',
    stop: 'Stop the camera',
    starting: 'Starting the camera…',
    scanning: 'Hold the ticket’s QR code in front of the camera.',
    denied: 'The camera may not be used. Allow it in the browser’s settings for this site, or type the code.',
    missing: 'This device has no camera that can be used. Type the code instead.',
    unavailable: 'This browser cannot use a camera on this page (it needs HTTPS). Type the code instead.',
    busy: 'The camera could not be started: another app may be using it. Close it and try again, or type the code.',
    decoder: 'The QR code reader could not be loaded. Reload the page, or type the code.',
  },
  answers: {
    admitted: 'Admitted',
    alreadyAdmitted: (time: string) => `Already admitted at ${time}`,
    doNotAdmitAgain: 'Do not admit again.',
    void: {
      ORDER_CANCELLED: 'Void: the order was cancelled',
      EXCHANGED: 'Void: exchanged for another performance',
      REFUNDED: 'Void: the order was refunded',
      SEAT_CANCELLED: 'Void: this seat was cancelled',
    },
    forged: 'Forged code',
    forgedDetail: 'The code was altered or made up. Do not admit.',
    notATicket: 'Not a ticket',
    notATicketDetail: 'This is not a ticket code of ours, or it was mistyped: check it and type it again.',
    unknown: 'Unknown ticket',
    unknownDetail: 'The code is signed but no such ticket was issued. Do not admit.',
    otherPerformance: 'For another performance',
    doorClosed: 'Door closed',
    doorClosedDetail:
      'This performance’s door is not open (from 12 hours before the start to 6 hours after), or it was cancelled.',
    noAnswer: 'No answer from the server',
    noAnswerDetail: 'The ticket was not checked. Try again.',
    /** Which of the order line's tickets: its seat number is its place in the line, not a reserved seat. */
    ticket: (seat: number, seats: number, title: string) =>
      seat <= seats ? `Ticket ${seat} of ${seats} · ${title}` : `Ticket ${seat} · ${title}`,
    order: (code: string) => `Order ${code}`,
    /** A numbered seat, said the way an usher says it: "Row F, seat 12". */
    seat: (row: string, seat: string) => `Row ${row}, seat ${seat}`,
    zone: (zone: string) => `Zone: ${zone}`,
    code: (code: string) => `Code ${code}`,
  },
} as const;
