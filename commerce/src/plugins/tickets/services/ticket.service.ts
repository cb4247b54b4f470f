import { Inject, Injectable } from '@nestjs/common';
import {
  type ID,
  type Order,
  OrderLine,
  Refund,
  type RequestContext,
  RequestContextCacheService,
  TransactionalConnection,
  UserInputError,
} from '@vendure/core';
import { In, IsNull, type SelectQueryBuilder } from 'typeorm';
import { SeatPlanService, SeatReservation } from '../../seating';
import { describePlace } from '../../seating/plan-index';
import { Performance } from '../../theatre/entities/performance.entity';
import { TICKETS_OPTIONS } from '../constants';
import { Ticket } from '../entities/ticket.entity';
import { assignSeats } from '../seat-assignment';
import { readShortTicketCode, shortTicketCode } from '../short-ticket-code';
import { readTicketCode, signTicketCode } from '../ticket-code';
import {
  byUpcomingFirst,
  DOOR_CLOSES_AFTER_MS,
  DOOR_OPENS_BEFORE_MS,
  doorIsOpen,
  ticketStatus,
  voidReason,
} from '../ticket-rules';
import type { Admission, AdmissionResult, DoorCount, TicketsPluginOptions } from '../types';

/** A ticket with what its status is read from, and its performance (for the API's field resolvers). */
export type LoadedTicket = {
  id: ID;
  code: string;
  seat: number;
  /** The numbered seat it admits to (a key of its performance's plan); null when sold by count. */
  seatKey: string | null;
  /** The seats its order line holds now: "ticket {seat} of {seats}". */
  seats: number;
  status: ReturnType<typeof ticketStatus>;
  voidReason: ReturnType<typeof voidReason>;
  admittedAt: Date | null;
  orderCode: string;
  performance: Performance;
};

/**
 * Issues a ticket per seat bought, reads them for the customer and the door, and admits
 * each one at most once (ADR 035).
 */
@Injectable()
export class TicketService {
  constructor(
    private readonly connection: TransactionalConnection,
    @Inject(TICKETS_OPTIONS) private readonly options: TicketsPluginOptions,
    private readonly plans: SeatPlanService,
    private readonly requestCache: RequestContextCacheService,
  ) {}

  /**
   * Where a ticket's holder sits, in the request's language: area, row, seat, zone and
   * entrance; null for a performance sold by count. A performance's plan is read once per
   * request, however many of its tickets a list shows.
   */
  async place(ctx: RequestContext, ticket: Pick<LoadedTicket, 'seatKey' | 'performance'>) {
    if (!ticket.seatKey) return null;
    const performanceId = ticket.performance.id;
    const loaded = await this.requestCache.get(ctx, `ticketSeating:${performanceId}`, () =>
      this.plans.load(ctx, performanceId),
    );
    const place = loaded?.places.get(ticket.seatKey);
    return loaded && place ? describePlace(loaded.plan, place, ctx.languageCode) : null;
  }

  /**
   * One ticket for each seat of the order's ticket lines. Idempotent: a seat that has its
   * ticket keeps it (the insert skips it), so calling it again after the order changed
   * issues only the new seats. A reserved performance's ticket names its seat: ticket n
   * of a line is the n-th of the line's sold seats in plan order (ADR 060).
   */
  async issue(ctx: RequestContext, order: Order): Promise<void> {
    const lines = await this.connection
      .getRepository(ctx, OrderLine)
      .find({ where: { order: { id: order.id } }, select: { id: true, quantity: true, productVariantId: true } });
    if (lines.length === 0) return;
    const performances = await this.connection.getRepository(ctx, Performance).find({
      where: { productVariantId: In(lines.map((line) => line.productVariantId)) },
      select: { id: true, productVariantId: true },
    });
    const performanceOf = new Map(performances.map((p) => [String(p.productVariantId), p.id]));
    const seatsOf = await this.seatKeysByLine(ctx, order.id);
    const rows = [];
    for (const line of lines) {
      const performanceId = performanceOf.get(String(line.productVariantId));
      if (performanceId === undefined) continue;
      const numbers = Array.from({ length: line.quantity }, (_, i) => i + 1);
      const seatKeys = await this.seatKeysFor(ctx, line.id, performanceId, numbers, seatsOf.get(String(line.id)));
      for (const seat of numbers) {
        if (!seatKeys.has(seat)) continue;
        const code = signTicketCode(this.options.signingKey, {
          performanceId: Number(performanceId),
          orderLineId: Number(line.id),
          seat,
        });
        rows.push({
          code,
          // The code typed at the door goes with the signed one (ADR 057).
          shortCode: shortTicketCode(code),
          seat,
          seatKey: seatKeys.get(seat) ?? null,
          orderId: order.id,
          orderLineId: line.id,
          performanceId,
          admittedAt: null,
          admittedBy: null,
          exchangedToOrderId: null,
        });
      }
    }
    if (rows.length === 0) return;
    await this.connection
      .getRepository(ctx, Ticket)
      .createQueryBuilder()
      .insert()
      .into(Ticket)
      .values(rows)
      .orIgnore()
      .execute();
  }

