import { E_TICKET_SHIPPING_CODE } from '@foyer/shared/delivery';
import { orderFigures } from '@foyer/shared/order-figures';
import { EntityHydrator, type Order, OrderStateTransitionEvent, type Type } from '@vendure/core';
import { EmailEventListener, shippingLinesWithMethod } from '@vendure/email-plugin';
import { isHouseCustomer, saleLanguageOf } from '../box-office/sale-channel';
import { retryWhileDatabaseUnavailable } from '../database-outage/database-unavailable';
import { homeLink } from './account-email-handlers';
import { OrderConfirmationDueEvent } from './confirmation-backstop';
import { emailAddress, formatDateTime, formatMoney } from './email-format';
import { type EmailLanguage, emailLanguage } from './email-locale';
import { localizedUrl } from './localized-links';
import type { FoyerEmailOptions } from './types';

/**
 * The language an order's emails are written in: the one the box office chose for a
 * counter sale (ADR 061), else the one it was placed in (Order.customFields.languageCode,
 * recorded by the CustomerLanguagePlugin; at the counter that is only the staff member's
 * Dashboard language), else the customer's stored language, else the language of the
 * request at hand.
 */
export function orderLanguageCode(order: Order, requestLanguage: string): string {
  const placedIn = (order.customFields as { languageCode?: string | null }).languageCode;
  const preferred = (order.customer?.customFields as { preferredLanguage?: string | null } | undefined)
    ?.preferredLanguage;
  return saleLanguageOf(order) || placedIn || preferred || requestLanguage;
}

/**
 * Whether a paid order's confirmation is sent: to its customer, never to the house
 * customer of anonymous counter sales (ADR 061), so a counter sale is confirmed only when
 * the buyer gave an email. Not after a modification, which is confirmed otherwise.
 */
export function confirmationWanted(fromState: string, order: Pick<Order, 'customer'>): boolean {
  if (fromState === 'Modifying' || !order.customer) return false;
  return !isHouseCustomer(order.customer.emailAddress);
}

type Translated = { name: string; translations?: Array<{ languageCode: string; name: string }> };

/**
 * A name in the email's language: the request that settles a payment (a provider's
 * webhook) may have had another language, and Vendure translated the entity into that.
 */
function nameIn(entity: Translated, language: EmailLanguage): string {
  const code = language.locale === 'pt' ? 'pt_BR' : language.locale;
  return entity.translations?.find((translation) => translation.languageCode === code)?.name || entity.name;
}

/**
 * The order's summary as the storefront shows it (shared/order-figures.ts): lines and
 * subtotal before discounts, each discount once, delivery, the total and the VAT it
 * includes, the money written in the email's language.
 */
export function emailSummary(order: Order, shippingLines: Order['shippingLines'], language: EmailLanguage) {
  const named = (entity: Translated) => nameIn(entity, language);
  const figures = orderFigures({
    totalWithTax: order.totalWithTax,
    shipping: order.shipping,
    shippingWithTax: order.shippingWithTax,
    discounts: order.discounts,
    surcharges: order.surcharges ?? [],
    shippingLines: shippingLines.map((line) => ({
      priceWithTax: line.priceWithTax,
      shippingMethod: { id: String(line.shippingMethod.id), name: named(line.shippingMethod) },
    })),
    lines: order.lines.map((line) => ({
      id: String(line.id),
      quantity: line.quantity,
      linePriceWithTax: line.linePriceWithTax,
      proratedLinePrice: line.proratedLinePrice,
      proratedLinePriceWithTax: line.proratedLinePriceWithTax,
      taxLines: line.taxLines,
    })),
  });
  const money = (amount: number) => formatMoney(language, amount, order.currencyCode);
  const lines = new Map(order.lines.map((line) => [String(line.id), line]));
  return {
    lines: figures.lines.map((line) => {
      const orderLine = lines.get(line.id);
      return {
        name: orderLine ? named(orderLine.productVariant) : '',
        quantity: orderLine?.quantity ?? 0,
        price: money(line.amount),
      };
    }),
    subtotal: money(figures.subtotal),
    discounts: figures.discounts.map((discount) => ({
      description: discount.description,
      amount: money(discount.amount),
    })),
    surcharges: figures.surcharges.map((surcharge) => ({
      description: surcharge.description,
      amount: money(surcharge.amount),
    })),
    delivery: figures.delivery ? { name: figures.delivery.name, amount: money(figures.delivery.amount) } : null,
    total: money(figures.total),
    taxes: figures.taxes.map((tax) => ({
      rate: new Intl.NumberFormat(language.intl).format(tax.rate),
      amount: money(tax.amount),
    })),
  };
}

