import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { SeatingPlugin } from '../seating';
import { TheatrePlugin } from '../theatre';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { DoorResolver, OrderTicketsResolver, ShopTicketsResolver, TicketFieldsResolver } from './api/ticket.resolver';
import { checkInPermission, TICKETS_OPTIONS } from './constants';
import { ticketsOnlyChecker } from './e-ticket-delivery';
import { Ticket } from './entities/ticket.entity';
import { issueTicketsOrderProcess } from './issue-tickets-order-process';
import { TicketService } from './services/ticket.service';
import type { TicketsPluginOptions } from './types';

/**
 * E-tickets (ADR 035): one signed ticket per seat bought, issued when the payment is
 * settled; the customer's tickets on their order and under "My tickets"; admission at the
 * door with the CheckInTickets permission, each ticket at most once, on the Dashboard's
 * check-in page (ADR 036).
 */
@VendurePlugin({
  // SeatingPlugin: a reserved performance's ticket names its seat from the plan (ADR 060).
  imports: [PluginCommonModule, TheatrePlugin, SeatingPlugin],
  entities: [Ticket],
  providers: [{ provide: TICKETS_OPTIONS, useFactory: () => TicketsPlugin.options }, TicketService],
  exports: [TicketService],
  configuration: (config) => {
    config.authOptions.customPermissions.push(checkInPermission);
    config.orderOptions.process = [...(config.orderOptions.process ?? []), issueTicketsOrderProcess];
    // The e-ticket delivery is offered to orders of tickets only (ADR 058).
    config.shippingOptions.shippingEligibilityCheckers = [
      ...(config.shippingOptions.shippingEligibilityCheckers ?? []),
      ticketsOnlyChecker,
    ];
    return config;
  },
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [OrderTicketsResolver, TicketFieldsResolver, ShopTicketsResolver],
  },
  adminApiExtensions: {
    schema: adminApiExtensions,
    resolvers: [OrderTicketsResolver, TicketFieldsResolver, DoorResolver],
  },
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
// biome-ignore lint/complexity/noStaticOnlyClass: Vendure's plugin pattern (a class with static init and options).
export class TicketsPlugin {
  static options: TicketsPluginOptions;

  static init(options: TicketsPluginOptions) {
    if (options.signingKey.length < 16) throw new Error('The ticket signing key must be at least 16 characters long');
    TicketsPlugin.options = options;
    return TicketsPlugin;
  }
}