  /** The order's sold seats by order line (none for a performance sold by count). */
  private async seatKeysByLine(ctx: RequestContext, orderId: ID): Promise<Map<string, string[]>> {
    const sold = await this.connection.getRepository(ctx, SeatReservation).find({
      where: { orderId, state: 'SOLD' },
      select: { seatKey: true, orderLineId: true },
    });
    const byLine = new Map<string, string[]>();
    for (const row of sold) {
      if (row.orderLineId == null) continue;
      byLine.set(String(row.orderLineId), [...(byLine.get(String(row.orderLineId)) ?? []), row.seatKey]);
    }
    return byLine;
  }

  /**
   * The seat of each ticket number of a line that has no ticket yet; numbers with a ticket
   * are left out (the insert would skip them anyway). Issued tickets keep their seats.
   */
  private async seatKeysFor(
    ctx: RequestContext,
    orderLineId: ID,
    performanceId: ID,
    numbers: number[],
    soldSeatKeys: string[] | undefined,
  ): Promise<Map<number, string | null>> {
    const issued = await this.connection
      .getRepository(ctx, Ticket)
      .find({ where: { orderLineId }, select: { seat: true, seatKey: true } });
    const issuedNumbers = new Set(issued.map((ticket) => ticket.seat));
    const newNumbers = numbers.filter((n) => !issuedNumbers.has(n));
    if (!soldSeatKeys?.length) return new Map(newNumbers.map((n) => [n, null]));
    const places = (await this.plans.load(ctx, performanceId))?.places;
    return assignSeats({
      newNumbers,
      soldSeatKeys,
      issuedSeatKeys: issued.flatMap((ticket) => (ticket.seatKey ? [ticket.seatKey] : [])),
      planOrder: (key) => places?.get(key)?.order,
    });
  }

  async forOrder(ctx: RequestContext, orderId: ID): Promise<LoadedTicket[]> {
    const tickets = await this.load(ctx, (qb) => qb.where('ticket.orderId = :orderId', { orderId }));
    // By performance (soonest first), then seat: the order in which they will be used.
    return tickets.sort(
      (a, b) => a.performance.startsAt.getTime() - b.performance.startsAt.getTime() || Number(a.id) - Number(b.id),
    );
  }

  /** The customer's tickets, upcoming performances first. */
  async forCustomer(ctx: RequestContext, customerId: ID, now = new Date()): Promise<LoadedTicket[]> {
    const tickets = await this.load(ctx, (qb) => qb.where('order.customerId = :customerId', { customerId }));
    const rank = byUpcomingFirst<{ startsAt: Date; seat: number }>(now);
    return tickets.sort((a, b) =>
      rank({ startsAt: a.performance.startsAt, seat: a.seat }, { startsAt: b.performance.startsAt, seat: b.seat }),
    );
  }

  /** Performances whose door is open now (ADR 035: from 12 h before to 6 h after the start), soonest first. */
  async doorPerformances(
    ctx: RequestContext,
    now = new Date(),
  ): Promise<Array<{ performance: Performance } & DoorCount>> {
    const performances = await this.connection
      .getRepository(ctx, Performance)
      .createQueryBuilder('performance')
      .where('performance.startsAt BETWEEN :from AND :to', {
        from: new Date(now.getTime() - DOOR_CLOSES_AFTER_MS),
        to: new Date(now.getTime() + DOOR_OPENS_BEFORE_MS),
      })
      .andWhere('performance.cancelledAt IS NULL')
      .orderBy('performance.startsAt', 'ASC')
      .getMany();
    return Promise.all(
      performances.map(async (performance) => ({ performance, ...(await this.doorCount(ctx, performance.id)) })),
    );
  }

  /** Tickets that still admit someone for a performance, and how many have come in. */
  async doorCount(ctx: RequestContext, performanceId: ID): Promise<DoorCount> {
    const tickets = await this.load(ctx, (qb) => qb.where('ticket.performanceId = :performanceId', { performanceId }));
    return {
      performanceId: String(performanceId),
      admitted: tickets.filter((t) => t.status === 'ADMITTED').length,
      tickets: tickets.filter((t) => t.status !== 'VOID').length,
    };
  }

