import { E_TICKET_SHIPPING_CODE } from '@foyer/shared/delivery';
import { Injectable } from '@nestjs/common';
import {
  AdministratorService,
  EntityNotFoundError,
  ForbiddenError,
  type ID,
  isGraphQlErrorResult,
  type Order,
  OrderLine,
  OrderService,
  Payment,
  PaymentMethodService,
  type RequestContext,
  ShippingMethodService,
  StockLevel,
  TransactionalConnection,
} from '@vendure/core';
import { In, IsNull } from 'typeorm';
import { AtomicStockService, HOLD_EXPIRED_MESSAGE } from '../../seat-hold';
import { SeatPlanService, SeatReservation, SeatReservationService } from '../../seating';
import { Performance } from '../../theatre/entities/performance.entity';
import { Ticket } from '../../tickets/entities/ticket.entity';
import { TicketService } from '../../tickets/services/ticket.service';
import { compPermission, EXCHANGE_CREDIT, PICK_UP_SHIPPING_CODE } from '../constants';
import { isComplimentary, type SaleFields, saleChannelOf, saleLanguageOf } from '../sale-channel';
import type { ExchangeRefusal, ExchangeTicketsInput, TicketExchangeResult, TicketsExchangeRefused } from '../types';
import { isEnabledCounterMethod, orderOrThrow } from './counter-orders';
import { transitionRefusal } from './counter-sale.service';

/** The states of a paid order whose tickets may be exchanged: paid, nothing handed over yet. */
const EXCHANGEABLE_STATES = ['PaymentSettled'];

const refused = (reason: ExchangeRefusal, message: string): TicketsExchangeRefused => ({
  __typename: 'TicketsExchangeRefused',
  reason,
  message,
});

/** Thrown inside the exchange's transaction to undo all of it, then answered as the refusal. */
class ExchangeUndone extends Error {
  constructor(readonly refusal: TicketsExchangeRefused) {
    super(refusal.message);
  }
}

/** What the checks before the transaction found: the tickets, their performance and lines, and their worth. */
interface ExchangePlan {
  original: Order;
  tickets: Ticket[];
  source: Performance;
  target: Performance;
  credit: number;
  staffId: number;
}

/**
 * Ticket exchanges at the box office (ADR 065): tickets of a paid order (online or
 * counter) move to another performance of the same play. A new order, linked to the
 * original by `exchangedFromOrderId`, sells the new seats; the old tickets' value is its
 * `exchange-credit` payment, a dearer night's difference a counter payment, a cheaper
 * night's a refund on the original payment. Everything happens in one transaction: the
 * target seats are taken first (the seating plugin's unique index refuses a seat someone
 * else has), then paid, then the old tickets are marked exchanged and their seats given
 * back; any refusal undoes all of it, so the old seats and tickets stay as they were.
 */
