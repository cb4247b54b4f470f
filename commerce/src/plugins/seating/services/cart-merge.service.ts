import { Injectable } from '@nestjs/common';
import {
  type ID,
  isGraphQlErrorResult,
  Logger,
  Order,
  OrderService,
  type RequestContext,
  TransactionalConnection,
  type User,
} from '@vendure/core';
import { effectiveState } from '../../seat-hold/hold-rules';
import { SeatHoldService } from '../../seat-hold/services/seat-hold.service';
import { loggerCtx } from '../constants';
import { SeatReservation } from '../entities/seat-reservation.entity';
import { SeatPlanService } from './seat-plan.service';
import { SeatReservationService } from './seat-reservation.service';

/** OrderService.mergeOrders as Vendure wrote it. */
export type MergeOrders = (
  ctx: RequestContext,
  user: User,
  guestOrder: Order | undefined,
  existingOrder: Order | undefined,
) => Promise<Order | undefined>;

/** Counted places a cart held outside the payment step (a claimed waiting-list offer, ADR 068). */
interface KeptPlaces {
  quantities: Map<string, number>;
  until: Date;
}

/**
 * Signing in with a cart (ADR 073). When both the guest's cart and the customer's have
 * lines, Vendure merges the guest's lines into the customer's order and deletes the
 * guest's order, whose seat rows and stock hold the database deletes with it: the seats
 * would go back on sale and the held stock would stay allocated to nobody. Around
 * Vendure's merge, in the sign-in's transaction:
 * - a customer's cart at the payment step goes back to the cart first (its payment hold
 *   given back, as for any change at that step), or Vendure could add nothing to it;
 * - the guest's seat rows become the customer's cart's, with their expiry, before the
 *   guest's order is deleted, and the cart's lines are then made to match its seats;
 * - counted places either cart held (claimed waiting-list offers) are given back before
 *   Vendure raises the merged line (its stock check counts held places as sold) and held
 *   again for the merged cart, all of them, until the earlier of the two ends.
 */
@Injectable()
export class CartMergeService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orders: OrderService,
    private readonly holds: SeatHoldService,
    private readonly plans: SeatPlanService,
    private readonly reservations: SeatReservationService,
  ) {}

  async merge(
    merge: MergeOrders,
    ctx: RequestContext,
    user: User,
    guestOrder: Order | undefined,
    existingOrder: Order | undefined,
  ): Promise<Order | undefined> {
    // Vendure deletes a guest's cart that has lines only when the customer's has lines too
    // (then the customer's survives); a guest's order with a customer is not merged at all.
    if (!guestOrder?.lines?.length || guestOrder.customer || !existingOrder?.lines?.length) {
      return merge(ctx, user, guestOrder, existingOrder);
    }
    const survivor = await this.backToCart(ctx, existingOrder);
    const kept = await this.takeBackPlaces(ctx, [guestOrder.id, survivor.id]);
    const seats = this.connection.getRepository(ctx, SeatReservation);
    const performanceIds = new Set(
      (await seats.find({ where: { orderId: guestOrder.id }, select: { performanceId: true } })).map((row) =>
        String(row.performanceId),
      ),
    );
    await seats.update({ orderId: guestOrder.id }, { orderId: survivor.id, orderLineId: null });

    const merged = await merge(ctx, user, guestOrder, survivor);

    for (const performanceId of performanceIds) {
      const loaded = await this.plans.load(ctx, performanceId);
      const failure = loaded && (await this.reservations.reconcile(ctx, survivor.id, loaded));
      if (failure) Logger.warn(`Order ${survivor.code}'s seats did not make lines on sign-in: ${failure}`, loggerCtx);
    }
    if (kept) await this.holdAgain(ctx, survivor.id, kept);
    return merged;
  }

  /** The customer's cart, moved back from the payment step if it was there. */
  private async backToCart(ctx: RequestContext, order: Order): Promise<Order> {
    if (order.state !== 'ArrangingPayment') return order;
    const back = await this.orders.transitionToState(ctx, order.id, 'AddingItems');
    if (isGraphQlErrorResult(back)) {
      Logger.warn(`Order ${order.code} could not go back to the cart on sign-in: ${back.message}`, loggerCtx);
      return order;
    }
    return (await this.orders.findOne(ctx, order.id)) ?? order;
  }

  /**
   * Gives back the stock the carts hold and answers what was live: per variant, and until
   * when (the earlier end). A hold past its time is given back too (the guest's would be
   * deleted with its order) but not kept.
   */
  private async takeBackPlaces(ctx: RequestContext, orderIds: ID[]): Promise<KeptPlaces | undefined> {
    const quantities = new Map<string, number>();
    let until: Date | undefined;
    const now = new Date();
    for (const orderId of orderIds) {
      const hold = await this.holds.findForOrder(ctx, orderId);
      if (hold?.state !== 'HELD') continue;
      const live = effectiveState(hold, now) === 'HELD';
      await this.holds.release(ctx, orderId, live ? 'RELEASED' : 'EXPIRED');
      if (!live) continue;
      for (const line of hold.lines) {
        const variant = String(line.productVariantId);
        quantities.set(variant, (quantities.get(variant) ?? 0) + line.quantity);
      }
      until = until && until < hold.expiresAt ? until : hold.expiresAt;
    }
    return until && quantities.size ? { quantities, until } : undefined;
  }

  /** Holds the kept places for the merged cart, as far as its lines still have them. */
  private async holdAgain(ctx: RequestContext, orderId: ID, kept: KeptPlaces): Promise<void> {
    const order = await this.connection.getEntityOrThrow(ctx, Order, orderId, {
      relations: ['lines', 'lines.productVariant'],
    });
    const wanted = [...kept.quantities].flatMap(([variantId, quantity]) => {
      const line = order.lines.find((l) => String(l.productVariantId) === variantId && l.quantity > 0);
      return line ? [{ orderLineId: line.id, quantity: Math.min(quantity, line.quantity) }] : [];
    });
    if (wanted.length && !(await this.holds.holdLinesUntil(ctx, order, wanted, kept.until))) {
      Logger.warn(`Order ${order.code} could not hold its places again on sign-in`, loggerCtx);
    }
  }
}
