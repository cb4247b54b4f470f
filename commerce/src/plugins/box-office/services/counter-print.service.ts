import { THEATRE_TIME_ZONE } from '@foyer/shared/ticket-names';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
  AdministratorService,
  EntityNotFoundError,
  HistoryService,
  type ID,
  type LanguageCode,
  type Order,
  OrderService,
  type Payment,
  RequestContext,
  TransactionalConnection,
  UserInputError,
} from '@vendure/core';
import { TheatreService } from '../../theatre/services/theatre.service';
import { TicketService } from '../../tickets';
import { TicketPrint } from '../entities/ticket-print.entity';
import { renderReceiptPdf } from '../print/receipt-pdf';
import { printedTheatreName } from '../print/theatre-name';
import { type PrintedTicket, renderTicketsPdf } from '../print/ticket-pdf';
import { type SaleFields, saleLanguageOf } from '../sale-channel';

/**
 * The order history note a receipt print leaves (staff read it in the order's history); the
 * count of these notes before a print is its reprint number.
 */
const RECEIPT_PRINTED_NOTE = 'Receipt printed at the box office';

/** `a4` or `roll`, as the Admin API's PrintLayout enum answers it. */
export type PrintLayout = 'a4' | 'roll';

/** The states of an order that has been paid (a refunded or cancelled one keeps its receipt, not its tickets). */
const PAID_STATES = new Set(['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered']);

/**
 * Prints an order's tickets and receipt at the box office (ADR 061), for any paid order,
 * sold at the counter or online. Every print of a ticket is recorded, so the second and
 * later say "reprint n"; the QR code is the ticket's own code, as the door reads it.
 */
