import { Inject, Injectable } from '@nestjs/common';
import {
  ActiveOrderService,
  EventBus,
  type ID,
  Logger,
  OrderService,
  type RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { In, LessThanOrEqual } from 'typeorm';
import { SeatReservation } from '../../seating/entities/seat-reservation.entity';
import { SeatPlanService } from '../../seating/services/seat-plan.service';
import { SeatReservationService } from '../../seating/services/seat-reservation.service';
import { Performance } from '../../theatre/entities/performance.entity';
import { loggerCtx, WAITING_LIST_OPTIONS } from '../constants';
import { WaitingListEntry } from '../entities/waiting-list-entry.entity';
import type { WaitingListPluginOptions, WaitingListRefusal, WaitingListResult } from '../types';
import { type OfferedPerformance, WaitingListEmailEvent } from '../waiting-list-email.event';
import {
  hashToken,
  newToken,
  nextInLine,
  normalizeEmail,
  offerClaimable,
  STANDING_STATES,
  validSeatCount,
  wellFormedToken,
} from '../waiting-list-rules';

const refused = (refusal: WaitingListRefusal, performanceId: ID | null = null): WaitingListResult => ({
  ok: false,
  refusal,
  performanceId: performanceId == null ? null : String(performanceId),
});
const done = (performanceId: ID): WaitingListResult => ({
  ok: true,
  refusal: null,
  performanceId: String(performanceId),
});

export interface WaitingListCounts {
  waiting: number;
  offers: number;
  acceptances: number;
  expiries: number;
  unsubscribed: number;
}

/**
 * The waiting list of sold-out numbered-seat performances (ADR 063). An offer is an order
 * of its own, made by the offer pass, whose seat rows are held until the offer's end: the
 * seat table's unique index keeps anyone else off them. Claiming moves those rows into the
 * visitor's cart (still held until the offer's end) and makes its lines; an unclaimed offer
 * gives its rows back and passes to the next in line.
 */
@Injectable()
export class WaitingListService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly eventBus: EventBus,
    private readonly orders: OrderService,
    private readonly activeOrders: ActiveOrderService,
    private readonly plans: SeatPlanService,
    private readonly seats: SeatReservationService,
    @Inject(WAITING_LIST_OPTIONS) private readonly options: WaitingListPluginOptions,
  ) {}

  private repo(ctx: RequestContext) {
    return this.connection.getRepository(ctx, WaitingListEntry);
  }

  /** Free seats of a numbered-seat performance on sale; undefined when it is not one. */
  private async freeSeats(ctx: RequestContext, performanceId: ID): Promise<number | undefined> {
    const loaded = await this.plans.load(ctx, performanceId);
    if (!loaded || loaded.performance.cancelledAt || loaded.performance.startsAt.getTime() <= Date.now()) {
      return undefined;
    }
    const taken = (await this.seats.takenCounts(ctx, [performanceId])).get(String(performanceId)) ?? 0;
    return Math.max(0, loaded.places.size - taken);
  }

  /**
   * Puts the address in line (unconfirmed) and sends the confirmation email. Joining again
   * while in line changes nothing and says the same, so the answer never tells whether an
   * address is on the list.
   */
  async join(ctx: RequestContext, performanceId: ID, rawEmail: string, seats: number): Promise<WaitingListResult> {
    const email = normalizeEmail(rawEmail);
    if (!email) return refused('INVALID_EMAIL', performanceId);
    if (!validSeatCount(seats)) return refused('INVALID_SEATS', performanceId);
    const free = await this.freeSeats(ctx, performanceId);
    if (free === undefined) return refused('NOT_FOUND', performanceId);
    if (free > 0) return refused('NOT_SOLD_OUT', performanceId);
    const standing = await this.repo(ctx).findOne({
      where: { performanceId, email, state: In([...STANDING_STATES]) },
    });
    if (standing) return done(performanceId);
    const confirm = newToken();
    const unsubscribe = newToken();
    const entry = await this.repo(ctx).save(
      new WaitingListEntry({
        performanceId,
        email,
        seats,
        languageCode: ctx.languageCode,
        state: 'PENDING_CONFIRMATION',
        confirmTokenHash: confirm.hash,
        unsubscribeTokenHash: unsubscribe.hash,
        offerTokenHash: null,
        offerOrderId: null,
        offeredAt: null,
        offeredUntil: null,
      }),
    );
    await this.eventBus.publish(
      new WaitingListEmailEvent(ctx, 'confirm', entry, await this.title(ctx, performanceId), {
        action: confirm.token,
        unsubscribe: unsubscribe.token,
      }),
    );
    return done(performanceId);
  }

  private async byToken(ctx: RequestContext, column: keyof WaitingListEntry, token: string) {
    if (!wellFormedToken(token)) return null;
    return this.repo(ctx).findOne({ where: { [column]: hashToken(token) } });
  }

  /** Double opt-in: the entry stands in line from its confirmation (its place is still when it joined). */
  async confirm(ctx: RequestContext, token: string): Promise<WaitingListResult> {
    const entry = await this.byToken(ctx, 'confirmTokenHash', token);
    if (!entry || entry.state === 'UNSUBSCRIBED') return refused('INVALID_TOKEN');
    if (entry.state === 'PENDING_CONFIRMATION') {
      await this.repo(ctx).update({ id: entry.id, state: 'PENDING_CONFIRMATION' }, { state: 'WAITING' });
    }
    return done(entry.performanceId);
  }

  /** The unsubscribe link of every email: leaves the line, giving back an unclaimed offer's seats. */
  async leave(ctx: RequestContext, token: string): Promise<WaitingListResult> {
    const entry = await this.byToken(ctx, 'unsubscribeTokenHash', token);
    if (!entry) return refused('INVALID_TOKEN');
    if (STANDING_STATES.includes(entry.state)) {
      if (entry.state === 'OFFERED' && entry.offerOrderId) await this.giveBack(ctx, entry.offerOrderId);
      await this.repo(ctx).update({ id: entry.id }, { state: 'UNSUBSCRIBED', offerTokenHash: null });
    }
    return done(entry.performanceId);
  }

  /**
   * Moves the offer's held seats into the visitor's cart (made if needed), still held until
   * the offer's end. Once only: the state changes conditionally before the seats move.
   */
  async claim(ctx: RequestContext, token: string): Promise<WaitingListResult> {
    const entry = await this.byToken(ctx, 'offerTokenHash', token);
    if (!entry) return refused('INVALID_TOKEN');
    const claimable = offerClaimable(entry, new Date());
    if (claimable === 'expired') return refused('OFFER_EXPIRED', entry.performanceId);
    if (claimable === 'gone' || !entry.offerOrderId) return refused('INVALID_TOKEN', entry.performanceId);
    const loaded = await this.plans.load(ctx, entry.performanceId);
    if (!loaded) return refused('NOT_FOUND', entry.performanceId);
    const won = await this.repo(ctx).update({ id: entry.id, state: 'OFFERED' }, { state: 'ACCEPTED' });
    if (!won.affected) return refused('INVALID_TOKEN', entry.performanceId);
    const cart = await this.activeOrders.getActiveOrder(ctx, undefined, true);
    await this.connection
      .getRepository(ctx, SeatReservation)
      .update(
        { orderId: entry.offerOrderId, performanceId: entry.performanceId, state: 'HELD' },
        { orderId: cart.id, orderLineId: null },
      );
    const failure = await this.seats.reconcile(ctx, cart.id, loaded);
    await this.seats.reconcile(ctx, entry.offerOrderId, loaded);
    if (failure) Logger.warn(`A claimed offer's seats did not make lines: ${failure}`, loggerCtx);
    return done(entry.performanceId);
  }

  /** Deletes the seat rows an offer order still holds: they are free again at once. */
  private async giveBack(ctx: RequestContext, offerOrderId: ID): Promise<void> {
    await this.connection.getRepository(ctx, SeatReservation).delete({ orderId: offerOrderId, state: 'HELD' });
  }

  /**
   * The offer pass: unclaimed offers past their time expire (their seats freed), then each
   * performance with confirmed visitors in line offers its free seats to the first of them,
   * as long as they fit. Returns how many offers were made.
   */
  async runOffers(ctx: RequestContext): Promise<number> {
    const lapsed = await this.repo(ctx).find({
      where: { state: 'OFFERED', offeredUntil: LessThanOrEqual(new Date()) },
    });
    for (const entry of lapsed) {
      const expired = await this.repo(ctx).update({ id: entry.id, state: 'OFFERED' }, { state: 'EXPIRED' });
      if (expired.affected && entry.offerOrderId) await this.giveBack(ctx, entry.offerOrderId);
    }
    const performanceIds: Array<{ performanceId: ID }> = await this.repo(ctx)
      .createQueryBuilder('e')
      .select('DISTINCT e.performanceId', 'performanceId')
      .where('e.state = :state', { state: 'WAITING' })
      .getRawMany();
    let offers = 0;
    for (const { performanceId } of performanceIds) offers += await this.offerFor(ctx, performanceId);
    return offers;
  }

  private async offerFor(ctx: RequestContext, performanceId: ID): Promise<number> {
    let offers = 0;
    for (;;) {
      const free = await this.freeSeats(ctx, performanceId);
      if (!free) return offers;
      const waiting = await this.repo(ctx).find({
        where: { performanceId, state: 'WAITING' },
        order: { createdAt: 'ASC', id: 'ASC' },
        take: 1,
      });
      const entry = nextInLine(waiting, free);
      if (!entry) return offers;
      if (!(await this.offer(ctx, entry))) return offers;
      offers++;
    }
  }

  /** Holds the best block for the entry in an order of its own until the offer's end, and emails the link. */
  private async offer(ctx: RequestContext, entry: WaitingListEntry): Promise<boolean> {
    const order = await this.orders.create(ctx);
    const result = await this.seats.selectBestForOrder(ctx, order.id, {
      performanceId: entry.performanceId,
      count: entry.seats,
    });
    if ('reason' in result) {
      // Free seats that make no adjacent block: the first in line waits for a block.
      Logger.verbose(`No block of ${entry.seats} for entry ${entry.id}: ${result.reason}`, loggerCtx);
      return false;
    }
    const offeredAt = new Date();
    const offeredUntil = new Date(offeredAt.getTime() + this.options.offerSeconds * 1000);
    await this.connection
      .getRepository(ctx, SeatReservation)
      .update({ orderId: order.id, state: 'HELD' }, { expiresAt: offeredUntil });
    const offer = newToken();
    const unsubscribe = newToken();
    await this.repo(ctx).update(
      { id: entry.id, state: 'WAITING' },
      {
        state: 'OFFERED',
        offerTokenHash: offer.hash,
        unsubscribeTokenHash: unsubscribe.hash,
        offerOrderId: order.id,
        offeredAt,
        offeredUntil,
      },
    );
    Logger.info(`Offered ${entry.seats} seat(s) of performance ${entry.performanceId} to entry ${entry.id}`, loggerCtx);
    await this.eventBus.publish(
      new WaitingListEmailEvent(
        ctx,
        'offer',
        { ...entry, offeredUntil } as WaitingListEntry,
        await this.title(ctx, entry.performanceId),
        { action: offer.token, unsubscribe: unsubscribe.token },
      ),
    );
    return true;
  }

  /** Offers, acceptances and expiries, of one performance or all. */
  async counts(ctx: RequestContext, performanceId?: ID | null): Promise<WaitingListCounts> {
    const where = performanceId ? { performanceId } : {};
    const count = (extra: object) => this.repo(ctx).count({ where: { ...where, ...extra } });
    const [waiting, offers, acceptances, expiries, unsubscribed] = await Promise.all([
      count({ state: 'WAITING' }),
      this.repo(ctx)
        .createQueryBuilder('e')
        .where(performanceId ? 'e.performanceId = :performanceId' : '1=1', { performanceId })
        .andWhere('e.offeredAt IS NOT NULL')
        .getCount(),
      count({ state: 'ACCEPTED' }),
      count({ state: 'EXPIRED' }),
      count({ state: 'UNSUBSCRIBED' }),
    ]);
    return { waiting, offers, acceptances, expiries, unsubscribed };
  }

  /** The play's title in every language and the performance's start, for the emails. */
  private async title(ctx: RequestContext, performanceId: ID): Promise<OfferedPerformance> {
    const performance = await this.connection
      .getRepository(ctx, Performance)
      .findOne({ where: { id: performanceId }, relations: { play: { translations: true } } });
    return {
      startsAt: performance?.startsAt ?? null,
      titles: Object.fromEntries((performance?.play?.translations ?? []).map((t) => [t.languageCode, t.title])),
    };
  }
}
