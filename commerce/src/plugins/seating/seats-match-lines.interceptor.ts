import { CHOOSE_SEATS } from '@foyer/shared/seating/seat-codes';
import {
  type Injector,
  type Order,
  type OrderInterceptor,
  type RequestContext,
  TransactionalConnection,
  type WillAddItemToOrderInput,
  type WillAdjustOrderLineInput,
} from '@vendure/core';
import { In } from 'typeorm';
import { SeatReservation } from './entities/seat-reservation.entity';
import { SeatPlanService } from './services/seat-plan.service';

/** The refusal when a reserved ticket is added without its seats (e.g. through `addItemToOrder`). */
export const CHOOSE_SEATS_MESSAGE = `${CHOOSE_SEATS}: tickets for this performance are sold by seat; choose seats on its seat map`;

/**
 * A reserved performance's ticket line has exactly one held seat per unit (ADR 053):
 * adding or raising one is allowed only as far as the order holds seats in its zone, so
 * the only way to buy such a ticket is to take a seat first.
 */
export class SeatsMatchLinesInterceptor implements OrderInterceptor {
  private connection: TransactionalConnection;
  private plans: SeatPlanService;

  init(injector: Injector) {
    this.connection = injector.get(TransactionalConnection);
    this.plans = injector.get(SeatPlanService);
  }

  async willAddItemToOrder(ctx: RequestContext, order: Order, input: WillAddItemToOrderInput) {
    const zone = (input.customFields as { seatZone?: string } | undefined)?.seatZone;
    const existing = order.lines.find(
      (line) =>
        String(line.productVariantId) === String(input.productVariant.id) &&
        ((line.customFields as { seatZone?: string | null }).seatZone ?? undefined) === zone,
    );
    return this.check(ctx, order, input.productVariant.id, zone, (existing?.quantity ?? 0) + input.quantity);
  }

  async willAdjustOrderLine(ctx: RequestContext, order: Order, input: WillAdjustOrderLineInput) {
    if (input.quantity <= input.orderLine.quantity) return;
    const zone = (input.orderLine.customFields as { seatZone?: string | null }).seatZone ?? undefined;
    return this.check(ctx, order, input.orderLine.productVariantId, zone, input.quantity);
  }

  private async check(
    ctx: RequestContext,
    order: Order,
    variantId: Order['id'],
    zone: string | undefined,
    wanted: number,
  ) {
    const loaded = await this.plans.loadByVariant(ctx, variantId);
    if (!loaded) return;
    if (!zone) return CHOOSE_SEATS_MESSAGE;
    const held = await this.connection.getRepository(ctx, SeatReservation).count({
      where: { orderId: order.id, performanceId: loaded.performance.id, zone, state: In(['HELD', 'SOLD']) },
    });
    if (wanted > held) return CHOOSE_SEATS_MESSAGE;
  }
}
