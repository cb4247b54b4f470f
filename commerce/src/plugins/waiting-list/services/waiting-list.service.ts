import { Inject, Injectable } from '@nestjs/common';
import {
  ActiveOrderService,
  EventBus,
  type ID,
  isGraphQlErrorResult,
  Logger,
  Order,
  OrderService,
  ProductVariant,
  ProductVariantService,
  type RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { In, IsNull, LessThanOrEqual } from 'typeorm';
import { SeatHoldService } from '../../seat-hold/services/seat-hold.service';
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

/**
 * What a performance on sale has free: numbered seats (ADR 063), or counted places, its
 * ticket variant's saleable stock (ADR 068).
 */
type FreePlaces = { kind: 'seats'; free: number } | { kind: 'count'; free: number; variantId: ID };

/** Thrown inside a claim's transaction to undo all of it when the places cannot follow the visitor. */
class ClaimFailed extends Error {}

export interface WaitingListCounts {
  waiting: number;
  offers: number;
  acceptances: number;
  expiries: number;
  unsubscribed: number;
}

/**
 * The waiting list of sold-out performances (ADR 063, 067). An offer is an order of its
 * own, made by the offer pass, that holds the places until the offer's end: numbered seats
 * by their seat rows (the seat table's unique index keeps anyone else off them), counted
 * places by a stock hold (ADR 021's conditional update). Claiming moves them into the
 * visitor's cart, still held until the offer's end; an unclaimed offer gives them back and
 * passes to the next in line.
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
    private readonly holds: SeatHoldService,
    private readonly variants: ProductVariantService,
    @Inject(WAITING_LIST_OPTIONS) private readonly options: WaitingListPluginOptions,
  ) {}

  private repo(ctx: RequestContext) {
    return this.connection.getRepository(ctx, WaitingListEntry);
  }

  /**
   * The free places of a performance on sale; undefined when it is not on sale (cancelled,
   * begun, unknown, or selling no tickets). `sweep` first gives back expired stock holds
   * on a counted performance's tickets, as the offer pass does: an expired hold is one of
   * the ways places come back.
   */
  private async freePlaces(ctx: RequestContext, performanceId: ID, sweep = false): Promise<FreePlaces | undefined> {
    const loaded = await this.plans.load(ctx, performanceId);
    if (loaded) {
      if (loaded.performance.cancelledAt || loaded.performance.startsAt.getTime() <= Date.now()) return undefined;
      const taken = (await this.seats.takenCounts(ctx, [performanceId])).get(String(performanceId)) ?? 0;
      return { kind: 'seats', free: Math.max(0, loaded.places.size - taken) };
    }
    const performance = await this.connection.getRepository(ctx, Performance).findOne({ where: { id: performanceId } });
    const variantId = performance?.productVariantId;
    if (!performance || !variantId || performance.cancelledAt || performance.startsAt.getTime() <= Date.now()) {
      return undefined;
    }
    if (sweep) await this.holds.releaseExpired(ctx, [variantId]);
    const variant = await this.connection
      .getRepository(ctx, ProductVariant)
      .findOne({ where: { id: variantId, deletedAt: IsNull() } });
    if (!variant) return undefined;
    const saleable = await this.variants.getSaleableStockLevel(ctx, variant);
    return { kind: 'count', free: Math.max(0, saleable), variantId };
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
    const places = await this.freePlaces(ctx, performanceId);
    if (places === undefined) return refused('NOT_FOUND', performanceId);
    if (places.free > 0) return refused('NOT_SOLD_OUT', performanceId);
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
   * Moves the offer's held places into the visitor's cart (made if needed), still held until
   * the offer's end. Once only: the state changes conditionally before the places move.
   */
  async claim(ctx: RequestContext, token: string): Promise<WaitingListResult> {
    const entry = await this.byToken(ctx, 'offerTokenHash', token);
    if (!entry) return refused('INVALID_TOKEN');
    const claimable = offerClaimable(entry, new Date());
    if (claimable === 'expired') return refused('OFFER_EXPIRED', entry.performanceId);
    if (claimable === 'gone' || !entry.offerOrderId) return refused('INVALID_TOKEN', entry.performanceId);
    const loaded = await this.plans.load(ctx, entry.performanceId);
    if (!loaded) return this.claimCounted(ctx, entry, entry.offerOrderId);
    const won = await this.repo(ctx).update({ id: entry.id, state: 'OFFERED' }, { state: 'ACCEPTED' });
    if (!won.affected) return refused('INVALID_TOKEN', entry.performanceId);
    const cart = await this.cartTakingItems(ctx);
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

  /**
   * A counted offer's claim (ADR 068): the offer order's stock hold is given back and, in
   * the same transaction, the places are added to the visitor's cart and held for it until
   * the offer's end. On PostgreSQL the stock level's row stays locked from the give-back to
   * the commit, so nobody else takes them in between.
   */
  private async claimCounted(ctx: RequestContext, entry: WaitingListEntry, offerOrderId: ID) {
    const performance = await this.connection
      .getRepository(ctx, Performance)
      .findOne({ where: { id: entry.performanceId } });
    const variantId = performance?.productVariantId;
    if (!variantId || !entry.offeredUntil) return refused('NOT_FOUND', entry.performanceId);
    const hold = await this.holds.findForOrder(ctx, offerOrderId);
    if (hold?.state !== 'HELD' || hold.expiresAt.getTime() <= Date.now()) {
      return refused('OFFER_EXPIRED', entry.performanceId);
    }
    const won = await this.repo(ctx).update({ id: entry.id, state: 'OFFERED' }, { state: 'ACCEPTED' });
    if (!won.affected) return refused('INVALID_TOKEN', entry.performanceId);
    const cart = await this.cartTakingItems(ctx);
    await this.holds.release(ctx, offerOrderId, 'RELEASED');
    const added = await this.orders.addItemToOrder(ctx, cart.id, variantId, entry.seats);
    if (isGraphQlErrorResult(added))
      throw new ClaimFailed(`The offered places did not go into the cart: ${added.message}`);
    const withLines = await this.connection.getEntityOrThrow(ctx, Order, cart.id, {
      relations: ['lines', 'lines.productVariant'],
    });
    const line = withLines.lines.find((l) => String(l.productVariantId) === String(variantId));
    if (!line || !(await this.holds.holdLineUntil(ctx, withLines, line.id, entry.seats, entry.offeredUntil))) {
      throw new ClaimFailed('The offered places could not be held for the cart');
    }
    return done(entry.performanceId);
  }

  /**
   * The visitor's cart (made if needed), able to take the offer's lines: a cart at the
   * payment step goes back to the cart first, as the storefront does when the shopper
   * changes it (its own stock hold is given back; its seats stay held). Without that,
   * Vendure adds no line to it, and numbered seats would move into it without theirs.
   */
  private async cartTakingItems(ctx: RequestContext): Promise<Order> {
    const cart = await this.activeOrders.getActiveOrder(ctx, undefined, true);
    if (cart.state !== 'ArrangingPayment') return cart;
    const back = await this.orders.transitionToState(ctx, cart.id, 'AddingItems');
    if (isGraphQlErrorResult(back)) throw new ClaimFailed(`The cart could not take the offer: ${back.message}`);
    return back;
  }

  /** Gives back what an offer order still holds: its seat rows, or its counted places' stock hold. */
  private async giveBack(ctx: RequestContext, offerOrderId: ID): Promise<void> {
    await this.connection.getRepository(ctx, SeatReservation).delete({ orderId: offerOrderId, state: 'HELD' });
    await this.holds.release(ctx, offerOrderId, 'RELEASED');
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
    for (let first = true; ; first = false) {
      const places = await this.freePlaces(ctx, performanceId, first);
      if (!places?.free) return offers;
      const waiting = await this.repo(ctx).find({
        where: { performanceId, state: 'WAITING' },
        order: { createdAt: 'ASC', id: 'ASC' },
        take: 1,
      });
      const entry = nextInLine(waiting, places.free);
      if (!entry) return offers;
      if (!(await this.offer(ctx, entry, places))) return offers;
      offers++;
    }
  }

  /** Holds the places for the entry in an order of its own until the offer's end, and emails the link. */
  private async offer(ctx: RequestContext, entry: WaitingListEntry, places: FreePlaces): Promise<boolean> {
    const order = await this.orders.create(ctx);
    const offeredAt = new Date();
    const offeredUntil = new Date(offeredAt.getTime() + this.options.offerSeconds * 1000);
    const held =
      places.kind === 'seats'
        ? await this.holdSeats(ctx, entry, order.id, offeredUntil)
        : await this.holdCounted(ctx, entry, order.id, places.variantId, offeredUntil);
    if (!held) return false;
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

  /** The best block of numbered seats, held by the offer order until the offer's end. */
  private async holdSeats(ctx: RequestContext, entry: WaitingListEntry, orderId: ID, until: Date): Promise<boolean> {
    const result = await this.seats.selectBestForOrder(ctx, orderId, {
      performanceId: entry.performanceId,
      count: entry.seats,
    });
    if ('reason' in result) {
      // Free seats that make no adjacent block: the first in line waits for a block.
      Logger.verbose(`No block of ${entry.seats} for entry ${entry.id}: ${result.reason}`, loggerCtx);
      return false;
    }
    await this.connection.getRepository(ctx, SeatReservation).update({ orderId, state: 'HELD' }, { expiresAt: until });
    return true;
  }

  /** Counted places: a line of the offer order, its stock held by ADR 021's conditional update until the offer's end. */
  private async holdCounted(
    ctx: RequestContext,
    entry: WaitingListEntry,
    orderId: ID,
    variantId: ID,
    until: Date,
  ): Promise<boolean> {
    const added = await this.orders.addItemToOrder(ctx, orderId, variantId, entry.seats);
    if (isGraphQlErrorResult(added)) {
      Logger.verbose(`No ${entry.seats} place(s) for entry ${entry.id}: ${added.message}`, loggerCtx);
      return false;
    }
    const withLines = await this.connection.getEntityOrThrow(ctx, Order, orderId, {
      relations: ['lines', 'lines.productVariant'],
    });
    const line = withLines.lines.find((l) => String(l.productVariantId) === String(variantId));
    // Someone took the places between the count and the hold: the first in line waits.
    return !!line && (await this.holds.holdLineUntil(ctx, withLines, line.id, entry.seats, until));
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
