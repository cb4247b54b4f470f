import { Inject, Injectable } from '@nestjs/common';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
  Allocation,
  EventBus,
  GlobalSettingsService,
  type ID,
  Logger,
  Order,
  OrderLine,
  ProductVariant,
  Release,
  type RequestContext,
  StockLocation,
  StockLocationService,
  StockMovementEvent,
  TransactionalConnection,
} from '@vendure/core';
import { In, LessThanOrEqual, MoreThan } from 'typeorm';
import { loggerCtx, SEAT_HOLD_OPTIONS } from '../constants';
import { SeatHold } from '../entities/seat-hold.entity';
import { effectiveState, inLockOrder } from '../hold-rules';
import type { HeldLine, SeatHoldPluginOptions, SeatHoldState } from '../types';
import { AtomicStockService } from './atomic-stock.service';

/**
 * What a payment finds: the hold became the sale (`paid`), the order holds nothing
 * limited (`none`), or its seats are not held for it: the hold ran out, or there was
 * none and the seats are gone (`expired`).
 */
export type PaymentClaim = 'paid' | 'none' | 'expired';

/**
 * Another plugin's part of a payment's claim (numbered seats, ADR 053): all of an
 * order's claims succeed, or those already made are undone and the payment is declined.
 */
export interface PaymentClaimStep {
  /** `none`: the order has nothing of this step's to claim. */
  claim(ctx: RequestContext, order: Order): Promise<'claimed' | 'none' | 'refused'>;
  undo(ctx: RequestContext, order: Order): Promise<void>;
}

/** How many expired holds one sweep gives back at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Seat holds (ADR 021). Entering ArrangingPayment allocates the order's tracked stock
 * at once, by a conditional update per stock level, so held, allocated and sold seats
 * never exceed the seats there are. A payment turns the hold into the order's
 * allocation; leaving for the cart, cancelling or running out of time gives it back.
 * Every change of a hold's state is a conditional update, so exactly one of them wins.
 */
