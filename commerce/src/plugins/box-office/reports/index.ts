export { ReportsService } from './reports.service';
export { ReportsAdminResolver } from './reports-admin.resolver';
export { reportsAdminApiExtensions } from './reports-api';

import type { DocumentNode } from 'graphql';
import { reportsAdminApiExtensions as reportsSchema } from './reports-api';

/** The box office's Admin API schema with the reports' types beside it (one plugin, two SDL files). */
export const withReportsSchema = (schema: DocumentNode): DocumentNode => ({
  ...schema,
  definitions: [...schema.definitions, ...reportsSchema.definitions],
});