  /**
   * Admits the ticket a code names at the door of a performance, at most once: the
   * admission is one conditional update (set only where nobody set it yet), so of two
   * doors scanning the same ticket together exactly one admits it, on SQLite and on
   * PostgreSQL alike. The signature is checked before the database is asked anything.
   */
  async admit(
    ctx: RequestContext,
    performanceId: ID,
    input: string,
    admittedBy: string,
    now = new Date(),
  ): Promise<Admission> {
    const performance = await this.connection.getRepository(ctx, Performance).findOne({ where: { id: performanceId } });
    if (!performance) throw new UserInputError(`No performance has the id ${performanceId}`);
    const answer = async (result: AdmissionResult, ticket: LoadedTicket | null = null): Promise<Admission> => ({
      result,
      ticket,
      door: await this.doorCount(ctx, performance.id),
    });
    if (!doorIsOpen(performance, now)) return answer('DOOR_CLOSED');
    const ticket = await this.byCode(ctx, performance.id, input);
    if (typeof ticket === 'string') return answer(ticket);
    if (String(ticket.performance.id) !== String(performance.id)) return answer('OTHER_PERFORMANCE', ticket);
    if (ticket.status === 'VOID') return answer('VOID', ticket);
    const { affected } = await this.connection
      .getRepository(ctx, Ticket)
      .update({ id: ticket.id, admittedAt: IsNull() }, { admittedAt: now, admittedBy });
    const [after] = await this.load(ctx, (qb) => qb.where('ticket.id = :id', { id: ticket.id }));
    return answer(affected === 1 ? 'ADMITTED' : 'ALREADY_ADMITTED', after);
  }

  /**
   * The ticket a code typed or scanned at a performance's door names: the signed long code
   * (checked before the database is asked), else the short one (ADR 057), which two
   * performances' tickets may share; this performance's is taken first.
   */
  private async byCode(
    ctx: RequestContext,
    performanceId: ID,
    input: string,
  ): Promise<LoadedTicket | 'FORGED' | 'NOT_A_TICKET' | 'UNKNOWN'> {
    const reading = readTicketCode(this.options.signingKey, input);
    if (reading.valid) {
      const [ticket] = await this.load(ctx, (qb) => qb.where('ticket.code = :code', { code: reading.code }));
      return ticket ?? 'UNKNOWN';
    }
    if (reading.reason === 'forged') return 'FORGED';
    const short = readShortTicketCode(input);
    // A short code with a wrong check character was mistyped: it names no ticket of ours.
    if (!short.valid) return 'NOT_A_TICKET';
    const tickets = await this.load(ctx, (qb) =>
      qb.where('ticket.shortCode = :shortCode', { shortCode: short.shortCode }),
    );
    return tickets.find((t) => String(t.performance.id) === String(performanceId)) ?? tickets[0] ?? 'UNKNOWN';
  }

  /** Tickets with their order, line and performance, and the status those give them. */
  private async load(
    ctx: RequestContext,
    where: (qb: SelectQueryBuilder<Ticket>) => SelectQueryBuilder<Ticket>,
  ): Promise<LoadedTicket[]> {
    const qb = this.connection
      .getRepository(ctx, Ticket)
      .createQueryBuilder('ticket')
      .innerJoin('ticket.order', 'order')
      .addSelect(['order.id', 'order.code', 'order.state', 'order.subTotalWithTax', 'order.shippingWithTax'])
      .innerJoin('ticket.orderLine', 'line')
      .addSelect(['line.id', 'line.quantity'])
      .innerJoinAndSelect('ticket.performance', 'performance');
    const tickets = await where(qb).getMany();
    if (tickets.length === 0) return [];
    const refunded = await this.refundedByOrder(ctx, [...new Set(tickets.map((t) => t.orderId))]);
    return tickets.map((ticket) => {
      const facts = {
        seat: ticket.seat,
        admittedAt: ticket.admittedAt,
        orderState: ticket.order.state,
        lineQuantity: ticket.orderLine.quantity,
        orderTotalWithTax: ticket.order.subTotalWithTax + ticket.order.shippingWithTax,
        refunded: refunded.get(String(ticket.orderId)) ?? 0,
        exchanged: ticket.exchangedToOrderId != null,
      };
      return {
        id: ticket.id,
        code: ticket.code,
        seat: ticket.seat,
        seatKey: ticket.seatKey,
        seats: ticket.orderLine.quantity,
        status: ticketStatus(facts),
        voidReason: voidReason(facts),
        admittedAt: ticket.admittedAt,
        orderCode: ticket.order.code,
        performance: ticket.performance,
      };
    });
  }

  /** Settled refunds per order, in minor units. */
  private async refundedByOrder(ctx: RequestContext, orderIds: ID[]): Promise<Map<string, number>> {
    const rows: Array<{ orderId: ID; total: string | number }> = await this.connection
      .getRepository(ctx, Refund)
      .createQueryBuilder('refund')
      .innerJoin('refund.payment', 'payment')
      .innerJoin('payment.order', 'order')
      .select('order.id', 'orderId')
      .addSelect('SUM(refund.total)', 'total')
      .where('order.id IN (:...orderIds)', { orderIds })
      .andWhere('refund.state = :state', { state: 'Settled' })
      .groupBy('order.id')
      .getRawMany();
    return new Map(rows.map((row) => [String(row.orderId), Number(row.total)]));
  }
}