@Injectable()
export class SeatHoldService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly atomicStock: AtomicStockService,
    private readonly stockLocations: StockLocationService,
    private readonly globalSettings: GlobalSettingsService,
    private readonly eventBus: EventBus,
    @Inject(SEAT_HOLD_OPTIONS) private readonly options: SeatHoldPluginOptions,
  ) {}

  private readonly claimSteps: PaymentClaimStep[] = [];

  /** Adds a step every payment's claim runs before the stock hold's own. */
  addClaimStep(step: PaymentClaimStep): void {
    this.claimSteps.push(step);
  }

  findForOrder(ctx: RequestContext, orderId: ID): Promise<SeatHold | null> {
    return this.connection.getRepository(ctx, SeatHold).findOne({ where: { orderId } });
  }

  /**
   * Holds the order's tracked stock for the configured time. Returns nothing when
   * held (or when nothing in the order is limited), else why not, in the request's
   * language; then nothing is held.
   */
  async hold(ctx: RequestContext, order: Order): Promise<string | undefined> {
    // A hold the order kept from an earlier visit to the payment step.
    await this.release(ctx, order.id, 'RELEASED');
    const wanted = inLockOrder(await this.plan(ctx, order));
    if (!wanted.some((line) => line.tracked)) return undefined;
    const taken: HeldLine[] = [];
    for (const line of wanted) {
      if (line.tracked && !(await this.take(ctx, line))) {
        await this.giveBack(ctx, taken);
        const variant = order.lines.find((l) => String(l.id) === String(line.orderLineId))?.productVariant;
        return ctx.translate('message.cannot-transition-to-payment-due-to-insufficient-stock', {
          productVariantNames: variant?.name ?? String(line.productVariantId),
        });
      }
      taken.push(line);
    }
    await this.recordMovements(ctx, taken, 'allocation');
    const expiresAt = new Date(Date.now() + this.options.holdSeconds * 1000);
    const repository = this.connection.getRepository(ctx, SeatHold);
    const existing = await repository.findOne({ where: { orderId: order.id } });
    await repository.save(
      existing
        ? Object.assign(existing, { state: 'HELD', expiresAt, lines: taken })
        : new SeatHold({ orderId: order.id, state: 'HELD', expiresAt, lines: taken }),
    );
    return undefined;
  }

  /**
   * Holds `quantity` of one of the order's lines until `until`, outside the payment step:
   * a waiting-list offer of counted places (ADR 068), whose order holds them for the
   * offer's time, and the visitor's cart that claims them. The same conditional update as
   * `hold`; the order's other lines are not held. The order's earlier hold must not be
   * live. Returns whether the places were held; when not, nothing is.
   */
  holdLineUntil(ctx: RequestContext, order: Order, orderLineId: ID, quantity: number, until: Date): Promise<boolean> {
    return this.holdLinesUntil(ctx, order, [{ orderLineId, quantity }], until);
  }

  /**
   * `holdLineUntil` for several of the order's lines at once, all or none: a cart that
   * took over another cart's held places on sign-in (ADR 073).
   */
  async holdLinesUntil(
    ctx: RequestContext,
    order: Order,
    wantedLines: ReadonlyArray<{ orderLineId: ID; quantity: number }>,
    until: Date,
  ): Promise<boolean> {
    const planned: HeldLine[] = [];
    for (const { orderLineId, quantity } of wantedLines) {
      const orderLine = order.lines.find((line) => String(line.id) === String(orderLineId));
      if (!orderLine || quantity < 1 || quantity > orderLine.quantity) return false;
      planned.push(...(await this.planLine(ctx, orderLine, quantity)));
    }
    const repository = this.connection.getRepository(ctx, SeatHold);
    const existing = await repository.findOne({ where: { orderId: order.id } });
    if (existing && effectiveState(existing, new Date()) === 'HELD') return false;
    // A hold whose time ran out but was not swept yet gives its stock back first.
    if (existing?.state === 'HELD') await this.finish(ctx, existing, 'EXPIRED');
    const taken: HeldLine[] = [];
    for (const line of inLockOrder(planned)) {
      if (line.tracked && !(await this.take(ctx, line))) {
        await this.giveBack(ctx, taken);
        return false;
      }
      taken.push(line);
    }
    await this.recordMovements(ctx, taken, 'allocation');
    await repository.save(
      existing
        ? Object.assign(existing, { state: 'HELD', expiresAt: until, lines: taken })
        : new SeatHold({ orderId: order.id, state: 'HELD', expiresAt: until, lines: taken }),
    );
    return true;
  }

  /**
   * At payment: turns a live hold into the sale (exactly once, and never after its
   * time, however the payment and the sweep race), or gives an expired one back.
   */
  async claimForPayment(ctx: RequestContext, order: Order): Promise<PaymentClaim> {
    const claimed: PaymentClaimStep[] = [];
    const undo = async () => {
      for (const step of claimed) await step.undo(ctx, order);
    };
    for (const step of this.claimSteps) {
      const answer = await step.claim(ctx, order);
      if (answer === 'refused') {
        await undo();
        return 'expired';
      }
      if (answer === 'claimed') claimed.push(step);
    }
    const stock = await this.claimStock(ctx, order);
    if (stock === 'expired') await undo();
    return stock === 'none' && claimed.length ? 'paid' : stock;
  }

  private async claimStock(ctx: RequestContext, order: Order): Promise<PaymentClaim> {
    const hold = await this.findForOrder(ctx, order.id);
    if (!hold) return this.holdAtPayment(ctx, order);
    if (hold.state === 'PAID') return 'paid';
    if (hold.state !== 'HELD') return 'expired';
    const claimed = await this.connection
      .getRepository(ctx, SeatHold)
      .update({ id: hold.id, state: 'HELD', expiresAt: MoreThan(new Date()) }, { state: 'PAID' });
    if ((claimed.affected ?? 0) > 0) return 'paid';
    await this.finish(ctx, hold, 'EXPIRED');
    return 'expired';
  }

  /**
   * An order that reached payment holding nothing: it entered ArrangingPayment before
   * holds existed, or an item became limited since. Its seats are held now, or it is
   * not paid; an order with nothing limited pays as it is.
   */
  private async holdAtPayment(ctx: RequestContext, order: Order): Promise<PaymentClaim> {
    const withLines = await this.connection.getEntityOrThrow(ctx, Order, order.id, {
      relations: ['lines', 'lines.productVariant'],
    });
    if (await this.hold(ctx, withLines)) return 'expired';
    return (await this.findForOrder(ctx, order.id)) ? this.claimStock(ctx, order) : 'none';
  }

  /** Gives a held hold back (the order went back to the cart or was cancelled). */
  async release(ctx: RequestContext, orderId: ID, to: SeatHoldState): Promise<void> {
    const hold = await this.findForOrder(ctx, orderId);
    if (hold?.state === 'HELD') await this.finish(ctx, hold, to);
  }

  /**
   * Gives back every live hold with a line on `variantId` (what it sells was withdrawn,
   * e.g. a cancelled performance): those orders' payments are then declined as for an
   * expired hold, and a late card payment is refunded. Returns how many.
   */
  async releaseHoldsOn(ctx: RequestContext, variantId: ID): Promise<number> {
    const held = await this.connection.getRepository(ctx, SeatHold).find({ where: { state: 'HELD' } });
    let released = 0;
    for (const hold of held) {
      if (!hold.lines.some((line) => String(line.productVariantId) === String(variantId))) continue;
      if (await this.finish(ctx, hold, 'RELEASED')) released++;
    }
    return released;
  }

  /** Marks a given-back hold whose late card payment was refunded; true if this call did. */
  async markRefunded(ctx: RequestContext, orderId: ID): Promise<boolean> {
    const result = await this.connection
      .getRepository(ctx, SeatHold)
      .update({ orderId, state: In(['EXPIRED', 'RELEASED']) }, { state: 'REFUNDED' });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Gives back holds whose time has run out (only those on one of `variantIds` when
   * given), in the caller's transaction. Returns how many.
   */
  async releaseExpired(ctx: RequestContext, variantIds?: ID[]): Promise<number> {
    const expired = await this.connection.getRepository(ctx, SeatHold).find({
      where: { state: 'HELD', expiresAt: LessThanOrEqual(new Date()) },
      order: { expiresAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    const wanted = variantIds?.map(String);
    let released = 0;
    for (const hold of expired) {
      if (wanted && !hold.lines.some((line) => wanted.includes(String(line.productVariantId)))) continue;
      if (await this.finish(ctx, hold, 'EXPIRED')) released++;
    }
    return released;
  }

  /**
   * The order's lines as quantities per stock location, as Vendure would allocate them.
   * Vendure's strategy leaves out what it sees no stock for; that part is planned at the
   * default location, where taking it fails (or succeeds once expired holds are given
   * back): the conditional update decides, never this read.
   */
  private async plan(ctx: RequestContext, order: Order): Promise<HeldLine[]> {
    const lines: HeldLine[] = [];
    for (const orderLine of order.lines) {
      if (orderLine.quantity < 1) continue;
      lines.push(...(await this.planLine(ctx, orderLine, orderLine.quantity)));
    }
    return lines;
  }

  /** `quantity` of one order line, per stock location (see `plan`). */
  private async planLine(ctx: RequestContext, orderLine: OrderLine, wanted: number): Promise<HeldLine[]> {
    const settings = await this.globalSettings.getSettings(ctx);
    const variant = orderLine.productVariant;
    const tracked =
      variant.trackInventory === GlobalFlag.TRUE ||
      (variant.trackInventory === GlobalFlag.INHERIT && settings.trackInventory);
    const line = (stockLocationId: ID, quantity: number): HeldLine => ({
      orderLineId: orderLine.id,
      productVariantId: variant.id,
      stockLocationId,
      quantity,
      tracked,
    });
    const lines: HeldLine[] = [];
    const planned = await this.stockLocations.getAllocationLocations(ctx, orderLine, wanted);
    for (const { location, quantity } of planned) lines.push(line(location.id, quantity));
    const missing = wanted - planned.reduce((sum, { quantity }) => sum + quantity, 0);
    if (missing > 0) lines.push(line((await this.stockLocations.defaultStockLocation(ctx)).id, missing));
    return lines;
  }

  /** Takes one line's stock; when there is too little, first gives back expired holds on it. */
  private async take(ctx: RequestContext, line: HeldLine): Promise<boolean> {
    const threshold = await this.threshold(ctx, line.productVariantId);
    const attempt = () =>
      this.atomicStock.tryAllocate(ctx, line.productVariantId, line.stockLocationId, line.quantity, threshold);
    if (await attempt()) return true;
    return (await this.releaseExpired(ctx, [line.productVariantId])) > 0 && attempt();
  }

  private async threshold(ctx: RequestContext, variantId: ID): Promise<number> {
    const variant = await this.connection.getEntityOrThrow(ctx, ProductVariant, variantId, {
      includeSoftDeleted: true,
    });
    if (!variant.useGlobalOutOfStockThreshold) return variant.outOfStockThreshold;
    return (await this.globalSettings.getSettings(ctx)).outOfStockThreshold;
  }

  /** Moves a HELD hold to `to` if it still is HELD (and, for EXPIRED, past its time), then gives its stock back. */
  private async finish(ctx: RequestContext, hold: SeatHold, to: SeatHoldState): Promise<boolean> {
    const now = new Date();
    if (to === 'EXPIRED' && effectiveState(hold, now) !== 'EXPIRED') return false;
    const claimed = await this.connection
      .getRepository(ctx, SeatHold)
      .update(
        { id: hold.id, state: 'HELD', ...(to === 'EXPIRED' ? { expiresAt: LessThanOrEqual(now) } : {}) },
        { state: to },
      );
    if ((claimed.affected ?? 0) === 0) return false;
    await this.giveBack(ctx, hold.lines);
    await this.recordMovements(ctx, hold.lines, 'release');
    Logger.verbose(`Hold of order ${hold.orderId} ${to.toLowerCase()}`, loggerCtx);
    return true;
  }

  private async giveBack(ctx: RequestContext, lines: readonly HeldLine[]): Promise<void> {
    for (const line of lines) {
      if (!line.tracked) continue;
      await this.atomicStock.adjust(ctx, line.productVariantId, line.stockLocationId, 'stockAllocated', -line.quantity);
    }
  }

  /**
   * The stock movements Vendure itself would record, so its cancellation of a placed
   * order, and the Dashboard's stock history, know what was allocated.
   */
  private async recordMovements(ctx: RequestContext, lines: readonly HeldLine[], kind: 'allocation' | 'release') {
    if (!lines.length) return;
    const fields = (line: HeldLine) => ({
      productVariant: new ProductVariant({ id: line.productVariantId }),
      stockLocation: new StockLocation({ id: line.stockLocationId }),
      orderLine: new OrderLine({ id: line.orderLineId }),
      quantity: line.quantity,
    });
    const saved =
      kind === 'allocation'
        ? await this.connection.getRepository(ctx, Allocation).save(lines.map((line) => new Allocation(fields(line))))
        : await this.connection.getRepository(ctx, Release).save(lines.map((line) => new Release(fields(line))));
    await this.eventBus.publish(new StockMovementEvent(ctx, saved));
  }
}
