import { Injectable } from '@nestjs/common';
import {
  type ID,
  OrderLine,
  Payment,
  Refund,
  RequestContext,
  StockLevel,
  TransactionalConnection,
  TranslatorService,
  UserInputError,
} from '@vendure/core';
import type { SelectQueryBuilder } from 'typeorm';
import { SeatHold } from '../../seat-hold/entities/seat-hold.entity';
import { PerformanceSeating, SeatPlanVersion, SeatReservation } from '../../seating';
import { indexPlan } from '../../seating/plan-index';
import { Performance, Play } from '../../theatre/entities';
import { Ticket } from '../../tickets/entities/ticket.entity';
import { COUNTER_PAYMENT_METHODS, EXCHANGE_CREDIT } from '../constants';
import { SALE_CHANNELS, type SaleChannel } from '../sale-channel';
import { asBoolean, asDate, asNumber, groupMoney, occupancyOf } from './line-money';
import { dayRange, daysRange, theatreDayOf } from './report-dates';
import { SOLD_QUANTITY, sqlDialect, whereSold } from './report-sql';
import type {
  Attendee,
  CashUpReport,
  CashUpRow,
  PerformanceReport,
  PlayPerformanceRow,
  PlayReport,
  SalesDay,
  SeatFigures,
} from './report-types';

/** The performances a report covers: one, or a play's starting within [start, end). */
type Scope = { performanceId: ID } | { playId: ID; start: Date; end: Date };

const channelOf = (value: unknown): SaleChannel => SALE_CHANNELS.find((c) => c === value) ?? 'online';

const emptyFigures = (zone: string | null, capacity: number): SeatFigures => ({
  zone,
  capacity,
  soldOnline: 0,
  soldCounter: 0,
  comps: 0,
  held: 0,
  blocked: 0,
  free: 0,
  occupancy: 0,
  revenueNet: 0,
  vat: 0,
});

const finish = (f: SeatFigures): SeatFigures => {
  const sold = f.soldOnline + f.soldCounter + f.comps;
  return { ...f, free: Math.max(0, f.capacity - sold - f.held - f.blocked), occupancy: occupancyOf(sold, f.capacity) };
};