@Injectable()
export class CounterPrintService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orders: OrderService,
    private readonly tickets: TicketService,
    private readonly administrators: AdministratorService,
    private readonly history: HistoryService,
    private readonly moduleRef: ModuleRef,
  ) {}

  async ticketsPdf(ctx: RequestContext, orderId: ID, layout: PrintLayout, language?: LanguageCode | null) {
    const order = await this.paidOrder(ctx, orderId);
    const inLanguage = this.inLanguage(ctx, language ?? saleLanguage(order));
    const tickets = (await this.tickets.forOrder(ctx, order.id)).filter((ticket) => ticket.status !== 'VOID');
    if (tickets.length === 0) throw new UserInputError('This order has no tickets that admit anyone.');
    const theatre = this.moduleRef.get(TheatreService, { strict: false });
    const staff = await this.administrators.resolveActorAdministrator(ctx);
    const prints = this.connection.getRepository(ctx, TicketPrint);
    const printed: PrintedTicket[] = [];
    for (const ticket of tickets) {
      const [play, stage, place, before] = await Promise.all([
        theatre.playById(inLanguage, ticket.performance.playId),
        theatre.stageById(inLanguage, ticket.performance.stageId),
        this.tickets.place(inLanguage, ticket),
        prints.count({ where: { ticketId: ticket.id } }),
      ]);
      await prints.save(
        new TicketPrint({
          ticketId: ticket.id,
          administratorId: staff ? Number(staff.id) : null,
          printedAt: new Date(),
        }),
      );
      printed.push({
        code: ticket.code,
        play: play?.title ?? '',
        stage: stage?.name ?? '',
        startsAt: ticket.performance.startsAt,
        seat: place ?? undefined,
        reprint: before,
      });
    }
    const bytes = await renderTicketsPdf({
      layout,
      language: inLanguage.languageCode,
      tickets: printed,
      theatreName: printedTheatreName(inLanguage.languageCode),
      timeZone: THEATRE_TIME_ZONE,
    });
    return Buffer.from(bytes).toString('base64');
  }

  async receiptPdf(ctx: RequestContext, orderId: ID, layout: PrintLayout, language?: LanguageCode | null) {
    const paid = await this.paidOrder(ctx, orderId, true);
    const inLanguage = this.inLanguage(ctx, language ?? saleLanguage(paid));
    // The lines' names in the receipt's language.
    const order = (await this.orders.findOne(inLanguage, paid.id)) ?? paid;
    // findOne leaves payments out.
    const settled = (await this.orders.getOrderPayments(ctx, order.id)).filter(
      (payment) => payment.state === 'Settled',
    );
    const reprint = await this.receiptPrints(ctx, order.id);
    await this.history.createHistoryEntryForOrder(
      {
        ctx,
        orderId: order.id,
        type: HistoryEntryType.ORDER_NOTE,
        data: { note: reprint ? `${RECEIPT_PRINTED_NOTE} (reprint ${reprint})` : RECEIPT_PRINTED_NOTE },
      },
      false,
    );
    const bytes = await renderReceiptPdf({
      reprint,
      layout,
      language: inLanguage.languageCode,
      theatreName: printedTheatreName(inLanguage.languageCode),
      orderCode: order.code,
      placedAt: order.orderPlacedAt ?? order.updatedAt,
      timeZone: THEATRE_TIME_ZONE,
      lines: order.lines
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          description: line.productVariant?.name ?? '',
          quantity: line.quantity,
          unitPriceWithTax: line.proratedUnitPriceWithTax,
          lineTotalWithTax: line.proratedLinePriceWithTax,
        })),
      taxSummary: order.taxSummary,
      totalWithTax: order.totalWithTax,
      currencyCode: order.currencyCode,
      payments: settled.map((payment) => ({ method: payment.method, amount: payment.amount })),
      staff: (await this.staffName(ctx, order, settled)) ?? undefined,
    });
    return Buffer.from(bytes).toString('base64');
  }

  /** How often the order's receipt was printed before: its notes in the order's history. */
  private async receiptPrints(ctx: RequestContext, orderId: ID): Promise<number> {
    const notes = await this.history.getHistoryForOrder(ctx, orderId, false, {
      filter: { type: { eq: HistoryEntryType.ORDER_NOTE } },
      take: 1000,
    });
    return notes.items.filter((entry) => String(entry.data?.note ?? '').startsWith(RECEIPT_PRINTED_NOTE)).length;
  }

  /** Who took the money: the counter payment's staff member, else who sold the order. */
  private async staffName(ctx: RequestContext, order: Order, payments: Payment[]): Promise<string | null> {
    for (const payment of payments) {
      const name = (payment.metadata as { administratorName?: string | null } | undefined)?.administratorName;
      if (name) return name;
    }
    const soldBy = (order.customFields as Partial<SaleFields>).soldByAdministratorId;
    if (!soldBy) return null;
    const administrator = await this.administrators.findOne(ctx, soldBy);
    return administrator ? `${administrator.firstName} ${administrator.lastName}`.trim() : null;
  }

  private async paidOrder(ctx: RequestContext, orderId: ID, placedIsEnough = false): Promise<Order> {
    const order = await this.orders.findOne(ctx, orderId);
    if (!order) throw new EntityNotFoundError('Order', orderId);
    const paid = PAID_STATES.has(order.state) || (placedIsEnough && order.orderPlacedAt != null);
    if (!paid) throw new UserInputError(`Order ${order.code} is not paid (it is ${order.state}): nothing to print.`);
    return order;
  }

  /** A context in the print's language, for the play, stage, seat and line names. */
  private inLanguage(ctx: RequestContext, language: string | undefined): RequestContext {
    const languageCode = (
      language && ctx.channel.availableLanguageCodes?.includes(language as LanguageCode)
        ? language
        : ctx.channel.defaultLanguageCode
    ) as LanguageCode;
    return new RequestContext({
      apiType: 'admin',
      channel: ctx.channel,
      isAuthorized: true,
      authorizedAsOwnerOnly: false,
      languageCode,
    });
  }
}

/** The counter's language, else the shopper's (an online order's language custom field), else the channel's. */
const saleLanguage = (order: Order): string | undefined =>
  saleLanguageOf(order) ?? (order.customFields as { languageCode?: string | null }).languageCode ?? undefined;