@Injectable()
export class TicketExchangeService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orders: OrderService,
    private readonly administrators: AdministratorService,
    private readonly reservations: SeatReservationService,
    private readonly plans: SeatPlanService,
    private readonly tickets: TicketService,
    private readonly shippingMethods: ShippingMethodService,
    private readonly stock: AtomicStockService,
    private readonly paymentMethods: PaymentMethodService,
  ) {}

  async exchange(
    ctx: RequestContext,
    input: ExchangeTicketsInput,
  ): Promise<TicketExchangeResult | TicketsExchangeRefused> {
    const plan = await this.plan(ctx, input);
    if ('reason' in plan) return plan;
    if (input.method && !(await isEnabledCounterMethod(this.paymentMethods, ctx, input.method))) {
      return refused(
        'INVALID_INPUT',
        'Pay the difference with a counter method: counter-cash or counter-card-terminal.',
      );
    }
    try {
      return await this.connection.withTransaction(ctx, async (inner) => {
        const result = await this.move(inner, plan, input);
        if ('reason' in result) throw new ExchangeUndone(result);
        return result;
      });
    } catch (error) {
      if (error instanceof ExchangeUndone) return error.refusal;
      throw error;
    }
  }

  /** The checks that need no change: which tickets, from where to where, worth how much. */
  private async plan(ctx: RequestContext, input: ExchangeTicketsInput): Promise<ExchangePlan | TicketsExchangeRefused> {
    const original = await this.orders.findOne(ctx, input.orderId);
    if (!original) throw new EntityNotFoundError('Order', input.orderId);
    if (isComplimentary(original) && !ctx.userHasPermissions([compPermission.Permission])) throw new ForbiddenError();
    if (!EXCHANGEABLE_STATES.includes(original.state)) {
      return refused(
        'NOT_EXCHANGEABLE',
        `Only a paid order's tickets can be exchanged (this one is ${original.state}).`,
      );
    }
    const ids = [...new Set(input.ticketIds.map(String))];
    if (!ids.length) return refused('INVALID_TICKETS', 'Choose the tickets to exchange.');
    const tickets = await this.connection
      .getRepository(ctx, Ticket)
      .find({ where: { id: In(ids), orderId: original.id }, order: { seat: 'ASC' } });
    if (tickets.length !== ids.length) return refused('INVALID_TICKETS', 'A ticket is not one of this order’s.');
    const statuses = new Map((await this.tickets.forOrder(ctx, original.id)).map((t) => [String(t.id), t.status]));
    if (tickets.some((t) => statuses.get(String(t.id)) !== 'VALID')) {
      return refused(
        'INVALID_TICKETS',
        'Only valid tickets can be exchanged: one is admitted, void or exchanged already.',
      );
    }
    const performanceIds = new Set(tickets.map((t) => String(t.performanceId)));
    if (performanceIds.size !== 1)
      return refused('INVALID_TICKETS', 'Exchange the tickets of one performance at a time.');
    const performances = this.connection.getRepository(ctx, Performance);
    const source = await performances.findOneOrFail({ where: { id: tickets[0]!.performanceId } });
    const target = await performances.findOne({ where: { id: input.performanceId } });
    if (!target || String(target.playId) !== String(source.playId) || String(target.id) === String(source.id)) {
      return refused('OTHER_PLAY', 'Tickets are exchanged for another performance of the same play.');
    }
    if (target.cancelledAt || target.startsAt.getTime() <= Date.now() || !target.productVariantId) {
      return refused('NOT_ON_SALE', 'That performance is cancelled, has begun or sells no tickets.');
    }
    const lines = await this.connection
      .getRepository(ctx, OrderLine)
      .find({ where: { id: In([...new Set(tickets.map((t) => t.orderLineId))]) } });
    const unitOf = new Map(lines.map((line) => [String(line.id), line.proratedUnitPriceWithTax]));
    const credit = isComplimentary(original)
      ? 0
      : tickets.reduce((sum, t) => sum + (unitOf.get(String(t.orderLineId)) ?? 0), 0);
    const staff = await this.administrators.resolveActorAdministrator(ctx);
    if (!staff) throw new ForbiddenError();
    return { original, tickets, source, target, credit, staffId: Number(staff.id) };
  }

  /** The exchange's steps, in the transaction its caller undoes when one is refused. */
  private async move(
    ctx: RequestContext,
    plan: ExchangePlan,
    input: ExchangeTicketsInput,
  ): Promise<TicketExchangeResult | TicketsExchangeRefused> {
    const { original, tickets, target, credit } = plan;
    const draft = await this.orders.createDraft(ctx);
    const placedIn = (original.customFields as { languageCode?: string | null }).languageCode;
    const fields: SaleFields & { languageCode?: string | null } = {
      saleChannel: saleChannelOf(original),
      soldByAdministratorId: plan.staffId,
      compReason: (original.customFields as SaleFields).compReason ?? null,
      saleLanguage: saleLanguageOf(original) ?? placedIn ?? null,
      exchangedFromOrderId: Number(original.id),
      exchangeCredit: credit,
    };
    await this.orders.updateCustomFields(ctx, draft.id, fields);

    const seated = await this.takePlaces(ctx, draft.id, target, tickets.length, input.seatKeys ?? []);
    if (seated) return seated;
    if (original.customer) await this.orders.addCustomerToOrder(ctx, draft.id, original.customer);
    const delivery = await this.shippingMethodId(
      ctx,
      saleChannelOf(original) === 'online' ? E_TICKET_SHIPPING_CODE : PICK_UP_SHIPPING_CODE,
    );
    if (!delivery) return refused('REFUSED', 'The delivery method for exchanged tickets is missing.');
    const shipped = await this.orders.setShippingMethod(ctx, draft.id, [delivery]);
    if (isGraphQlErrorResult(shipped)) return refused('REFUSED', shipped.message);
    const moved = await this.orders.transitionToState(ctx, draft.id, 'ArrangingPayment');
    if (isGraphQlErrorResult(moved)) {
      const why = transitionRefusal(ctx, moved.transitionError);
      return refused(why.reason === 'SEATS_EXPIRED' ? 'SEATS_TAKEN' : 'REFUSED', why.message);
    }

    const total = (await orderOrThrow(this.orders, ctx, draft.id)).totalWithTax;
    const paid = Math.max(0, total - credit);
    const refund = Math.max(0, credit - total);
    if (paid > 0 && !input.method) {
      return refused(
        'PAYMENT_METHOD_REQUIRED',
        `The new seats cost ${paid} more: say how the difference is paid (counter-cash or counter-card-terminal).`,
      );
    }
    if (credit > 0 || total === 0) {
      const failed = await this.pay(ctx, draft.id, EXCHANGE_CREDIT);
      if (failed) return failed;
    }
    if (paid > 0 && input.method) {
      const failed = await this.pay(ctx, draft.id, input.method);
      if (failed) return failed;
    }
    const settled = await orderOrThrow(this.orders, ctx, draft.id);
    if (settled.state !== 'PaymentSettled') {
      return refused('PAYMENT_FAILED', `The payments did not settle the new order (it is ${settled.state}).`);
    }

    const voided = await this.voidOldTickets(ctx, plan, draft.id);
    if (voided) return voided;
    if (refund > 0) {
      const refunded = await this.refundDifference(ctx, original, refund, settled.code);
      if (refunded) return refunded;
    }
    return {
      __typename: 'TicketExchange',
      order: await orderOrThrow(this.orders, ctx, draft.id),
      originalOrder: await orderOrThrow(this.orders, ctx, original.id),
      paid,
      refunded: refund,
    };
  }

  /** Holds the new seats (chosen, or best available) or the counted places for the new order. */
  private async takePlaces(
    ctx: RequestContext,
    orderId: ID,
    target: Performance,
    count: number,
    seatKeys: string[],
  ): Promise<TicketsExchangeRefused | undefined> {
    const loaded = await this.plans.load(ctx, target.id);
    if (!loaded) {
      if (seatKeys.length) return refused('INVALID_SEATS', 'That performance is sold by count, not by seat.');
      const added = await this.orders.addItemToOrder(ctx, orderId, target.productVariantId!, count);
      if (isGraphQlErrorResult(added)) return refused('NOT_ENOUGH_STOCK', added.message);
      return undefined;
    }
    if (seatKeys.length && seatKeys.length !== count) {
      return refused('INVALID_SEATS', `Choose ${count} seats, one for each ticket exchanged.`);
    }
    const held = seatKeys.length
      ? await this.reservations.selectForOrder(ctx, orderId, target.id, seatKeys)
      : await this.reservations.selectBestForOrder(ctx, orderId, { performanceId: target.id, count });
    if ('reason' in held) {
      const reason = held.reason === 'NOT_ON_SALE' ? 'NOT_ON_SALE' : held.reason;
      return refused(
        reason,
        held.reason === 'SEATS_TAKEN' ? `Someone else has these seats: ${held.seatKeys.join(', ')}.` : held.message,
      );
    }
    return undefined;
  }

  private async pay(ctx: RequestContext, orderId: ID, method: string): Promise<TicketsExchangeRefused | undefined> {
    const paid = await this.orders.addPaymentToOrder(ctx, orderId, { method, metadata: {} });
    if (!isGraphQlErrorResult(paid)) return undefined;
    const detail = (paid as { paymentErrorMessage?: string }).paymentErrorMessage;
    if (detail === HOLD_EXPIRED_MESSAGE)
      return refused('SEATS_TAKEN', 'The new seats were no longer held; choose again.');
    return refused('PAYMENT_FAILED', detail ? `${paid.message}: ${detail}` : paid.message);
  }

  /**
   * The old tickets become void at the door (only while nobody admitted or exchanged them
   * meanwhile), their lines count that many fewer in the reports, and their places go back
   * on sale: a numbered seat's row is deleted, a counted place's allocation given back.
   */
  private async voidOldTickets(
    ctx: RequestContext,
    plan: ExchangePlan,
    newOrderId: ID,
  ): Promise<TicketsExchangeRefused | undefined> {
    const { original, tickets, source } = plan;
    const ids = tickets.map((t) => t.id);
    const marked = await this.connection
      .getRepository(ctx, Ticket)
      .update({ id: In(ids), exchangedToOrderId: IsNull(), admittedAt: IsNull() }, { exchangedToOrderId: newOrderId });
    if ((marked.affected ?? 0) !== ids.length) {
      return refused('INVALID_TICKETS', 'A ticket was admitted or exchanged meanwhile; nothing was changed.');
    }
    const perLine = new Map<string, number>();
    for (const t of tickets) perLine.set(String(t.orderLineId), (perLine.get(String(t.orderLineId)) ?? 0) + 1);
    const lines = this.connection.getRepository(ctx, OrderLine);
    for (const [lineId, count] of perLine) {
      const line = await lines.findOneOrFail({ where: { id: lineId } });
      const before = (line.customFields as { exchangedQuantity?: number | null }).exchangedQuantity ?? 0;
      await lines.update({ id: line.id }, { customFields: { exchangedQuantity: before + count } } as never);
    }
    const seatKeys = tickets.flatMap((t) => (t.seatKey ? [t.seatKey] : []));
    if (seatKeys.length) {
      await this.connection.getRepository(ctx, SeatReservation).delete({
        orderId: original.id,
        performanceId: source.id,
        seatKey: In(seatKeys),
        state: 'SOLD',
      });
    }
    const counted = tickets.length - seatKeys.length;
    if (counted > 0 && source.productVariantId) {
      const level = await this.connection
        .getRepository(ctx, StockLevel)
        .findOne({ where: { productVariantId: source.productVariantId } });
      if (level)
        await this.stock.adjust(ctx, source.productVariantId, level.stockLocationId, 'stockAllocated', -counted);
    }
    return undefined;
  }

  /** A cheaper night's difference goes back on the original order's payment that can carry it. */
  private async refundDifference(
    ctx: RequestContext,
    original: Order,
    amount: number,
    newCode: string,
  ): Promise<TicketsExchangeRefused | undefined> {
    const payments = await this.connection
      .getRepository(ctx, Payment)
      .find({ where: { order: { id: original.id }, state: 'Settled' }, relations: { refunds: true } });
    const refundable = payments
      .filter((p) => p.method !== EXCHANGE_CREDIT)
      .map((p) => ({
        payment: p,
        left: p.amount - p.refunds.filter((r) => r.state !== 'Failed').reduce((s, r) => s + r.total, 0),
      }))
      .filter((p) => p.left >= amount)
      .sort((a, b) => b.left - a.left);
    const payment = refundable[0]?.payment;
    if (!payment) return refused('REFUND_FAILED', 'No payment of the original order can carry the refund.');
    const refund = await this.orders.refundOrder(ctx, {
      paymentId: payment.id,
      amount,
      shipping: 0,
      adjustment: 0,
      reason: `Exchanged for order ${newCode}`,
    });
    if (isGraphQlErrorResult(refund)) return refused('REFUND_FAILED', refund.message);
    if (refund.state === 'Failed') return refused('REFUND_FAILED', 'The refund of the difference failed.');
    return undefined;
  }

  private async shippingMethodId(ctx: RequestContext, code: string): Promise<ID | undefined> {
    const { items } = await this.shippingMethods.findAll(ctx, { filter: { code: { eq: code } }, take: 1 });
    return items[0]?.id;
  }
}