/**
 * Whether the email shows the delivery address: not for tickets only, which go out as
 * e-tickets (ADR 058), even when the order still carries an address from a cart that
 * had goods; otherwise whenever there is one.
 */
export function deliveryAddressShown(shippingLines: ReadonlyArray<{ shippingMethod?: { code: string } | null }>) {
  return !shippingLines.some((line) => line.shippingMethod?.code === E_TICKET_SHIPPING_CODE);
}

/**
 * The order confirmation, sent once the payment is settled (for a counter sale only when
 * the buyer gave an email), in the language the order was placed in: the summary as the storefront shows it (Vendure's stock template lists
 * the order discount twice) and the order's tickets with their QR codes inline.
 */
export function orderConfirmationHandler(options: FoyerEmailOptions) {
  return confirmationHandler(OrderStateTransitionEvent, options);
}

/**
 * The same confirmation when the worker finds that the server which settled the order
 * died before queueing it (confirmation-backstop.ts, ADR 064).
 */
export function orderConfirmationBackstopHandler(options: FoyerEmailOptions) {
  return confirmationHandler(OrderConfirmationDueEvent, options);
}

function confirmationHandler<E extends OrderStateTransitionEvent | OrderConfirmationDueEvent>(
  eventType: Type<E>,
  { storefrontUrl, tickets }: FoyerEmailOptions,
) {
  return (
    new EmailEventListener('order-confirmation')
      .on(eventType)
      .filter((event) => event.toState === 'PaymentSettled' && confirmationWanted(event.fromState, event.order))
      // Loaded by the server that settled the order, right after it did: if PostgreSQL is
      // restarting then, nothing would load it again and the email would never go (ADR 064).
      .loadData(({ event, injector }) =>
        retryWhileDatabaseUnavailable(async () => {
          await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
            relations: [
              'customer.user',
              'surcharges',
              'lines.productVariant.translations',
              'shippingLines.shippingMethod.translations',
            ],
          });
          const languageCode = orderLanguageCode(event.order, event.ctx.languageCode);
          const language = emailLanguage(languageCode);
          const shippingLines = shippingLinesWithMethod(event.order);
          const forEmail = tickets
            ? await tickets({ ctx: event.ctx, injector, order: event.order, language })
            : { tickets: [], attachments: [] };
          return {
            languageCode,
            language,
            summary: emailSummary(event.order, shippingLines, language),
            addressShown: deliveryAddressShown(shippingLines),
            placedAt: formatDateTime(language, event.order.orderPlacedAt ?? new Date()),
            ...forEmail,
          };
        }),
      )
      .setRecipient((event) => event.order.customer?.emailAddress ?? '')
      .setFrom('{{ fromAddress }}')
      .setSubject('{{t "order_subject" code=order.code}}')
      .setAttachments((event) => event.data.attachments)
      .setTemplateVars((event) => ({
        language: event.data.language,
        order: event.order,
        firstName: event.order.customer?.firstName ?? '',
        placedAt: event.data.placedAt,
        summary: event.data.summary,
        // The country in the email's language (Vendure stores the name of the request's).
        address: event.data.addressShown ? emailAddress(event.order.shippingAddress, event.data.language) : null,
        tickets: event.data.tickets,
        // A guest has no account to see the order in.
        orderUrl: event.order.customer?.user
          ? localizedUrl(
              storefrontUrl,
              event.data.languageCode,
              `/account/orders/${encodeURIComponent(event.order.code)}`,
            )
          : null,
        homeUrl: homeLink(storefrontUrl, event.data.languageCode),
      }))
  );
}
