export interface SeatingPluginOptions {
  /** How long selecting seats holds them (and entering payment renews them), in seconds. */
  holdSeconds: number;
}
