import type { INestApplicationContext } from '@nestjs/common';
import {
  AdministratorService,
  ChannelService,
  Logger,
  Permission,
  RequestContextService,
  Role,
  RoleService,
  TransactionalConnection,
  User,
} from '@vendure/core';

import { GIVE_COMPLIMENTARY_TICKETS, READ_REPORTS, SELL_AT_COUNTER } from '../plugins/box-office/permission-names';
import { DEVELOPMENT_ADMINISTRATORS } from './development-administrators';

const loggerCtx = 'BackOffice';

/** What every signed-in member of staff needs for the Dashboard's frame to load. */
const DASHBOARD_FRAME = [
  Permission.Authenticated,
  Permission.ReadChannel,
  Permission.ReadSettings,
  Permission.ReadCountry,
  Permission.ReadZone,
  Permission.ReadTaxCategory,
  Permission.ReadStockLocation,
  'ReadDashboardGlobalViews',
];

/** Plays, actors, stages, festivals and pages (the theatre plugin's own permission). */
const THEATRE_CONTENT = ['CreateTheatre', 'ReadTheatre', 'UpdateTheatre', 'DeleteTheatre'];

/** Products, their variants and prices, collections, facets and pictures. */
const CATALOG = [
  Permission.CreateCatalog,
  Permission.ReadCatalog,
  Permission.UpdateCatalog,
  Permission.DeleteCatalog,
  Permission.CreateProduct,
  Permission.ReadProduct,
  Permission.UpdateProduct,
  Permission.DeleteProduct,
  Permission.CreateCollection,
  Permission.ReadCollection,
  Permission.UpdateCollection,
  Permission.DeleteCollection,
  Permission.CreateFacet,
  Permission.ReadFacet,
  Permission.UpdateFacet,
  Permission.DeleteFacet,
  Permission.CreateAsset,
  Permission.ReadAsset,
  Permission.UpdateAsset,
  Permission.DeleteAsset,
  Permission.CreateTag,
  Permission.ReadTag,
  Permission.UpdateTag,
];

/** Orders: reading them, and cancelling and refunding (both need UpdateOrder in Vendure). */
const ORDERS = [Permission.CreateOrder, Permission.ReadOrder, Permission.UpdateOrder, Permission.ReadPaymentMethod];

/** Customers: finding a buyer, correcting an address or an email. */
const CUSTOMERS = [
  Permission.CreateCustomer,
  Permission.ReadCustomer,
  Permission.UpdateCustomer,
  Permission.ReadCustomerGroup,
];

/** Scheduling, changing and cancelling performances (the theatre plugin's Performance permission). */
const PERFORMANCES = ['CreatePerformance', 'ReadPerformance', 'UpdatePerformance', 'DeletePerformance'];

/** A seeded role: its code is its identity, so a theatre may rename or extend it. */
export interface BackOfficeRole {
  code: string;
  description: string;
  permissions: string[];
}

/**
 * Editor: the theatre's content and the shop's catalog, the delivery texts, and the
 * repertoire's performances (scheduling one creates its ticket in the catalog); sees
 * promotions, and never touches orders, refunds or customers.
 */
export const EDITOR_ROLE: BackOfficeRole = {
  code: 'editor',
  description: 'Editor',
  permissions: [
    ...DASHBOARD_FRAME,
    ...THEATRE_CONTENT,
    ...CATALOG,
    ...PERFORMANCES,
    Permission.ReadShippingMethod,
    Permission.UpdateShippingMethod,
    Permission.ReadPromotion,
  ],
};

/**
 * Box office: orders (refunds and cancellations included), customers, performances, the
 * door (CheckInTickets), selling at the counter with comps, and the figures;
 * reads the repertoire and the catalog it sells, and changes neither.
 */
export const BOX_OFFICE_ROLE: BackOfficeRole = {
  code: 'box-office',
  description: 'Box office',
  permissions: [
    ...DASHBOARD_FRAME,
    ...ORDERS,
    ...CUSTOMERS,
    ...PERFORMANCES,
    // Admitting tickets at the door (ADR 035).
    'CheckInTickets',
    // Selling at the counter and giving comps, each its own permission; the figures (ADR 061).
    SELL_AT_COUNTER,
    GIVE_COMPLIMENTARY_TICKETS,
    READ_REPORTS,
    'ReadTheatre',
    Permission.ReadCatalog,
    Permission.ReadProduct,
    Permission.ReadCollection,
    Permission.ReadFacet,
    Permission.ReadAsset,
    Permission.ReadShippingMethod,
    Permission.ReadPromotion,
  ],
};

/**
 * Reports: the box office's figures and exports (issue 27) and nothing else — for a
 * director or an accountant who reads the numbers without selling or refunding. Made at
 * start when missing, so an existing install gets it without a migration.
 */
export const REPORTS_ROLE: BackOfficeRole = {
  code: 'reports',
  description: 'Reports',
  permissions: [...DASHBOARD_FRAME, READ_REPORTS, 'ReadTheatre', 'ReadPerformance'],
};

export const BACK_OFFICE_ROLES = [EDITOR_ROLE, BOX_OFFICE_ROLE, REPORTS_ROLE];

/**
 * Makes sure the back office roles exist (created once; a theatre's later changes to
 * them are kept: a permission added here later reaches an existing role through a
 * migration, as CheckInTickets and the counter's did) and, outside production, one
 * development administrator for each.
 * Runs at every start, after migrations and the seed, so an older database gets them too.
 */
export async function ensureBackOffice(
  app: INestApplicationContext,
  { developmentAdministrators }: { developmentAdministrators: boolean },
): Promise<void> {
  const connection = app.get(TransactionalConnection).rawConnection;
  // Roles are created on the superadmin's authority, like the first sign-in would.
  const superadminRole = await app.get(RoleService).getSuperAdminRole();
  const superadmin = await connection
    .getRepository(User)
    .findOne({ where: { roles: { id: superadminRole.id } }, relations: { roles: { channels: true } } });
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin', user: superadmin ?? undefined });
  const roles = connection.getRepository(Role);
  const channel = await app.get(ChannelService).getDefaultChannel(ctx);
  const ids = new Map<string, Role['id']>();
  for (const role of BACK_OFFICE_ROLES) {
    const existing = await roles.findOne({ where: { code: role.code } });
    if (existing) {
      ids.set(role.code, existing.id);
      continue;
    }
    const created = await app.get(RoleService).create(ctx, {
      code: role.code,
      description: role.description,
      permissions: role.permissions as Permission[],
      channelIds: [channel.id],
    });
    ids.set(role.code, created.id);
    Logger.info(`Created the ${role.description} role`, loggerCtx);
  }
  if (!developmentAdministrators) return;
  const administrators = app.get(AdministratorService);
  for (const admin of DEVELOPMENT_ADMINISTRATORS) {
    const { totalItems } = await administrators.findAll(ctx, {
      filter: { emailAddress: { eq: admin.identifier } },
    });
    if (totalItems > 0) continue;
    await administrators.create(ctx, {
      emailAddress: admin.identifier,
      password: admin.password,
      firstName: admin.firstName,
      lastName: admin.lastName,
      roleIds: [ids.get(admin.role) as Role['id']],
    });
    Logger.info(`Created the development sign-in ${admin.identifier}`, loggerCtx);
  }
}
