import type { INestApplicationContext } from '@nestjs/common';
import { Logger, PaymentMethodService, RequestContextService } from '@vendure/core';
import { counterPaymentMethods } from '../../seed/data/shop.data';
import { allLanguages } from '../../seed/seed-context';
import { COUNTER_ONLY_CHECKER_CODE, loggerCtx } from './constants';
import { CounterCustomerService } from './services/counter-customer.service';

/**
 * Makes sure the counter's payment methods exist (created once, in every shop language,
 * each with the checker that keeps it to counter sales; staff may rename them later) and
 * the house customer of anonymous counter sales. Runs at every start after the seed, like
 * the back office's roles, so a database seeded before them gets them too.
 */
export async function ensureCounterSales(app: INestApplicationContext): Promise<void> {
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  const paymentMethods = app.get(PaymentMethodService);
  for (const method of counterPaymentMethods) {
    const { totalItems } = await paymentMethods.findAll(ctx, { filter: { code: { eq: method.code } } });
    if (totalItems > 0) continue;
    await paymentMethods.create(ctx, {
      code: method.code,
      enabled: true,
      handler: { code: method.handler, arguments: [] },
      checker: { code: COUNTER_ONLY_CHECKER_CODE, arguments: [] },
      translations: allLanguages({ name: method.name, description: method.description }),
    });
    Logger.info(`Created the ${method.name.en} payment method`, loggerCtx);
  }
  await app.get(CounterCustomerService).house(ctx);
}
