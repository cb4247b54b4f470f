import { type OnApplicationBootstrap } from '@nestjs/common';
import {
  AccountRegistrationEvent,
  CustomerService,
  EventBus,
  LanguageCode,
  Logger,
  PluginCommonModule,
  VendurePlugin,
} from '@vendure/core';
import { orderLanguageProcess } from './order-language-process';

const loggerCtx = 'CustomerLanguagePlugin';

/**
 * Remembers the languages emails are written in (ADR 034):
 * - the language a customer registered in (Customer.customFields.preferredLanguage, a
 *   Vendure language code such as "de" or "pt_BR"), taken from the registering
 *   request's languageCode, for later emails (password reset, email change);
 * - the language an order was placed in (Order.customFields.languageCode), for its
 *   confirmation.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: (config) => {
    config.customFields.Customer = [
      ...(config.customFields.Customer ?? []),
      {
        name: 'preferredLanguage',
        type: 'string',
        nullable: true,
        public: true,
        label: [{ languageCode: LanguageCode.en, value: 'Preferred language' }],
      },
    ];
    config.customFields.Order = [
      ...(config.customFields.Order ?? []),
      {
        name: 'languageCode',
        type: 'string',
        nullable: true,
        public: false,
        readonly: true,
        label: [{ languageCode: LanguageCode.en, value: 'Language the order was placed in' }],
      },
    ];
    config.orderOptions.process = [...(config.orderOptions.process ?? []), orderLanguageProcess];
    return config;
  },
})
export class CustomerLanguagePlugin implements OnApplicationBootstrap {
  constructor(
    private readonly eventBus: EventBus,
    private readonly customerService: CustomerService,
  ) {}

  onApplicationBootstrap() {
    this.eventBus.ofType(AccountRegistrationEvent).subscribe(async (event) => {
      try {
        const customer = await this.customerService.findOneByUserId(event.ctx, event.user.id, false);
        if (!customer) return;
        await this.customerService.update(event.ctx, {
          id: customer.id,
          customFields: { preferredLanguage: event.ctx.languageCode },
        });
      } catch (error) {
        Logger.error(`Could not store the preferred language: ${String(error)}`, loggerCtx);
      }
    });
  }
}
