import type { ID } from '@vendure/core';

export interface SeatHoldPluginOptions {
  /** How long entering ArrangingPayment holds the order's stock, in seconds. */
  holdSeconds: number;
  /** When the worker gives expired holds back (a cron pattern with seconds). */
  sweepSchedule: string;
}

/**
 * HELD: stock is allocated to the order until `expiresAt`. PAID: a payment turned
 * the hold into the order's allocation. EXPIRED: the time ran out and the stock went
 * back on sale. RELEASED: the order went back to the cart or was cancelled.
 * REFUNDED: a card payment arrived after the hold expired and was given back.
 */
export type SeatHoldState = 'HELD' | 'PAID' | 'EXPIRED' | 'RELEASED' | 'REFUNDED';

/** One order line's quantity held at one stock location. */
export interface HeldLine {
  orderLineId: ID;
  productVariantId: ID;
  stockLocationId: ID;
  quantity: number;
  /** Whether the variant tracks inventory, i.e. whether stockAllocated was raised. */
  tracked: boolean;
}
