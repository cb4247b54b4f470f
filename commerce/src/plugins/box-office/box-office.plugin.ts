import { LanguageCode, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { SeatHoldPlugin } from '../seat-hold';
import { SeatingPlugin } from '../seating';
import { TicketsPlugin } from '../tickets';
import { boxOfficeAdminApiExtensions } from './api/api-extensions';
import {
  BoxOfficeAdminResolver,
  CompleteCounterSaleResultResolver,
  ExchangeTicketsResultResolver,
} from './api/box-office-admin.resolver';
import { BoxOfficePrintResolver } from './api/box-office-print.resolver';
import { ComplimentaryPriceStrategy } from './complimentary-price.strategy';
import { compPermission, readReportsPermission, sellAtCounterPermission } from './constants';
import { counterCardTerminalHandler, counterCashHandler, counterOnlyChecker } from './counter-payment-handlers';
import { TicketPrint } from './entities/ticket-print.entity';
import { exchangeCreditHandler, exchangeOnlyChecker } from './exchange-credit-handler';
import { ReportsAdminResolver, ReportsService, withReportsSchema } from './reports';
import { SALE_CHANNELS } from './sale-channel';
import { CounterCustomerService } from './services/counter-customer.service';
import { CounterPrintService } from './services/counter-print.service';
import { CounterSaleService } from './services/counter-sale.service';
import { TicketExchangeService } from './services/ticket-exchange.service';

const label = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * The box office (ADR 061): counter sales are Vendure orders built by staff in the Admin
 * API, with the shop's holds, claims, tickets and refunds; paid in cash or by card
 * terminal, recorded with who sold them; comps priced at zero under their own
 * permission. Configure it after SeatingPlugin, whose price strategy it wraps.
 */
@VendurePlugin({
  imports: [PluginCommonModule, SeatHoldPlugin, SeatingPlugin, TicketsPlugin],
  entities: [TicketPrint],
  // The figures (issue 27): reports/.
  providers: [ReportsService, CounterSaleService, CounterCustomerService, CounterPrintService, TicketExchangeService],
  exports: [CounterCustomerService],
  configuration: (config) => {
    config.authOptions.customPermissions.push(sellAtCounterPermission, compPermission, readReportsPermission);
    // How the order was sold, for reports and emails: set by the server, read by staff, never by shoppers.
    const staffOnly = { public: false, readonly: true } as const;
    config.customFields.Order = [
      ...(config.customFields.Order ?? []),
      {
        name: 'saleChannel',
        type: 'string',
        nullable: false,
        defaultValue: 'online',
        options: SALE_CHANNELS.map((value) => ({ value })),
        label: label('Sold: online, at the counter or as a comp'),
        ...staffOnly,
      },
      {
        name: 'soldByAdministratorId',
        type: 'int',
        nullable: true,
        label: label('Sold by (administrator)'),
        ...staffOnly,
      },
      { name: 'compReason', type: 'string', nullable: true, label: label('Reason for the comp'), ...staffOnly },
      {
        name: 'saleLanguage',
        type: 'string',
        nullable: true,
        label: label('Language chosen at the counter'),
        ...staffOnly,
      },
      // Ticket exchanges (ADR 065): the order an exchange's order was made from, and the value it carried.
      {
        name: 'exchangedFromOrderId',
        type: 'int',
        nullable: true,
        label: label('Exchanged from (order id)'),
        ...staffOnly,
      },
      {
        name: 'exchangeCredit',
        type: 'int',
        nullable: true,
        label: label('Credit of exchanged tickets'),
        ...staffOnly,
      },
    ];
    // How many of a line's tickets were exchanged away: reports count the line's quantity less these.
    config.customFields.OrderLine = [
      ...(config.customFields.OrderLine ?? []),
      {
        name: 'exchangedQuantity',
        type: 'int',
        nullable: false,
        defaultValue: 0,
        label: label('Tickets exchanged for another performance'),
        ...staffOnly,
      },
    ];
    config.paymentOptions.paymentMethodHandlers = [
      ...config.paymentOptions.paymentMethodHandlers,
      counterCashHandler,
      counterCardTerminalHandler,
      exchangeCreditHandler,
    ];
    config.paymentOptions.paymentMethodEligibilityCheckers = [
      ...(config.paymentOptions.paymentMethodEligibilityCheckers ?? []),
      counterOnlyChecker,
      exchangeOnlyChecker,
    ];
    config.orderOptions.orderItemPriceCalculationStrategy = new ComplimentaryPriceStrategy(
      config.orderOptions.orderItemPriceCalculationStrategy,
    );
    return config;
  },
  adminApiExtensions: {
    schema: withReportsSchema(boxOfficeAdminApiExtensions),
    resolvers: [
      ReportsAdminResolver,
      BoxOfficeAdminResolver,
      CompleteCounterSaleResultResolver,
      ExchangeTicketsResultResolver,
      BoxOfficePrintResolver,
    ],
  },
  dashboard: './dashboard/index.tsx',
  compatibility: '^3.0.0',
})
export class BoxOfficePlugin {}
