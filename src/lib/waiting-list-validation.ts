import { z } from 'zod';
import { emailSchema, tokenSchema } from './account-validation';
import { schema } from './schema';

/** The most seats one waiting-list entry may ask for (one order's limit). */
export const WAITING_LIST_MAX_SEATS = 10;

/** The join form's fields, checked again by the server function (and by Vendure). */
export const joinWaitingListInput = schema(() =>
  z.object({
    performanceId: z.string().regex(/^\d{1,12}$/),
    emailAddress: emailSchema,
    seats: z.coerce.number().int().min(1).max(WAITING_LIST_MAX_SEATS),
  }),
);

/** An emailed link's token (confirm, leave, claim). */
export const waitingListTokenInput = schema(() => z.object({ token: tokenSchema }));
