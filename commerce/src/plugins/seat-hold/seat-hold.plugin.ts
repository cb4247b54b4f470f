import type { OnApplicationBootstrap } from '@nestjs/common';
import {
  configureDefaultOrderProcess,
  defaultOrderProcess,
  type OrderProcess,
  type OrderState,
  PluginCommonModule,
  StockLevelService,
  type Type,
  VendurePlugin,
} from '@vendure/core';
import { seatHoldApiExtensions } from './api/api-extensions';
import { SeatHoldOrderResolver } from './api/seat-hold-order.resolver';
import { SEAT_HOLD_OPTIONS } from './constants';
import { SeatHold } from './entities/seat-hold.entity';
import { HeldStockAllocationStrategy } from './held-stock-allocation-strategy';
import { releaseExpiredHoldsTask } from './release-expired-holds.task';
import { seatHoldOrderProcess } from './seat-hold-order-process';
import { AtomicStockService } from './services/atomic-stock.service';
import { SeatHoldService } from './services/seat-hold.service';
import type { SeatHoldPluginOptions } from './types';

/**
 * No seat is sold twice (ADR 021): an order entering the payment step holds its seats
 * and tracked stock for a set time; payment turns the hold into the sale; leaving,
 * cancelling or running out of time gives it back. Other plugins' payment handlers
 * claim the hold through SeatHoldService, which this plugin exports (with AtomicStockService,
 * for other conditional stock changes).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [SeatHold],
  providers: [
    { provide: SEAT_HOLD_OPTIONS, useFactory: () => SeatHoldPlugin.options },
    AtomicStockService,
    SeatHoldService,
  ],
  exports: [SeatHoldService, AtomicStockService],
  configuration: (config) => {
    // Taking the hold is the stock check. Vendure's own check runs first and counts
    // expired holds that were not swept yet, so it would refuse seats the hold can free.
    // (The merged config holds a copy of Vendure's default process with the same functions.)
    const isDefault = (process: OrderProcess<OrderState>) =>
      process.onTransitionStart === defaultOrderProcess.onTransitionStart;
    const processes = (config.orderOptions.process ?? []).map((process) =>
      isDefault(process) ? configureDefaultOrderProcess({ arrangingPaymentRequiresStock: false }) : process,
    );
    if (!processes.some((process, i) => process !== config.orderOptions.process?.[i])) {
      throw new Error("SeatHoldPlugin expects Vendure's default order process in orderOptions.process");
    }
    config.orderOptions.process = [...processes, seatHoldOrderProcess];
    config.orderOptions.stockAllocationStrategy = new HeldStockAllocationStrategy();
    config.schedulerOptions.tasks = [
      ...(config.schedulerOptions.tasks ?? []),
      releaseExpiredHoldsTask(SeatHoldPlugin.options.sweepSchedule),
    ];
    return config;
  },
  shopApiExtensions: { schema: seatHoldApiExtensions, resolvers: [SeatHoldOrderResolver] },
  adminApiExtensions: { schema: seatHoldApiExtensions, resolvers: [SeatHoldOrderResolver] },
  compatibility: '^3.0.0',
})
export class SeatHoldPlugin implements OnApplicationBootstrap {
  static options: SeatHoldPluginOptions = { holdSeconds: 600, sweepSchedule: '*/30 * * * * *' };

  static init(options: Partial<SeatHoldPluginOptions>): Type<SeatHoldPlugin> {
    SeatHoldPlugin.options = { ...SeatHoldPlugin.options, ...options };
    return SeatHoldPlugin;
  }

  constructor(
    private readonly stockLevels: StockLevelService,
    private readonly atomicStock: AtomicStockService,
  ) {}

  /**
   * Vendure's StockLevelService writes back a level it read earlier, so a sale or a
   * release at the same moment as a hold would undo the hold. Its two writers become
   * single-statement increments (ADR 021); a level that does not exist yet is still
   * created by Vendure's own code.
   */
  onApplicationBootstrap(): void {
    const levels = this.stockLevels;
    const createOnHand = levels.updateStockOnHandForLocation.bind(levels);
    levels.updateStockAllocatedForLocation = async (ctx, variantId, locationId, change) => {
      await this.atomicStock.adjust(ctx, variantId, locationId, 'stockAllocated', change);
    };
    levels.updateStockOnHandForLocation = async (ctx, variantId, locationId, change) => {
      if (!(await this.atomicStock.adjust(ctx, variantId, locationId, 'stockOnHand', change))) {
        await createOnHand(ctx, variantId, locationId, change);
      }
    };
  }
}
