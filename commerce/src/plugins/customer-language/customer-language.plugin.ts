import { type OnApplicationBootstrap } from '@nestjs/common';
import {
  AccountRegistrationEvent,
  CustomerService,
  EventBus,
  Logger,
  PluginCommonModule,
  VendurePlugin,
} from '@vendure/core';

const loggerCtx = 'CustomerLanguagePlugin';

/**
 * Remembers the language a customer registered in (Customer.customFields.preferredLanguage,
 * a Vendure language code such as "de" or "pt_BR"), taken from the registering request's
 * languageCode, so later emails (password reset, email change) link to their language.
 */
@VendurePlugin({ imports: [PluginCommonModule], compatibility: '^3.0.0' })
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
