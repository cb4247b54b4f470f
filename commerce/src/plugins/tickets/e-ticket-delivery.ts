import { E_TICKET_SHIPPING_CODE, onlyTickets, TICKETS_ONLY_CHECKER_CODE } from '@foyer/shared/delivery';
import type { INestApplicationContext } from '@nestjs/common';
import {
  defaultShippingCalculator,
  LanguageCode,
  Logger,
  manualFulfillmentHandler,
  RequestContextService,
  RoleService,
  ShippingEligibilityChecker,
  ShippingMethodService,
  TransactionalConnection,
  User,
} from '@vendure/core';
import { In } from 'typeorm';
import { eTicketDelivery } from '../../seed/data/shop.data';
import { allLanguages } from '../../seed/seed-context';
import { Performance } from '../theatre/entities/performance.entity';

const loggerCtx = 'ETicketDelivery';

let connection: TransactionalConnection;

/**
 * Offers a shipping method only to orders whose every line is a ticket (a performance's
 * variant): such an order has nothing to deliver, and Vendure still wants a shipping
 * method before payment (ADR 058). One read of the performances per check.
 */
export const ticketsOnlyChecker = new ShippingEligibilityChecker({
  code: TICKETS_ONLY_CHECKER_CODE,
  description: [{ languageCode: LanguageCode.en, value: 'Only orders of tickets (nothing to deliver)' }],
  args: {},
  init: (injector) => {
    connection = injector.get(TransactionalConnection);
  },
  check: async (ctx, order) => {
    const variantIds = order.lines.map((line) => line.productVariantId);
    if (variantIds.length === 0) return false;
    const performances = await connection.getRepository(ctx, Performance).find({
      where: { productVariantId: In(variantIds) },
      select: { productVariantId: true },
    });
    return onlyTickets(variantIds, new Set(performances.map((p) => String(p.productVariantId))));
  },
});

/**
 * Makes sure the e-ticket delivery exists (created once, free, in every shop language;
 * staff may rename it later). Runs at every start after the seed, like the back office's
 * roles, so a database seeded before it existed gets it too.
 */
export async function ensureETicketDelivery(app: INestApplicationContext): Promise<void> {
  const service = app.get(ShippingMethodService);
  const superadminRole = await app.get(RoleService).getSuperAdminRole();
  const superadmin = await app
    .get(TransactionalConnection)
    .rawConnection.getRepository(User)
    .findOne({ where: { roles: { id: superadminRole.id } }, relations: { roles: { channels: true } } });
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin', user: superadmin ?? undefined });
  const existing = await service.findAll(ctx, { filter: { code: { eq: E_TICKET_SHIPPING_CODE } } });
  if (existing.totalItems > 0) return;
  await service.create(ctx, {
    code: E_TICKET_SHIPPING_CODE,
    fulfillmentHandler: manualFulfillmentHandler.code,
    checker: { code: TICKETS_ONLY_CHECKER_CODE, arguments: [] },
    calculator: {
      code: defaultShippingCalculator.code,
      arguments: [
        { name: 'rate', value: '0' },
        { name: 'includesTax', value: 'auto' },
        { name: 'taxRate', value: '0' },
      ],
    },
    translations: allLanguages({ name: eTicketDelivery.name, description: eTicketDelivery.description }),
  });
  Logger.info('Created the e-ticket delivery', loggerCtx);
}
