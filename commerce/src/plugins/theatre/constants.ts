import { CrudPermissionDefinition } from '@vendure/core';

export const THEATRE_PLUGIN_OPTIONS = Symbol('THEATRE_PLUGIN_OPTIONS');

/** CreateTheatre, ReadTheatre, UpdateTheatre and DeleteTheatre, granted to editors' roles. */
export const theatrePermission = new CrudPermissionDefinition('Theatre');
