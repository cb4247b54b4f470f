import type { ShopperRequest } from './shopper-client.ts';

export interface RushStep {
  n: number;
  p50: number;
  p99: number;
}
export interface RushReport {
  shoppers: number;
  seats: number;
  connections: number;
  releaseAt: 'none' | 'payment';
  variantId: string;
  sold: number;
  oversold: number;
  placed: number;
  refusedForStock: number;
  outcomes: Record<string, number>;
  saleableAfter: number;
  requests: number;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
  lostCarts: number;
  seconds: number;
  steps: Record<string, RushStep>;
  samples: string[];
  problems: string[];
}
export const STEPS: string[];
export function percentile(values: number[], p: number): number;
export function outcomeOf(attempt: { hold?: { kind?: string }; pay?: { kind?: string }; failedAt?: string }): string;
export function problemsOf(report: {
  seats: number;
  sold: number;
  fiveXX: number;
  fnErrors: number;
  lostCarts: number;
  networkErrors: number;
}): string[];
export function runRush(options: {
  baseUrl: string;
  adminApiUrl: string;
  adminPassword?: string;
  shoppers?: number;
  seats?: number;
  connections?: number;
  /** Shoppers filling carts at once before a release at payment (default: `connections`). */
  prepareConnections?: number;
  releaseAt?: 'none' | 'payment';
  performanceFromEnd?: number;
  timeoutMs?: number;
  /** Told of every request once it has ended. */
  onRequest?: (request: RushRequest) => void;
  log?: (line: string) => void;
}): Promise<RushReport>;
/** A request of a rush, for whoever watches it by time. */
export type RushRequest = ShopperRequest;
export function formatRush(report: RushReport): string;
export function reportText(
  rows: Array<[string, unknown]>,
  report: { steps: Record<string, { n: number; p50: number; p99: number }>; samples: string[]; problems: string[] },
): string;
/** Signs in as the superadmin and answers a function that sends one Admin API query and answers its data. */
export function adminClient(
  adminApiUrl: string,
  password: string,
): Promise<(query: string, variables?: Record<string, unknown>) => Promise<any>>;
export { serverFnCaller } from './shopper-client.ts';
