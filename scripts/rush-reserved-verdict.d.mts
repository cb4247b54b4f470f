export const EXPECTED_REFUSALS: string[];
export const REFUSAL_WORDING_FILE: string;
export function refusalMessageKeys(source: string): Record<string, string[]>;
export function rushPlan(seats: number): unknown;
export function contestedSeats(plan: unknown): string[];
export function seededRandom(seed: number): () => number;
export type ShopperRequest = { kind: 'pick'; seatKeys: string[] } | { kind: 'best'; count: number };
export function shopperRequests(shoppers: number, contested: string[], random: () => number): ShopperRequest[];
export function reservedOutcomeOf(attempt: {
  failedAt?: string;
  seat?: { kind: string; reason?: string };
  hold?: { kind?: string };
  pay?: { kind?: string };
}): string;
export interface SalesAudit {
  soldInMap: number;
  heldAfter: string[];
  soldInOrders: number;
  ticketQuantity: number;
  ticketsIssued: number;
  ticketsNamed: boolean;
  twiceInMap: string[];
  twiceInOrders: string[];
  twiceOnTickets: string[];
  ordersWithoutTheirSeats: string[];
  seatsNotSoldToTheirOrder: string[];
  soldWithoutPaidOrder: string[];
  ticketsNotMatchingSeats: string[];
  toldOtherSeats: string[];
}
export interface PaidOrderBooks {
  code: string;
  ticketQuantity: number;
  seatKeys: string[];
  tickets: { count: number; seatKeys: Array<string | null> | null };
}
export function auditSales(books: {
  seatMap: Array<{ key: string; state: string; orderCode?: string | null }>;
  orders: PaidOrderBooks[];
  told?: Record<string, string[]>;
}): SalesAudit;
export function unwordedRefusals(
  refusals: Array<{ locale: string; reason: string }>,
  messages: Record<string, Record<string, unknown>>,
  keysByReason: Record<string, string[]>,
): string[];
export function reservedProblemsOf(report: {
  seats: number;
  audit: SalesAudit;
  outcomes: Record<string, number>;
  fiveXX: number;
  fnErrors: number;
  networkErrors: number;
  unworded: string[];
}): string[];
