import fs from 'node:fs/promises';
import path from 'node:path';
import {
  EntityHydrator,
  type Injector,
  type Order,
  OrderStateTransitionEvent,
  type RequestContext,
} from '@vendure/core';
import {
  EmailEventListener,
  FileBasedTemplateLoader,
  type LoadTemplateInput,
  shippingLinesWithMethod,
  type TemplateLoader,
  transformOrderLineAssetUrls,
} from '@vendure/email-plugin';
import { orderFigures } from '../../shared/order-figures';

/**
 * Foyer's own templates first (`commerce/email-templates/<type>/<file>`), Vendure's
 * stock ones for the rest; the partials (header, footer) are Vendure's.
 */
export class FoyerTemplateLoader implements TemplateLoader {
  private readonly stock: FileBasedTemplateLoader;

  constructor(
    private readonly ownPath: string,
    stockPath: string,
  ) {
    this.stock = new FileBasedTemplateLoader(stockPath);
  }

  async loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
    try {
      return await fs.readFile(path.join(this.ownPath, input.type, input.templateName), 'utf-8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return this.stock.loadTemplate(injector, ctx, input);
    }
  }

  loadPartials() {
    return this.stock.loadPartials();
  }
}

/**
 * The order's summary as the storefront shows it (shared/order-figures.ts): lines and
 * subtotal before discounts, each discount once, delivery, the total and the VAT it
 * includes, the money already formatted.
 */
export function emailSummary(order: Order, shippingLines: Order['shippingLines']) {
  const figures = orderFigures({
    totalWithTax: order.totalWithTax,
    shipping: order.shipping,
    shippingWithTax: order.shippingWithTax,
    discounts: order.discounts,
    shippingLines: shippingLines.map((line) => ({
      priceWithTax: line.priceWithTax,
      shippingMethod: { id: String(line.shippingMethod.id), name: line.shippingMethod.name },
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
  const money = (amount: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: order.currencyCode }).format(amount / 100);
  const names = new Map(order.lines.map((line) => [String(line.id), line]));
  return {
    lines: figures.lines.map((line) => {
      const orderLine = names.get(line.id);
      return {
        name: orderLine?.productVariant.name ?? '',
        quantity: orderLine?.quantity ?? 0,
        preview: orderLine?.featuredAsset?.preview,
        price: money(line.amount),
      };
    }),
    subtotal: money(figures.subtotal),
    discounts: figures.discounts.map((discount) => ({
      description: discount.description,
      amount: money(discount.amount),
    })),
    delivery: figures.delivery ? { name: figures.delivery.name, amount: money(figures.delivery.amount) } : null,
    total: money(figures.total),
    taxes: figures.taxes.map((tax) => ({ rate: tax.rate, amount: money(tax.amount) })),
  };
}

/**
 * Vendure's order confirmation (sent once the payment is settled), with the summary
 * the storefront shows: Vendure's stock template lists the order discount twice.
 */
export const orderConfirmation = new EmailEventListener('order-confirmation')
  .on(OrderStateTransitionEvent)
  .filter((event) => event.toState === 'PaymentSettled' && event.fromState !== 'Modifying' && !!event.order.customer)
  .loadData(async ({ event, injector }) => {
    await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
      relations: ['lines.featuredAsset', 'lines.productVariant', 'shippingLines.shippingMethod'],
    });
    transformOrderLineAssetUrls(event.ctx, event.order, injector);
    const shippingLines = shippingLinesWithMethod(event.order);
    return { shippingLines, summary: emailSummary(event.order, shippingLines) };
  })
  .setRecipient((event) => event.order.customer?.emailAddress ?? '')
  .setFrom('{{ fromAddress }}')
  .setSubject('Order confirmation for #{{ order.code }}')
  .setTemplateVars((event) => ({
    order: event.order,
    shippingLines: event.data.shippingLines,
    summary: event.data.summary,
  }));
