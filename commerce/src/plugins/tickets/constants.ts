import { PermissionDefinition } from '@vendure/core';
import { CHECK_IN_TICKETS } from './permission-name';

export const TICKETS_OPTIONS = Symbol('TICKETS_OPTIONS');

/** Admitting tickets at the door: the Box office role has it, nothing else needs it. */
export const checkInPermission = new PermissionDefinition({
  name: CHECK_IN_TICKETS,
  description: 'Allows admitting tickets at the door (the check-in page)',
});
