import { CrudPermissionDefinition } from '@vendure/core';

/** CreateTheatre, ReadTheatre, UpdateTheatre and DeleteTheatre: the theatre's content, for editors. */
export const theatrePermission = new CrudPermissionDefinition('Theatre');

/**
 * CreatePerformance, ReadPerformance, UpdatePerformance and DeletePerformance: scheduling
 * and cancelling performances and their tickets, for the box office. Reading them is also
 * allowed with ReadTheatre.
 */
export const performancePermission = new CrudPermissionDefinition('Performance');
