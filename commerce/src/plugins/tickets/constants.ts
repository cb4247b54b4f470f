import { PermissionDefinition } from '@vendure/core';

export const TICKETS_OPTIONS = Symbol('TICKETS_OPTIONS');
export const loggerCtx = 'TicketsPlugin';

/** Admitting tickets at the door: the Box office role has it, nothing else needs it. */
export const checkInPermission = new PermissionDefinition({
  name: 'CheckInTickets',
  description: 'Allows admitting tickets at the door (the check-in page)',
});
