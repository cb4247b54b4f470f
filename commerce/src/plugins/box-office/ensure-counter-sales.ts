import type { INestApplicationContext } from '@nestjs/common';
import { Logger, PaymentMethodService, RequestContextService } from '@vendure/core';
import { counterPaymentMethods } from '../../seed/data/shop.data';
import { allLanguages } from '../../seed/seed-context';
import { COUNTER_ONLY_CHECKER_CODE, EXCHANGE_CREDIT, EXCHANGE_ONLY_CHECKER_CODE, loggerCtx } from './constants';

/** The exchange credit's method (ADR 065): staff see its name on an exchange's payments. */
const exchangeCreditMethod = {
  code: EXCHANGE_CREDIT,
  handler: EXCHANGE_CREDIT,
  checker: EXCHANGE_ONLY_CHECKER_CODE,
  name: {
    bg: 'Замяна на билети',
    en: 'Ticket exchange',
    de: 'Kartenumtausch',
    es: 'Cambio de entradas',
    fr: 'Échange de billets',
    it: 'Cambio di biglietti',
    pt_BR: 'Troca de ingressos',
  },
  description: {
    bg: 'Стойността на заменените билети, пренесена в новата поръчка; без движение на пари.',
    en: 'The value of exchanged tickets, carried into the new order; no money moves.',
    de: 'Der Wert umgetauschter Karten, in die neue Bestellung übernommen; kein Geld fließt.',
    es: 'El valor de las entradas cambiadas, llevado al nuevo pedido; no se mueve dinero.',
    fr: 'La valeur des billets échangés, reportée sur la nouvelle commande ; aucun argent ne circule.',
    it: 'Il valore dei biglietti cambiati, riportato sul nuovo ordine; nessun movimento di denaro.',
    pt_BR: 'O valor dos ingressos trocados, levado ao novo pedido; nenhum dinheiro circula.',
  },
};

import { CounterCustomerService } from './services/counter-customer.service';

/**
 * Makes sure the counter's payment methods exist (created once, in every shop language,
 * each with the checker that keeps it to counter sales; staff may rename them later) and
 * the house customer of anonymous counter sales. Runs at every start after the seed, like
 * the back office's roles, so a database seeded before them gets them too. The exchange
 * credit's method (ADR 065) is made here too.
 */
export async function ensureCounterSales(app: INestApplicationContext): Promise<void> {
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  const paymentMethods = app.get(PaymentMethodService);
  const methods = [
    ...counterPaymentMethods.map((method) => ({ ...method, checker: COUNTER_ONLY_CHECKER_CODE })),
    exchangeCreditMethod,
  ];
  for (const method of methods) {
    const { totalItems } = await paymentMethods.findAll(ctx, { filter: { code: { eq: method.code } } });
    if (totalItems > 0) continue;
    await paymentMethods.create(ctx, {
      code: method.code,
      enabled: true,
      handler: { code: method.handler, arguments: [] },
      checker: { code: method.checker, arguments: [] },
      translations: allLanguages({ name: method.name, description: method.description }),
    });
    Logger.info(`Created the ${method.name.en} payment method`, loggerCtx);
  }
  await app.get(CounterCustomerService).house(ctx);
}
