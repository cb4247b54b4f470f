import { SEATS_EXPIRED } from '@foyer/shared/seating/seat-codes';
import { Injectable } from '@nestjs/common';
import {
  AdministratorService,
  EntityNotFoundError,
  ForbiddenError,
  type ID,
  isGraphQlErrorResult,
  type Order,
  OrderService,
  PaymentMethodService,
  type RequestContext,
  ShippingMethodService,
  TransactionalConnection,
  UserInputError,
} from '@vendure/core';
import { HOLD_EXPIRED_MESSAGE } from '../../seat-hold';
import { type BestSeatsRequest, SeatReservationService, type SeatsUnavailable } from '../../seating';
import { PERFORMANCE_CANCELLED, PERFORMANCE_NOT_ON_SALE } from '../../theatre/performance-on-sale.interceptor';
import { COMP_REASON_MAX_LENGTH, COUNTER_PAYMENT_METHODS, compPermission, PICK_UP_SHIPPING_CODE } from '../constants';
import { isComplimentary, isCounterSale, type SaleFields } from '../sale-channel';
import type { CompleteCounterSaleInput, CounterSaleRefusal, CounterSaleRefused, StartCounterSaleInput } from '../types';
import { CounterCustomerService } from './counter-customer.service';
import { isEnabledCounterMethod, orderOrThrow } from './counter-orders';

const refused = (reason: CounterSaleRefusal, message: string): CounterSaleRefused => ({
  __typename: 'CounterSaleRefused',
  reason,
  message,
});

/** Thrown inside the completion's transaction to undo everything it did, then answered as the refusal. */
class SaleUndone extends Error {
  constructor(readonly refusal: CounterSaleRefused) {
    super(refusal.message);
  }
}

const NOT_A_COUNTER_DRAFT = 'Only a counter sale that is still being built (a draft) can be changed here.';

/**
 * Counter sales (ADR 061): a Vendure draft order built by staff, flagged `counter` or
 * `comp`, holding numbered seats through the seating service's explicit-order calls and
 * paid by a counter payment method. Completing one sets the buyer and the pick-up,
 * enters the payment step (where the holds are taken) and records the payment, in one
 * transaction: when any step is refused, everything it did is undone and the order is
 * the draft it was, seats still held.
 */
