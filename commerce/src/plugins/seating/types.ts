export interface SeatingPluginOptions {
  /** How long selecting seats holds them (and entering payment renews them), in seconds. */
  holdSeconds: number;
  /** Places left from which a performance shows "few left" (as ADR 005's low stock). */
  lowStockSeats: number;
}
