export { HOLD_EXPIRED_MESSAGE, RELEASE_EXPIRED_HOLDS_TASK } from './constants';
export { SeatHold } from './entities/seat-hold.entity';
export { SeatHoldPlugin } from './seat-hold.plugin';
export { AtomicStockService } from './services/atomic-stock.service';
export { type PaymentClaim, type PaymentClaimStep, SeatHoldService } from './services/seat-hold.service';
export type { SeatHoldPluginOptions, SeatHoldState } from './types';
