import type { RushRequest, RushStep } from './rush.mjs';
import type { SalesAudit } from './rush-reserved-verdict.ts';

export interface ReservedRushReport {
  mode: 'reserved';
  shoppers: number;
  seats: number;
  performanceId: string;
  /** Seats the seat map shows sold. */
  sold: number;
  paidOrders: number;
  placed: number;
  outcomes: Record<string, number>;
  /** The outcomes of the shoppers clicking the contested seats (`pick`) and of those asking best available. */
  byKind: { pick: Record<string, number>; best: Record<string, number> };
  refusalsByReason: Record<string, number>;
  /** The messages the seat page words each refusal met with. */
  refusalKeys: Record<string, string[]>;
  unworded: string[];
  audit: SalesAudit;
  requests: number;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
  seconds: number;
  steps: Record<string, RushStep>;
  samples: string[];
  problems: string[];
}
export const RESERVED_STEPS: string[];
export function runReservedRush(options: {
  baseUrl: string;
  adminApiUrl: string;
  adminPassword?: string;
  shoppers?: number;
  seats?: number;
  /** Shoppers in flight after the release (all of them by default). */
  connections?: number;
  /** Shoppers opening the map at once before the release (default 16). */
  prepareConnections?: number;
  seed?: number;
  timeoutMs?: number;
  /** Leave the rush's stage and performance in place (deleted by default). */
  keep?: boolean;
  /** Told of every request once it has ended. */
  onRequest?: (request: RushRequest) => void;
  log?: (line: string) => void;
}): Promise<ReservedRushReport>;
export function formatReservedRush(report: ReservedRushReport): string;
