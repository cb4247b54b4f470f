import { Injectable } from '@nestjs/common';
import type { CreateAddressInput, OrderAddress } from '@vendure/common/lib/generated-types';
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
 * - a guest's order with checkout details is merged like any guest's (ADR 077);
 * - either cart at the payment step goes back to the cart first (its payment hold given
 *   back, as for any change at that step), or Vendure could add nothing to it;
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
    const guest = guestOrder && withoutGuestCheckout(ctx, guestOrder);
    // Vendure deletes a guest's cart that has lines only when the customer's has lines too
    // (then the customer's survives); an order of another customer is not merged at all.
    if (!guest?.lines?.length || guest.customer) return merge(ctx, user, guestOrder, existingOrder);
    if (!existingOrder?.lines?.length) {
      // The guest's cart becomes the customer's. One that changes hands at the payment step
      // goes back to the cart, as the customer's own does below: its payment was the guest's.
      if (guest !== guestOrder) await this.backToCart(ctx, guest);
      return merge(ctx, user, guest, existingOrder);
    }
    // The guest's payment hold, if it was at the payment step, is given back with it.
    await this.backToCart(ctx, guest);
    const survivor = await this.backToCart(ctx, existingOrder);
    const kept = await this.takeBackPlaces(ctx, [guest.id, survivor.id]);
    const seats = this.connection.getRepository(ctx, SeatReservation);
    const performanceIds = new Set(
      (await seats.find({ where: { orderId: guest.id }, select: { performanceId: true } })).map((row) =>
        String(row.performanceId),
      ),
    );
    await seats.update({ orderId: guest.id }, { orderId: survivor.id, orderLineId: null });

    const merged = await merge(ctx, user, guest, survivor);

    for (const performanceId of performanceIds) {
      const loaded = await this.plans.load(ctx, performanceId);
      const failure = loaded && (await this.reservations.reconcile(ctx, survivor.id, loaded));
      if (failure) Logger.warn(`Order ${survivor.code}'s seats did not make lines on sign-in: ${failure}`, loggerCtx);
    }
    if (kept) await this.holdAgain(ctx, survivor.id, kept);
    await this.fillAddresses(ctx, guest, survivor);
    return merged;
  }

  /**
   * The addresses the guest gave go to the customer's cart where it has none: the shopper
   * typed them moments ago. An address the customer's cart has is kept (ADR 077).
   */
  private async fillAddresses(ctx: RequestContext, from: Order, into: Order): Promise<void> {
    const shipping = addressInput(from.shippingAddress);
    if (shipping && !into.shippingAddress?.streetLine1) await this.orders.setShippingAddress(ctx, into.id, shipping);
    const billing = addressInput(from.billingAddress);
    if (billing && !into.billingAddress?.streetLine1) await this.orders.setBillingAddress(ctx, into.id, billing);
  }

  /** A cart, moved back from the payment step if it was there (its payment hold given back). */
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

/**
 * The guest's cart as Vendure should see it at sign-in. Giving an email at the checkout makes
 * the guest's order a customer of its own, without an account; Vendure's `mergeOrders` then
 * takes the order for another customer's (which it must not merge) and leaves it behind,
 * seats held, reached by nobody. The order is the same person's (it is their session's), so
 * it is merged as a guest's: without that customer, whom the signed-in account replaces.
 * An order whose customer has an account (a session already signed in) stays as it is.
 */
function withoutGuestCheckout(ctx: RequestContext, order: Order): Order {
  if (!order.customer || order.customer.user || ctx.activeUserId) return order;
  const guest = new Order(order);
  guest.customer = undefined;
  return guest;
}

/** An order's address as Vendure's input for setting one; none without a street and country. */
function addressInput(address: OrderAddress | undefined): CreateAddressInput | undefined {
  if (!address?.streetLine1 || !address.countryCode) return undefined;
  const { fullName, company, streetLine1, streetLine2, city, province, postalCode, countryCode, phoneNumber } = address;
  return { fullName, company, streetLine1, streetLine2, city, province, postalCode, countryCode, phoneNumber };
}
