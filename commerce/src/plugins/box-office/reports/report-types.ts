import type { ID } from '@vendure/core';
import type { SaleChannel } from '../sale-channel';

/** Seats of one zone (or of the whole performance: zone null) and what became of them. */
export interface SeatFigures {
  zone: string | null;
  capacity: number;
  soldOnline: number;
  soldCounter: number;
  comps: number;
  held: number;
  blocked: number;
  free: number;
  /** Sold (comps included) over capacity, in percent with one decimal. */
  occupancy: number;
  /** Minor units, VAT excluded; comps count 0. */
  revenueNet: number;
  vat: number;
}

export interface PerformanceReport extends SeatFigures {
  performanceId: ID;
  playTitle: string;
  stageName: string;
  startsAt: Date;
  reserved: boolean;
  zones: SeatFigures[];
}

export interface CashUpRow {
  method: string;
  administratorId: string | null;
  administratorName: string | null;
  payments: number;
  taken: number;
  refunds: number;
  refunded: number;
  net: number;
}

export interface CashUpReport {
  date: string;
  start: Date;
  end: Date;
  rows: CashUpRow[];
  /** One row per method, administrator null. */
  methods: CashUpRow[];
  total: CashUpRow;
}

export interface PlayPerformanceRow {
  performanceId: ID;
  startsAt: Date;
  cancelled: boolean;
  capacity: number;
  tickets: number;
  comps: number;
  occupancy: number;
  revenueNet: number;
  vat: number;
}

export interface SalesDay {
  date: string;
  tickets: number;
  revenueNet: number;
}

export interface PlayReport {
  playId: ID;
  playTitle: string;
  from: string;
  to: string;
  performances: PlayPerformanceRow[];
  capacity: number;
  tickets: number;
  comps: number;
  occupancy: number;
  revenueNet: number;
  vat: number;
  /** Tickets sold per theatre day, for the play's performances in the range. */
  salesByDay: SalesDay[];
  /** The first performance in the range, for "days before the premiere". */
  firstPerformanceAt: Date | null;
}

export interface Attendee {
  name: string;
  email: string;
  seat: string;
  orderCode: string;
  saleChannel: SaleChannel;
  admittedAt: Date | null;
}

export type ReportCsvKind = 'PERFORMANCE' | 'CASH_UP' | 'PLAY' | 'ATTENDEES';