@Injectable()
export class CounterSaleService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orders: OrderService,
    private readonly administrators: AdministratorService,
    private readonly reservations: SeatReservationService,
    private readonly buyers: CounterCustomerService,
    private readonly shippingMethods: ShippingMethodService,
    private readonly paymentMethods: PaymentMethodService,
  ) {}

  /** A new draft, flagged as sold at the counter (or given) by the signed-in staff member. */
  async start(ctx: RequestContext, input: StartCounterSaleInput): Promise<Order> {
    if (input.comp && !ctx.userHasPermissions([compPermission.Permission])) throw new ForbiddenError();
    if (!ctx.channel.availableLanguageCodes?.includes(input.language)) {
      throw new UserInputError(`The shop is not written in "${input.language}".`);
    }
    const staff = await this.administrators.resolveActorAdministrator(ctx);
    if (!staff) throw new ForbiddenError();
    const draft = await this.orders.createDraft(ctx);
    const fields: SaleFields = {
      saleChannel: input.comp ? 'comp' : 'counter',
      soldByAdministratorId: Number(staff.id),
      saleLanguage: input.language,
    };
    await this.orders.updateCustomFields(ctx, draft.id, fields);
    return orderOrThrow(this.orders, ctx, draft.id);
  }

  async selectSeats(ctx: RequestContext, orderId: ID, performanceId: ID, seatKeys: string[]) {
    await this.draft(ctx, orderId);
    return this.reservations.selectForOrder(ctx, orderId, performanceId, seatKeys);
  }

  async selectBestSeats(ctx: RequestContext, orderId: ID, input: BestSeatsRequest) {
    await this.draft(ctx, orderId);
    return this.reservations.selectBestForOrder(ctx, orderId, input);
  }

  async releaseSeats(
    ctx: RequestContext,
    orderId: ID,
    performanceId: ID,
    seatKeys: string[],
  ): Promise<Order | SeatsUnavailable> {
    await this.draft(ctx, orderId);
    return this.reservations.releaseForOrder(ctx, orderId, performanceId, seatKeys);
  }

  /** Sets the buyer and the pick-up, takes the holds and the payment; or undoes it all and says why. */
  async complete(
    ctx: RequestContext,
    orderId: ID,
    input: CompleteCounterSaleInput,
  ): Promise<Order | CounterSaleRefused> {
    const order = await this.orders.findOne(ctx, orderId);
    if (!order) throw new EntityNotFoundError('Order', orderId);
    if (!isCounterSale(order) || order.state !== 'Draft') return refused('NOT_A_COUNTER_DRAFT', NOT_A_COUNTER_DRAFT);
    const comp = isComplimentary(order);
    if (comp && !ctx.userHasPermissions([compPermission.Permission])) throw new ForbiddenError();
    const compReason = input.compReason?.trim() || undefined;
    if (comp && !compReason) {
      return refused(
        'COMP_REASON_REQUIRED',
        'Complimentary tickets need a reason: press, cast, sponsor or a few words.',
      );
    }
    if (!comp && compReason) return refused('INVALID_INPUT', 'A reason is given for complimentary tickets only.');
    if (compReason && compReason.length > COMP_REASON_MAX_LENGTH) {
      return refused('INVALID_INPUT', `A comp's reason is at most ${COMP_REASON_MAX_LENGTH} characters.`);
    }
    if (order.lines.length === 0) return refused('EMPTY_ORDER', 'The sale has nothing in it yet.');
    if (!(await isEnabledCounterMethod(this.paymentMethods, ctx, input.method))) {
      return refused('INVALID_INPUT', `Pay with one of the counter's methods: ${COUNTER_PAYMENT_METHODS.join(', ')}.`);
    }
    try {
      return await this.connection.withTransaction(ctx, async (inner) => {
        const refusal = await this.settle(inner, order.id, input, compReason);
        if (refusal) throw new SaleUndone(refusal);
        return orderOrThrow(this.orders, inner, order.id);
      });
    } catch (error) {
      if (error instanceof SaleUndone) return error.refusal;
      throw error;
    }
  }

  /** The completion's steps, in the transaction its caller undoes when one is refused. */
  private async settle(
    ctx: RequestContext,
    orderId: ID,
    input: CompleteCounterSaleInput,
    compReason: string | undefined,
  ): Promise<CounterSaleRefused | undefined> {
    const buyer = await this.buyers.buyer(ctx, input);
    if ('refused' in buyer) return refused('INVALID_INPUT', buyer.refused);
    await this.orders.addCustomerToOrder(ctx, orderId, buyer);
    const pickUp = await this.pickUpMethodId(ctx);
    if (!pickUp) return refused('REFUSED', `The delivery method "${PICK_UP_SHIPPING_CODE}" is missing.`);
    const shipped = await this.orders.setShippingMethod(ctx, orderId, [pickUp]);
    if (isGraphQlErrorResult(shipped)) return refused('REFUSED', shipped.message);
    if (compReason) await this.orders.updateCustomFields(ctx, orderId, { compReason } satisfies SaleFields);
    const moved = await this.orders.transitionToState(ctx, orderId, 'ArrangingPayment');
    if (isGraphQlErrorResult(moved)) return transitionRefusal(ctx, moved.transitionError);
    const paid = await this.orders.addPaymentToOrder(ctx, orderId, { method: input.method, metadata: {} });
    if (isGraphQlErrorResult(paid)) {
      const detail = (paid as { paymentErrorMessage?: string }).paymentErrorMessage;
      if (detail === HOLD_EXPIRED_MESSAGE) {
        return refused('SEATS_EXPIRED', 'The seats were no longer held for this sale; choose them again.');
      }
      return refused('PAYMENT_FAILED', detail ? `${paid.message}: ${detail}` : paid.message);
    }
    if (paid.state !== 'PaymentSettled') {
      return refused('PAYMENT_FAILED', `The payment did not settle the order (it is ${paid.state}).`);
    }
    return undefined;
  }

  /** The order, if it is a counter sale still being built; otherwise the request is refused. */
  private async draft(ctx: RequestContext, orderId: ID): Promise<Order> {
    const order = await this.orders.findOne(ctx, orderId);
    if (!order) throw new EntityNotFoundError('Order', orderId);
    if (!isCounterSale(order) || order.state !== 'Draft') throw new UserInputError(NOT_A_COUNTER_DRAFT);
    return order;
  }

  private async pickUpMethodId(ctx: RequestContext): Promise<ID | undefined> {
    const { items } = await this.shippingMethods.findAll(ctx, {
      filter: { code: { eq: PICK_UP_SHIPPING_CODE } },
      take: 1,
    });
    return items[0]?.id;
  }
}

/** Vendure's or a plugin's refusal of the payment step, as a reason the counter can act on. */
export function transitionRefusal(ctx: RequestContext, error: string): CounterSaleRefused {
  if (error.startsWith(SEATS_EXPIRED)) {
    return refused('SEATS_EXPIRED', 'Some seats of this sale are no longer held for it; choose them again.');
  }
  if (
    error.startsWith(PERFORMANCE_CANCELLED.split(':')[0]!) ||
    error.startsWith(PERFORMANCE_NOT_ON_SALE.split(':')[0]!)
  ) {
    return refused('NOT_ON_SALE', 'A performance of this sale is cancelled or has begun.');
  }
  // The hold's refusal is Vendure's own message, in the request's language: known by its fixed start.
  const marker = '[variants]';
  const template = ctx.translate('message.cannot-transition-to-payment-due-to-insufficient-stock', {
    productVariantNames: marker,
  });
  const start = template.split(marker)[0]?.split('{')[0] ?? '';
  if (start.length > 10 && error.startsWith(start)) return refused('NOT_ENOUGH_STOCK', error);
  return refused('REFUSED', error);
}