/**
 * The box office's figures (issue 27), each from a handful of SQL aggregates grouped by
 * sale channel, zone, price and tax: no order is loaded, so a year of sales costs what a
 * day does. Tickets count as sold as ticket-rules.ts decides: a placed order, not
 * cancelled, not refunded in full, the line's quantity now.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly translator: TranslatorService,
  ) {}

  private get sql() {
    return sqlDialect(this.connection.rawConnection);
  }

  /**
   * Keeps the performances in scope (alias `p`): one performance, or a play's over a date
   * range. The play's is written as its columns, never as a list of ids, so the database
   * filters with its indexes however many performances a year holds.
   */
  private inScope<T extends object>(qb: SelectQueryBuilder<T>, scope: Scope): SelectQueryBuilder<T> {
    if ('performanceId' in scope) return qb.andWhere('p.id = :performanceId', { performanceId: scope.performanceId });
    return qb
      .andWhere('p.playId = :playId', { playId: scope.playId })
      .andWhere('p.startsAt >= :start AND p.startsAt < :end', { start: scope.start, end: scope.end });
  }

  /** Ticket lines sold for the performances in scope, grouped by what prices them. */
  private soldLines(ctx: RequestContext, scope: Scope) {
    const qb = this.connection
      .getRepository(ctx, OrderLine)
      .createQueryBuilder('line')
      .innerJoin('line.order', 'o')
      .innerJoin(Performance, 'p', 'p.productVariantId = line.productVariantId')
      .select('p.id', 'performanceId')
      .addSelect('o.customFields.saleChannel', 'channel')
      .addSelect('line.customFields.seatZone', 'zone')
      .addSelect('line.listPrice', 'listPrice')
      .addSelect('line.listPriceIncludesTax', 'includesTax')
      .addSelect('line.taxLines', 'taxLines')
      .addSelect(SOLD_QUANTITY, 'quantity')
      .addSelect('COUNT(*)', 'lines')
      .groupBy('p.id')
      .addGroupBy(SOLD_QUANTITY)
      .addGroupBy('o.customFields.saleChannel')
      .addGroupBy('line.customFields.seatZone')
      .addGroupBy('line.listPrice')
      .addGroupBy('line.listPriceIncludesTax')
      .addGroupBy('line.taxLines');
    return whereSold(this.inScope(qb, scope)).getRawMany<{
      performanceId: ID;
      channel: string;
      zone: string | null;
      listPrice: number;
      includesTax: unknown;
      taxLines: string;
      quantity: string | number;
      lines: string | number;
    }>();
  }

  private async performance(ctx: RequestContext, id: ID) {
    const performance = await this.connection.getRepository(ctx, Performance).findOne({
      where: { id },
      relations: { play: { translations: true }, stage: { translations: true } },
    });
    if (!performance) throw new UserInputError(`No performance ${id}`);
    return performance;
  }

  async performanceReport(ctx: RequestContext, performanceId: ID): Promise<PerformanceReport> {
    const performance = await this.performance(ctx, performanceId);
    const seating = await this.connection
      .getRepository(ctx, PerformanceSeating)
      .findOne({ where: { performanceId: performance.id } });
    const zones = new Map<string | null, SeatFigures>();
    const zoneOf = (zone: string | null) => {
      const key = seating ? zone : null;
      const figures = zones.get(key) ?? emptyFigures(key, 0);
      zones.set(key, figures);
      return figures;
    };
    if (seating) {
      // One plan row, not orders: its places per zone are the capacity.
      const version = await this.connection
        .getRepository(ctx, SeatPlanVersion)
        .findOneOrFail({ where: { id: seating.planVersionId } });
      for (const place of indexPlan(version.plan).values()) zoneOf(place.zone).capacity++;
      const reservations = await this.connection
        .getRepository(ctx, SeatReservation)
        .createQueryBuilder('r')
        .select('r.zone', 'zone')
        .addSelect('r.state', 'state')
        .addSelect('COUNT(*)', 'count')
        .where('r.performanceId = :id', { id: performance.id })
        .andWhere(`(r.state = 'BLOCKED' OR (r.state = 'HELD' AND r.expiresAt > :now))`, { now: new Date() })
        .groupBy('r.zone')
        .addGroupBy('r.state')
        .getRawMany<{ zone: string; state: string; count: string | number }>();
      for (const row of reservations) {
        const figures = zoneOf(row.zone);
        if (row.state === 'BLOCKED') figures.blocked += asNumber(row.count);
        else figures.held += asNumber(row.count);
      }
    } else if (performance.productVariantId) {
      const stock = await this.connection
        .getRepository(ctx, StockLevel)
        .createQueryBuilder('s')
        .select('COALESCE(SUM(s.stockOnHand), 0)', 'onHand')
        .where('s.productVariantId = :id', { id: performance.productVariantId })
        .getRawOne<{ onHand: string | number }>();
      zoneOf(null).capacity = asNumber(stock?.onHand);
      zoneOf(null).held = await this.countHeld(ctx, performance.productVariantId);
    }
    for (const row of await this.soldLines(ctx, { performanceId: performance.id })) {
      const figures = zoneOf(row.zone);
      const quantity = asNumber(row.quantity) * asNumber(row.lines);
      const channel = channelOf(row.channel);
      if (channel === 'comp') figures.comps += quantity;
      else if (channel === 'counter') figures.soldCounter += quantity;
      else figures.soldOnline += quantity;
      if (channel === 'comp') continue;
      const money = groupMoney({
        listPrice: asNumber(row.listPrice),
        listPriceIncludesTax: asBoolean(row.includesTax),
        taxLines: row.taxLines,
        quantity: asNumber(row.quantity),
        lines: asNumber(row.lines),
      });
      figures.revenueNet += money.net;
      figures.vat += money.vat;
    }
    const perZone = [...zones.values()].map(finish).sort((a, b) => String(a.zone).localeCompare(String(b.zone)));
    const sum = emptyFigures(null, 0);
    for (const z of perZone) {
      for (const key of [
        'capacity',
        'soldOnline',
        'soldCounter',
        'comps',
        'held',
        'blocked',
        'revenueNet',
        'vat',
      ] as const)
        sum[key] += z[key];
    }
    const total = finish(sum);
    const play = this.translator.translate(performance.play, ctx);
    const stage = this.translator.translate(performance.stage, ctx);
    return {
      ...total,
      performanceId: performance.id,
      playTitle: play.title,
      stageName: stage.name,
      startsAt: performance.startsAt,
      reserved: Boolean(seating),
      zones: seating ? perZone : [],
    };
  }

  /**
   * Places held by count for a variant: live holds are few (they last minutes), so their
   * lines are read and summed here rather than parsed from JSON in SQL.
   */
  private async countHeld(ctx: RequestContext, variantId: ID): Promise<number> {
    const holds = await this.connection
      .getRepository(ctx, SeatHold)
      .createQueryBuilder('h')
      .select('h.lines', 'lines')
      .where(`h.state = 'HELD'`)
      .andWhere('h.expiresAt > :now', { now: new Date() })
      .getRawMany<{ lines: string }>();
    let held = 0;
    for (const hold of holds) {
      const lines = JSON.parse(hold.lines) as Array<{ productVariantId: ID; quantity: number }>;
      for (const line of lines) if (String(line.productVariantId) === String(variantId)) held += line.quantity;
    }
    return held;
  }

  async cashUp(ctx: RequestContext, date: string): Promise<CashUpReport> {
    const { start, end } = dayRange(date);
    const { jsonText } = this.sql;
    // Counter payments and refunds record who took or gave back the money; online ones are the shop's.
    // The methods are written into the expression (constants, not input) so that GROUP BY repeats it exactly.
    const counter = COUNTER_PAYMENT_METHODS.map((method) => `'${method}'`).join(', ');
    const staffId = (alias: string) =>
      `CASE WHEN ${alias}.method IN (${counter}) THEN ${jsonText(`${alias}.metadata`, 'administratorId')} END`;
    const staffName = (alias: string) =>
      `CASE WHEN ${alias}.method IN (${counter}) THEN ${jsonText(`${alias}.metadata`, 'administratorName')} END`;
    const grouped = <T extends object>(qb: import('typeorm').SelectQueryBuilder<T>, alias: string, amount: string) =>
      qb
        .select(`${alias}.method`, 'method')
        .addSelect(staffId(alias), 'administratorId')
        .addSelect(staffName(alias), 'administratorName')
        .addSelect('COUNT(*)', 'count')
        .addSelect(`COALESCE(SUM(${alias}.${amount}), 0)`, 'amount')
        .where(`${alias}.state = 'Settled'`)
        // An exchange's credit moves no money (ADR 065): the original payment was counted on its day.
        .andWhere(`${alias}.method != '${EXCHANGE_CREDIT}'`)
        .andWhere(`${alias}.createdAt >= :start AND ${alias}.createdAt < :end`, { start, end })
        .groupBy(`${alias}.method`)
        .addGroupBy(staffId(alias))
        .addGroupBy(staffName(alias))
        .getRawMany<{
          method: string;
          administratorId: string | number | null;
          administratorName: string | null;
          count: string | number;
          amount: string | number;
        }>();
    const [payments, refunds] = await Promise.all([
      grouped(this.connection.getRepository(ctx, Payment).createQueryBuilder('pay'), 'pay', 'amount'),
      grouped(this.connection.getRepository(ctx, Refund).createQueryBuilder('ref'), 'ref', 'total'),
    ]);
    const rows = new Map<string, CashUpRow>();
    const rowOf = (r: {
      method: string;
      administratorId: string | number | null;
      administratorName: string | null;
    }) => {
      const administratorId =
        r.administratorId === null || r.administratorId === undefined ? null : String(r.administratorId);
      const key = `${r.method}\u0000${administratorId ?? ''}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          method: r.method,
          administratorId,
          administratorName: r.administratorName ?? null,
          payments: 0,
          taken: 0,
          refunds: 0,
          refunded: 0,
          net: 0,
        };
        rows.set(key, row);
      }
      return row;
    };
    for (const p of payments) {
      const row = rowOf(p);
      row.payments += asNumber(p.count);
      row.taken += asNumber(p.amount);
    }
    for (const r of refunds) {
      const row = rowOf(r);
      row.refunds += asNumber(r.count);
      row.refunded += asNumber(r.amount);
    }
    const list = [...rows.values()]
      .map((row) => ({ ...row, net: row.taken - row.refunded }))
      .sort(
        (a, b) =>
          a.method.localeCompare(b.method) || (a.administratorName ?? '').localeCompare(b.administratorName ?? ''),
      );
    const sum = (items: CashUpRow[], method: string): CashUpRow => {
      const t: CashUpRow = {
        method,
        administratorId: null,
        administratorName: null,
        payments: 0,
        taken: 0,
        refunds: 0,
        refunded: 0,
        net: 0,
      };
      for (const r of items) {
        for (const key of ['payments', 'taken', 'refunds', 'refunded', 'net'] as const) t[key] += r[key];
      }
      return t;
    };
    const methods = [...new Set(list.map((r) => r.method))].map((m) =>
      sum(
        list.filter((r) => r.method === m),
        m,
      ),
    );
    return { date, start, end, rows: list, methods, total: sum(list, 'total') };
  }

  async playReport(ctx: RequestContext, playId: ID, from: string, to: string): Promise<PlayReport> {
    const { start, end } = daysRange(from, to);
    const play = await this.connection
      .getRepository(ctx, Play)
      .findOne({ where: { id: playId }, relations: { translations: true } });
    if (!play) throw new UserInputError(`No play ${playId}`);
    const performances = await this.connection
      .getRepository(ctx, Performance)
      .createQueryBuilder('p')
      .leftJoin(PerformanceSeating, 'ps', 'ps.performanceId = p.id')
      .leftJoin(SeatPlanVersion, 'v', 'v.id = ps.planVersionId')
      .select('p.id', 'id')
      .addSelect('p.startsAt', 'startsAt')
      .addSelect('p.cancelledAt', 'cancelledAt')
      .addSelect('p.productVariantId', 'variantId')
      .addSelect('v.capacity', 'planCapacity')
      .where('p.playId = :playId', { playId })
      .andWhere('p.startsAt >= :start AND p.startsAt < :end', { start, end })
      .orderBy('p.startsAt', 'ASC')
      .getRawMany<{
        id: ID;
        startsAt: Date | string;
        cancelledAt: Date | string | null;
        variantId: ID | null;
        planCapacity: number | null;
      }>();
    const scope: Scope = { playId, start, end };
    const byId = new Map<string, PlayPerformanceRow>();
    for (const p of performances) {
      byId.set(String(p.id), {
        performanceId: p.id,
        startsAt: asDate(p.startsAt),
        cancelled: p.cancelledAt !== null,
        capacity: asNumber(p.planCapacity),
        tickets: 0,
        comps: 0,
        occupancy: 0,
        revenueNet: 0,
        vat: 0,
      });
    }
    const salesByDay: SalesDay[] = [];
    if (performances.length > 0) {
      // The three aggregates are independent: on PostgreSQL they run on their own connections at once.
      const counted = performances.some((p) => p.planCapacity === null && p.variantId);
      const [stock, lines, days] = await Promise.all([
        counted ? this.countedCapacity(ctx, scope) : [],
        this.soldLines(ctx, scope),
        this.salesByDay(ctx, scope),
      ]);
      for (const s of stock) {
        const row = byId.get(String(s.id));
        if (row) row.capacity = asNumber(s.onHand);
      }
      for (const line of lines) {
        const row = byId.get(String(line.performanceId));
        if (!row) continue;
        const quantity = asNumber(line.quantity) * asNumber(line.lines);
        row.tickets += quantity;
        if (channelOf(line.channel) === 'comp') {
          row.comps += quantity;
          continue;
        }
        const money = groupMoney({
          listPrice: asNumber(line.listPrice),
          listPriceIncludesTax: asBoolean(line.includesTax),
          taxLines: line.taxLines,
          quantity: asNumber(line.quantity),
          lines: asNumber(line.lines),
        });
        row.revenueNet += money.net;
        row.vat += money.vat;
      }
      salesByDay.push(...days);
    }
    const rows = [...byId.values()].map((r) => ({ ...r, occupancy: occupancyOf(r.tickets, r.capacity) }));
    const capacity = rows.reduce((s, r) => s + r.capacity, 0);
    const tickets = rows.reduce((s, r) => s + r.tickets, 0);
    return {
      playId: play.id,
      playTitle: this.translator.translate(play, ctx).title,
      from,
      to,
      performances: rows,
      capacity,
      tickets,
      comps: rows.reduce((s, r) => s + r.comps, 0),
      occupancy: occupancyOf(tickets, capacity),
      revenueNet: rows.reduce((s, r) => s + r.revenueNet, 0),
      vat: rows.reduce((s, r) => s + r.vat, 0),
      salesByDay,
      firstPerformanceAt: rows[0]?.startsAt ?? null,
    };
  }

  /** Unreserved performances' capacity in scope: their ticket variant's stock. */
  private countedCapacity(ctx: RequestContext, scope: Scope) {
    return this.inScope(
      this.connection
        .getRepository(ctx, StockLevel)
        .createQueryBuilder('s')
        .innerJoin(Performance, 'p', 'p.productVariantId = s.productVariantId')
        .leftJoin(PerformanceSeating, 'ps', 'ps.performanceId = p.id')
        .select('p.id', 'id')
        .addSelect('SUM(s.stockOnHand)', 'onHand')
        .where('ps.performanceId IS NULL'),
      scope,
    )
      .groupBy('p.id')
      .getRawMany<{ id: ID; onHand: string | number }>();
  }

  /** Tickets (comps included) and net revenue per theatre day the orders were placed. */
  private async salesByDay(ctx: RequestContext, scope: Scope): Promise<SalesDay[]> {
    const hour = this.sql.utcHour('o.orderPlacedAt');
    const qb = this.connection
      .getRepository(ctx, OrderLine)
      .createQueryBuilder('line')
      .innerJoin('line.order', 'o')
      .innerJoin(Performance, 'p', 'p.productVariantId = line.productVariantId')
      .select(hour, 'hour')
      .addSelect('line.listPrice', 'listPrice')
      .addSelect('line.listPriceIncludesTax', 'includesTax')
      .addSelect('line.taxLines', 'taxLines')
      .addSelect(SOLD_QUANTITY, 'quantity')
      .addSelect('COUNT(*)', 'lines')
      .groupBy(hour)
      .addGroupBy(SOLD_QUANTITY)
      .addGroupBy('line.listPrice')
      .addGroupBy('line.listPriceIncludesTax')
      .addGroupBy('line.taxLines');
    const rows = await whereSold(this.inScope(qb, scope)).getRawMany<{
      hour: string;
      listPrice: number;
      includesTax: unknown;
      taxLines: string;
      quantity: string | number;
      lines: string | number;
    }>();
    const days = new Map<string, SalesDay>();
    const dayOfHour = new Map<string, string>();
    for (const row of rows) {
      const date = dayOfHour.get(row.hour) ?? theatreDayOf(new Date(`${row.hour}:00:00Z`));
      dayOfHour.set(row.hour, date);
      const day = days.get(date) ?? { date, tickets: 0, revenueNet: 0 };
      const quantity = asNumber(row.quantity) * asNumber(row.lines);
      day.tickets += quantity;
      // Comps are priced 0 on their lines (the complimentary price strategy), so they add no revenue.
      day.revenueNet += groupMoney({
        listPrice: asNumber(row.listPrice),
        listPriceIncludesTax: asBoolean(row.includesTax),
        taxLines: row.taxLines,
        quantity: asNumber(row.quantity),
        lines: asNumber(row.lines),
      }).net;
      days.set(date, day);
    }
    return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  /** Who holds a valid ticket for the performance, in seat order: the door's list. */
  async attendees(ctx: RequestContext, performanceId: ID): Promise<Attendee[]> {
    const qb = this.connection
      .getRepository(ctx, Ticket)
      .createQueryBuilder('t')
      .innerJoin('t.orderLine', 'line')
      .innerJoin('t.order', 'o')
      .leftJoin('o.customer', 'c')
      .select('c.firstName', 'firstName')
      .addSelect('c.lastName', 'lastName')
      .addSelect('c.emailAddress', 'email')
      .addSelect('t.seatKey', 'seatKey')
      .addSelect('t.seat', 'seat')
      .addSelect('o.code', 'orderCode')
      .addSelect('o.customFields.saleChannel', 'channel')
      .addSelect('t.admittedAt', 'admittedAt')
      .where('t.performanceId = :performanceId', { performanceId })
      .andWhere('t.seat <= line.quantity')
      .andWhere('t.exchangedToOrderId IS NULL')
      .orderBy('c.lastName', 'ASC')
      .addOrderBy('o.code', 'ASC')
      .addOrderBy('t.seat', 'ASC');
    const rows = await whereSold(qb).getRawMany<{
      firstName: string | null;
      lastName: string | null;
      email: string | null;
      seatKey: string | null;
      seat: number;
      orderCode: string;
      channel: string;
      admittedAt: Date | string | null;
    }>();
    return rows.map((r) => ({
      name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      email: r.email ?? '',
      seat: r.seatKey ?? `#${r.seat}`,
      orderCode: r.orderCode,
      saleChannel: channelOf(r.channel),
      admittedAt: r.admittedAt ? asDate(r.admittedAt) : null,
    }));
  }
}
