import { bestAvailable } from '@foyer/shared/seating/best-available';
import { MAX_SEATS_PER_ORDER } from '@foyer/shared/seating/seat-codes';
import { choosePlaces } from '@foyer/shared/seating/unreserved-places';
import { Inject, Injectable } from '@nestjs/common';
import {
  ActiveOrderService,
  type ID,
  isGraphQlErrorResult,
  Logger,
  type Order,
  OrderLine,
  OrderService,
  type RequestContext,
  TransactionalConnection,
} from '@vendure/core';
import { In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import { CartWriteKeys, cartWriteKey, type KeyClaim } from '../../idempotent-cart';
import { loggerCtx, SEATING_OPTIONS } from '../constants';
import { type ReservationState, SeatReservation } from '../entities/seat-reservation.entity';
import type { SeatingPluginOptions } from '../types';
import { type LoadedSeating, SeatPlanService } from './seat-plan.service';

/** How many times best available looks again when others took its seats first. */
const BEST_ATTEMPTS = 5;

export type SeatRefusal = 'SEATS_TAKEN' | 'NO_SEATS_FIT' | 'INVALID_SEATS' | 'NOT_ON_SALE';

/** Why seats were not given; `message` is for logs and staff, the storefront words `reason` itself. */
export interface SeatsUnavailable {
  __typename: 'SeatsUnavailable';
  reason: SeatRefusal;
  message: string;
  seatKeys: string[];
}

const refusal = (reason: SeatRefusal, message: string, seatKeys: string[] = []): SeatsUnavailable => ({
  __typename: 'SeatsUnavailable',
  reason,
  message,
  seatKeys,
});

/** What best available is asked for (the Shop API's BestSeatsInput). */
export interface BestSeatsRequest {
  performanceId: ID;
  count: number;
  wheelchair?: number | null;
  zone?: string | null;
  maxPrice?: number | null;
  area?: string | null;
}

/** The order seats are held for: the shopper's cart (made when first needed) or a given order. */
type OrderToFill = () => Promise<ID>;

/** A seat taken for the map: a row that is not free now (a HELD row past its time is free). */
export interface TakenSeat {
  key: string;
  state: ReservationState;
  orderId: ID | null;
  expiresAt: Date | null;
}

/**
 * Holds, sells and gives back numbered seats (ADR 053). Every change is one
 * conditional statement on `seat_reservation`, whose unique (performance, seat) index
 * lets at most one row exist per seat: taking a seat is inserting its row (or nothing,
 * if one exists); an expired hold is deleted conditionally before anyone else's insert.
 * Nothing relies on a rollback (SQLite's shared connection does not isolate one,
 * ADR 021): what this request took is given back by the same code when a later step
 * fails. An order line selling a reserved performance has one seat row per unit, in its
 * zone (`seatZone`); `reconcile` keeps the two equal.
 */
@Injectable()
export class SeatReservationService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly activeOrders: ActiveOrderService,
    private readonly orders: OrderService,
    private readonly plans: SeatPlanService,
    private readonly keys: CartWriteKeys,
    @Inject(SEATING_OPTIONS) private readonly options: SeatingPluginOptions,
  ) {}

  private repo(ctx: RequestContext) {
    return this.connection.getRepository(ctx, SeatReservation);
  }

  /** The rows of a performance that are not free now. */
  async taken(ctx: RequestContext, performanceId: ID): Promise<TakenSeat[]> {
    const now = Date.now();
    const rows = await this.repo(ctx).find({
      where: { performanceId },
      select: { seatKey: true, state: true, orderId: true, expiresAt: true },
    });
    return rows
      .filter((row) => row.state !== 'HELD' || (row.expiresAt?.getTime() ?? 0) > now)
      .map((row) => ({ key: row.seatKey, state: row.state, orderId: row.orderId, expiresAt: row.expiresAt }));
  }

  /** How many places of each performance are not free now. */
  async takenCounts(ctx: RequestContext, performanceIds: ID[]): Promise<Map<string, number>> {
    if (!performanceIds.length) return new Map();
    const rows: Array<{ performanceId: ID; taken: string | number }> = await this.repo(ctx)
      .createQueryBuilder('r')
      .select('r.performanceId', 'performanceId')
      .addSelect('COUNT(*)', 'taken')
      .where('r.performanceId IN (:...ids)', { ids: performanceIds })
      .andWhere('(r.state != :held OR r.expiresAt > :now)', { held: 'HELD', now: new Date() })
      .groupBy('r.performanceId')
      .getRawMany();
    return new Map(rows.map((row) => [String(row.performanceId), Number(row.taken)]));
  }

  /** The active order of the request's session, if it has one (never makes one). */
  async activeOrderId(ctx: RequestContext): Promise<ID | undefined> {
    if (!ctx.session) return undefined;
    return (await this.activeOrders.getActiveOrder(ctx, undefined))?.id;
  }

  /** The rows an order holds or bought. */
  ofOrder(ctx: RequestContext, orderId: ID): Promise<SeatReservation[]> {
    return this.repo(ctx).find({ where: { orderId }, order: { performanceId: 'ASC' } });
  }

  /** Holds these seats for the active order (made if needed) and adds them to it, priced by zone. */
  select(ctx: RequestContext, performanceId: ID, seatKeys: string[]): Promise<Order | SeatsUnavailable> {
    return this.selectInto(ctx, this.activeCart(ctx), performanceId, seatKeys);
  }

  /**
   * The same for a given order (a counter sale's draft, ADR 061): same holds, same rules;
   * the caller has checked that this order may be changed so.
   */
  selectForOrder(
    ctx: RequestContext,
    orderId: ID,
    performanceId: ID,
    seatKeys: string[],
  ): Promise<Order | SeatsUnavailable> {
    return this.selectInto(ctx, async () => orderId, performanceId, seatKeys);
  }

  /**
   * Finds the best adjacent free seats for the request and holds them for the shopper's
   * cart (once more if someone was quicker). With `area`, only in that area: a reserved
   * area's best block, or for an unreserved area (standing room) that many of its places,
   * sold by count.
   *
   * Once per key (ADR 076): a repeat of a key whose seats were held (its
   * answer lost on the way) answers the order as it is now, with those seats, and holds
   * none more, on any server, however close together the two arrive. The key is claimed
   * in the cart before any seat is chosen, so a repeat that finds the hall full is not
   * refused; a shopper without a cart yet gets one only with their seats, and the key is
   * claimed in it then. A refusal or a failure gives the key back.
   */
  async selectBestOnce(
    ctx: RequestContext,
    input: BestSeatsRequest,
    idempotencyKey: string,
  ): Promise<Order | SeatsUnavailable> {
    const key = cartWriteKey(idempotencyKey);
    const cart = await this.activeOrderId(ctx);
    let claimed: KeyClaim | undefined;
    if (cart !== undefined) {
      claimed = await this.keys.claim(ctx, cart, key);
      if (!claimed) return (await this.orders.findOne(ctx, cart)) as Order;
    }
    const fill: OrderToFill = async () => {
      if (cart !== undefined) return cart;
      const made = await this.activeCart(ctx)();
      claimed = await this.keys.claim(ctx, made, key);
      return made;
    };
    let result: Order | SeatsUnavailable;
    try {
      result = await this.selectBestInto(ctx, fill, input);
    } catch (error) {
      await claimed?.release();
      throw error;
    }
    if ('reason' in result) await claimed?.release();
    return result;
  }

  /** Best available for a given order (a counter sale's draft); the caller has checked it may be changed. */
  selectBestForOrder(ctx: RequestContext, orderId: ID, input: BestSeatsRequest): Promise<Order | SeatsUnavailable> {
    return this.selectBestInto(ctx, async () => orderId, input);
  }

  /** The shopper's cart, made only when called: a request that finds no seats makes none. */
  private activeCart(ctx: RequestContext): OrderToFill {
    return async () => (await this.activeOrders.getActiveOrder(ctx, undefined, true)).id;
  }

  private async selectInto(
    ctx: RequestContext,
    orderToFill: OrderToFill,
    performanceId: ID,
    seatKeys: string[],
  ): Promise<Order | SeatsUnavailable> {
    const loaded = await this.plans.load(ctx, performanceId);
    const closed = loaded ? notOnSale(loaded) : 'This performance is not sold by seat.';
    if (!loaded || closed) return refusal('NOT_ON_SALE', closed ?? 'Not on sale.');
    const keys = [...new Set(seatKeys)].sort();
    const unknown = keys.filter((key) => !loaded.places.get(key)?.seat);
    if (!keys.length || unknown.length) return refusal('INVALID_SEATS', 'No such seats in the plan.', unknown);
    return this.hold(ctx, loaded, await orderToFill(), keys);
  }

  private async selectBestInto(
    ctx: RequestContext,
    orderToFill: OrderToFill,
    input: BestSeatsRequest,
  ): Promise<Order | SeatsUnavailable> {
    const loaded = await this.plans.load(ctx, input.performanceId);
    const closed = loaded ? notOnSale(loaded) : 'This performance is not sold by seat.';
    if (!loaded || closed) return refusal('NOT_ON_SALE', closed ?? 'Not on sale.');
    const count = input.count;
    const wheelchair = input.wheelchair ?? 0;
    // Each wheelchair space comes with its companion seat, both counted in `count`.
    if (
      !Number.isInteger(count) ||
      !Number.isInteger(wheelchair) ||
      count < 1 ||
      count > MAX_SEATS_PER_ORDER ||
      wheelchair < 0 ||
      2 * wheelchair > count
    ) {
      return refusal('INVALID_SEATS', `Ask for 1 to ${MAX_SEATS_PER_ORDER} seats.`);
    }
    const area = input.area == null ? undefined : loaded.plan.areas.find((a) => a.key === input.area);
    if (input.area != null && !area) return refusal('INVALID_SEATS', 'No such area in the plan.');
    if (area?.kind === 'unreserved' && wheelchair > 0) {
      return refusal('INVALID_SEATS', 'Wheelchair spaces are numbered seats, not places of an unreserved area.');
    }
    const zone = input.zone ?? undefined;
    const maxPrice = input.maxPrice ?? undefined;
    const prices = loaded.seating.zonePrices;
    const choose = (taken: ReadonlySet<string>) =>
      area?.kind === 'unreserved'
        ? choosePlaces(area, taken, { count, zone, maxPrice }, prices)
        : // bestAvailable counts seats (companions included) and wheelchair spaces apart.
          bestAvailable(
            area ? { ...loaded.plan, areas: [area] } : loaded.plan,
            taken,
            { count: count - wheelchair, wheelchair, zone, maxPrice },
            prices,
          );
    let orderId: ID | undefined;
    // Seats lost to quicker shoppers are left out of the next look, even before their
    // holds are committed and seen (another transaction's insert is invisible until then).
    const lostToOthers = new Set<string>();
    for (let attempt = 0; attempt < BEST_ATTEMPTS; attempt++) {
      const taken = new Set((await this.taken(ctx, loaded.performance.id)).map((seat) => seat.key));
      for (const key of lostToOthers) taken.add(key);
      const keys = choose(taken);
      if (!keys) return refusal('NO_SEATS_FIT', 'No block of free seats fits the request.');
      // The cart is made only once there are seats to put in it.
      orderId ??= await orderToFill();
      const result = await this.hold(ctx, loaded, orderId, keys);
      if (!('reason' in result) || result.reason !== 'SEATS_TAKEN') return result;
      for (const key of result.seatKeys) lostToOthers.add(key);
    }
    return refusal('NO_SEATS_FIT', 'The seats went to others while we looked; try again.');
  }

  private async hold(
    ctx: RequestContext,
    loaded: LoadedSeating,
    orderId: ID,
    keys: string[],
  ): Promise<Order | SeatsUnavailable> {
    const performanceId = loaded.performance.id;
    // After the order's other writes (ADR 076): a copy of this request in flight on another
    // server would otherwise hold the seats' locks, and this one be told they are taken.
    await this.keys.oneWriteAtATime(ctx, orderId);
    const mine = await this.repo(ctx).find({ where: { orderId, performanceId } });
    const mineKeys = new Set(mine.map((row) => row.seatKey));
    const wanted = keys.filter((key) => !mineKeys.has(key));
    if (mine.length + wanted.length > MAX_SEATS_PER_ORDER) {
      return refusal('INVALID_SEATS', `At most ${MAX_SEATS_PER_ORDER} seats per order.`, wanted);
    }
    const busy = await this.busyElsewhere(ctx, performanceId, wanted);
    if (busy.length) return refusal('SEATS_TAKEN', 'Someone else is taking these seats.', busy);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.options.holdSeconds * 1000);
    if (wanted.length) {
      // An expired hold of another order is free: delete it first, conditionally, so
      // of two shoppers taking it over, the unique index lets one insert win.
      await this.repo(ctx).delete({
        performanceId,
        seatKey: In(wanted),
        state: 'HELD',
        expiresAt: LessThanOrEqual(now),
        orderId: Not(orderId),
      });
      await this.repo(ctx)
        .createQueryBuilder()
        .insert()
        .into(SeatReservation)
        .values(
          wanted.map((seatKey) => ({
            performanceId,
            seatKey,
            zone: loaded.places.get(seatKey)?.zone ?? '',
            state: 'HELD' as const,
            orderId,
            expiresAt,
          })),
        )
        .orIgnore()
        .execute();
    }
    const rows = await this.repo(ctx).find({ where: { performanceId, seatKey: In(wanted) } });
    const won = rows.filter((row) => String(row.orderId) === String(orderId) && row.state === 'HELD');
    const lost = wanted.filter((key) => !won.some((row) => row.seatKey === key));
    if (lost.length) {
      await this.drop(ctx, won);
      return refusal('SEATS_TAKEN', 'Someone else has these seats.', lost);
    }
    const { failure, order } = await this.matchLines(ctx, orderId, loaded);
    if (failure) {
      await this.drop(ctx, won);
      await this.reconcile(ctx, orderId, loaded);
      return refusal('INVALID_SEATS', failure, wanted);
    }
    await this.renew(ctx, orderId, performanceId);
    return order ?? ((await this.orders.findOne(ctx, orderId)) as Order);
  }

  /**
   * Seats another request is taking at this moment, on PostgreSQL: each seat is claimed
   * with a transaction-scoped advisory try-lock first, so a shopper asking for a seat whose
   * row another transaction has inserted but not yet committed is told at once that it is
   * taken, instead of waiting on that transaction's lock (many shoppers clicking the same
   * seats would otherwise queue behind each other's whole cart change). The unique index
   * stays the guarantee; the lock only answers sooner. SQLite runs one transaction at a
   * time, so there nothing is busy.
   */
  private async busyElsewhere(ctx: RequestContext, performanceId: ID, keys: string[]): Promise<string[]> {
    if (this.connection.rawConnection.options.type !== 'postgres' || !keys.length) return [];
    const busy: string[] = [];
    for (const key of keys) {
      const [row] = (await this.connection
        .getRepository(ctx, SeatReservation)
        .query('SELECT pg_try_advisory_xact_lock($1::int, hashtext($2)) AS locked', [
          Number(performanceId),
          key,
        ])) as Array<{ locked: boolean }>;
      if (!row?.locked) busy.push(key);
    }
    return busy;
  }

  /** Gives these held seats back and takes them out of the active order. */
  release(ctx: RequestContext, performanceId: ID, seatKeys: string[]): Promise<Order | SeatsUnavailable> {
    return this.releaseFrom(ctx, () => this.activeOrderId(ctx), performanceId, seatKeys);
  }

  /** The same for a given order (a counter sale's draft); the caller has checked it may be changed. */
  releaseForOrder(
    ctx: RequestContext,
    orderId: ID,
    performanceId: ID,
    seatKeys: string[],
  ): Promise<Order | SeatsUnavailable> {
    return this.releaseFrom(ctx, async () => orderId, performanceId, seatKeys);
  }

  private async releaseFrom(
    ctx: RequestContext,
    orderOf: () => Promise<ID | undefined>,
    performanceId: ID,
    seatKeys: string[],
  ): Promise<Order | SeatsUnavailable> {
    const loaded = await this.plans.load(ctx, performanceId);
    if (!loaded) return refusal('NOT_ON_SALE', 'This performance is not sold by seat.');
    const orderId = await orderOf();
    if (!orderId) return refusal('INVALID_SEATS', 'There is no cart to take seats from.', seatKeys);
    await this.keys.oneWriteAtATime(ctx, orderId);
    await this.repo(ctx).delete({ orderId, performanceId, seatKey: In(seatKeys), state: 'HELD' });
    const { failure, order } = await this.matchLines(ctx, orderId, loaded);
    if (failure) return refusal('INVALID_SEATS', failure, seatKeys);
    return order ?? ((await this.orders.findOne(ctx, orderId)) as Order);
  }

  /**
   * Makes the order's lines for this performance match the seats it holds: a line per
   * zone, its quantity the seats of that zone. Returns why Vendure refused, if it did.
   */
  async reconcile(ctx: RequestContext, orderId: ID, loaded: LoadedSeating): Promise<string | undefined> {
    return (await this.matchLines(ctx, orderId, loaded)).failure;
  }

  /**
   * `reconcile`, with the order as Vendure's last change of a line loaded it after that change
   * (its `findOne`, relations and prices as the Shop API answers them), so a seat change reads
   * the order once less; no order when no line changed.
   */
  private async matchLines(
    ctx: RequestContext,
    orderId: ID,
    loaded: LoadedSeating,
  ): Promise<{ failure?: string; order?: Order }> {
    const variantId = loaded.performance.productVariantId;
    if (!variantId) return { failure: 'This performance has no ticket.' };
    const rows = await this.repo(ctx).find({
      where: { orderId, performanceId: loaded.performance.id, state: In(['HELD', 'SOLD']) },
    });
    const perZone = new Map<string, number>();
    for (const row of rows) perZone.set(row.zone, (perZone.get(row.zone) ?? 0) + 1);
    const lines = await this.connection
      .getRepository(ctx, OrderLine)
      .find({ where: { order: { id: orderId }, productVariantId: variantId } });
    let order: Order | undefined;
    for (const line of lines) {
      const zone = (line.customFields as { seatZone?: string | null }).seatZone ?? '';
      const wanted = perZone.get(zone) ?? 0;
      perZone.delete(zone);
      if (wanted === line.quantity) continue;
      const result =
        wanted === 0
          ? await this.orders.removeItemFromOrder(ctx, orderId, line.id)
          : await this.orders.adjustOrderLine(ctx, orderId, line.id, wanted);
      if (isGraphQlErrorResult(result)) return { failure: result.message };
      order = result;
    }
    for (const [zone, quantity] of perZone) {
      const result = await this.orders.addItemToOrder(ctx, orderId, variantId, quantity, { seatZone: zone });
      if (isGraphQlErrorResult(result)) return { failure: result.message };
      order = result;
    }
    await this.linkLines(ctx, orderId, loaded);
    return { order };
  }

  /** Records each seat's order line, so tickets name their seats. */
  private async linkLines(ctx: RequestContext, orderId: ID, loaded: LoadedSeating) {
    const lines = await this.connection
      .getRepository(ctx, OrderLine)
      .find({ where: { order: { id: orderId }, productVariantId: loaded.performance.productVariantId ?? -1 } });
    for (const line of lines) {
      const zone = (line.customFields as { seatZone?: string | null }).seatZone;
      if (!zone) continue;
      await this.repo(ctx).update(
        { orderId, performanceId: loaded.performance.id, zone, orderLineId: IsNull() },
        { orderLineId: line.id },
      );
    }
  }

  /** Every held seat of the order is kept for it another hold time (selection, or entering payment). */
  async renew(ctx: RequestContext, orderId: ID, performanceId?: ID): Promise<Date> {
    const expiresAt = new Date(Date.now() + this.options.holdSeconds * 1000);
    await this.repo(ctx).update({ orderId, state: 'HELD', ...(performanceId ? { performanceId } : {}) }, { expiresAt });
    return expiresAt;
  }

  /**
   * Whether the order holds more seats for some performance than one order may buy: two
   * carts merged on sign-in can (ADR 077); choosing seats never lets a cart get there.
   */
  async overLimit(ctx: RequestContext, orderId: ID): Promise<boolean> {
    const counts: Array<{ seats: string | number }> = await this.repo(ctx)
      .createQueryBuilder('r')
      .select('COUNT(*)', 'seats')
      .where('r.orderId = :orderId', { orderId })
      .andWhere('r.state IN (:...states)', { states: ['HELD', 'SOLD'] })
      .groupBy('r.performanceId')
      .getRawMany();
    return counts.some((row) => Number(row.seats) > MAX_SEATS_PER_ORDER);
  }

  /**
   * On entering payment: every reserved unit of the order must still have its seat row
   * (rows past their time stay the order's until someone else takes them). Renews them.
   * Returns false when a seat is gone.
   */
  async renewForPayment(ctx: RequestContext, order: Order): Promise<boolean> {
    const expected = await this.reservedUnits(ctx, order);
    if (expected === 0) return true;
    const held = await this.repo(ctx).count({ where: { orderId: order.id, state: 'HELD' } });
    if (held !== expected) return false;
    await this.renew(ctx, order.id);
    return true;
  }

  /**
   * At payment: the order's held seats become sold, all or none, and never after their
   * time. Refused when a seat is not held for the order any more.
   */
  async claim(ctx: RequestContext, order: Order): Promise<'claimed' | 'none' | 'refused'> {
    const expected = await this.reservedUnits(ctx, order);
    if (expected === 0) return 'none';
    const sold = await this.repo(ctx).count({ where: { orderId: order.id, state: 'SOLD' } });
    if (sold === expected) return 'claimed';
    const now = new Date();
    const live = await this.repo(ctx).count({
      where: { orderId: order.id, state: 'HELD', expiresAt: MoreThan(now) },
    });
    if (sold + live !== expected) return 'refused';
    const claimed = await this.repo(ctx).update(
      { orderId: order.id, state: 'HELD', expiresAt: MoreThan(now) },
      { state: 'SOLD', expiresAt: null },
    );
    if (sold + (claimed.affected ?? 0) === expected) return 'claimed';
    // A seat ran out between the count and the claim (a millisecond): give the claim back.
    await this.unclaim(ctx, order.id);
    return 'refused';
  }

  /** Undoes a claim whose payment did not go through: the seats are held again, already past their time. */
  async unclaim(ctx: RequestContext, orderId: ID): Promise<void> {
    await this.repo(ctx).update({ orderId, state: 'SOLD' }, { state: 'HELD', expiresAt: new Date() });
  }

  /** A cancelled order's seats go back on sale. */
  async freeOrder(ctx: RequestContext, orderId: ID): Promise<number> {
    const result = await this.repo(ctx).delete({ orderId, state: In(['HELD', 'SOLD']) });
    return result.affected ?? 0;
  }

  /** The seats of a removed order line go back on sale (if still only held). */
  async freeLine(ctx: RequestContext, orderLineId: ID): Promise<void> {
    await this.repo(ctx).delete({ orderLineId, state: 'HELD' });
  }

  /** How many of the order's units sell a reserved performance (each needs a seat row). */
  async reservedUnits(ctx: RequestContext, order: Order): Promise<number> {
    const lines = await this.connection.getRepository(ctx, OrderLine).find({ where: { order: { id: order.id } } });
    return lines
      .filter((line) => (line.customFields as { seatZone?: string | null }).seatZone)
      .reduce((sum, line) => sum + line.quantity, 0);
  }

  /** Box office: keeps free seats back; held or sold seats are left as they are. */
  async block(ctx: RequestContext, loaded: LoadedSeating, seatKeys: string[]): Promise<void> {
    const keys = seatKeys.filter((key) => loaded.places.has(key));
    if (!keys.length) return;
    await this.repo(ctx).delete({
      performanceId: loaded.performance.id,
      seatKey: In(keys),
      state: 'HELD',
      expiresAt: LessThanOrEqual(new Date()),
    });
    await this.repo(ctx)
      .createQueryBuilder()
      .insert()
      .into(SeatReservation)
      .values(
        keys.map((seatKey) => ({
          performanceId: loaded.performance.id,
          seatKey,
          zone: loaded.places.get(seatKey)?.zone ?? '',
          state: 'BLOCKED' as const,
          orderId: null,
          expiresAt: null,
        })),
      )
      .orIgnore()
      .execute();
  }

  async unblock(ctx: RequestContext, performanceId: ID, seatKeys: string[]): Promise<void> {
    await this.repo(ctx).delete({ performanceId, seatKey: In(seatKeys), state: 'BLOCKED' });
  }

  /** Box office: gives back seats an unpaid order holds (a stuck hold), and fixes that order's lines. */
  async releaseHolds(ctx: RequestContext, loaded: LoadedSeating, seatKeys: string[]): Promise<void> {
    const rows = await this.repo(ctx).find({
      where: { performanceId: loaded.performance.id, seatKey: In(seatKeys), state: 'HELD' },
    });
    await this.repo(ctx).delete({ performanceId: loaded.performance.id, seatKey: In(seatKeys), state: 'HELD' });
    for (const orderId of new Set(rows.map((row) => row.orderId).filter((id): id is ID => id != null))) {
      Logger.info(`Box office released held seats of order ${orderId}`, loggerCtx);
    }
  }

  private async drop(ctx: RequestContext, rows: SeatReservation[]) {
    if (rows.length) await this.repo(ctx).delete({ id: In(rows.map((row) => row.id)), state: 'HELD' });
  }
}

/** Why a reserved performance is not sold now, if it is not. */
function notOnSale(loaded: LoadedSeating): string | undefined {
  if (loaded.performance.cancelledAt) return 'This performance is cancelled.';
  if (loaded.performance.startsAt.getTime() <= Date.now()) return 'This performance has begun.';
  return undefined;
}
