import { toCsv } from './csv';
import { theatreDateTime } from './report-dates';
import type { Attendee, CashUpReport, PerformanceReport, PlayReport } from './report-types';

/** Minor units as a decimal amount, "12.50": spreadsheets sum it as a number. */
const money = (minor: number) => (minor / 100).toFixed(2);

const SEAT_HEADER = [
  'zone',
  'capacity',
  'sold online',
  'sold at the counter',
  'comps',
  'held',
  'blocked',
  'free',
  'occupancy %',
  'revenue net',
  'VAT',
];

export function performanceCsv(report: PerformanceReport): string {
  const rows = [...report.zones, report].map((f) => [
    f === report ? 'all' : f.zone,
    f.capacity,
    f.soldOnline,
    f.soldCounter,
    f.comps,
    f.held,
    f.blocked,
    f.free,
    f.occupancy,
    money(f.revenueNet),
    money(f.vat),
  ]);
  return toCsv(SEAT_HEADER, rows);
}

export function cashUpCsv(report: CashUpReport): string {
  const rows = [...report.rows, ...report.methods, report.total].map((r) => [
    report.date,
    r.method,
    r === report.total
      ? 'all'
      : r.administratorId === null && report.methods.includes(r)
        ? 'all'
        : (r.administratorName ?? ''),
    r.payments,
    money(r.taken),
    r.refunds,
    money(r.refunded),
    money(r.net),
  ]);
  return toCsv(['date', 'method', 'staff', 'payments', 'taken', 'refunds', 'refunded', 'net'], rows);
}

export function playCsv(report: PlayReport): string {
  const rows = report.performances.map((p) => [
    report.playTitle,
    theatreDateTime(p.startsAt),
    p.cancelled ? 'cancelled' : '',
    p.capacity,
    p.tickets,
    p.comps,
    p.occupancy,
    money(p.revenueNet),
    money(p.vat),
  ]);
  rows.push([
    report.playTitle,
    'all',
    '',
    report.capacity,
    report.tickets,
    report.comps,
    report.occupancy,
    money(report.revenueNet),
    money(report.vat),
  ]);
  return toCsv(
    ['play', 'performance', 'status', 'capacity', 'tickets', 'comps', 'occupancy %', 'revenue net', 'VAT'],
    rows,
  );
}

export function attendeesCsv(attendees: Attendee[]): string {
  return toCsv(
    ['name', 'email', 'seat', 'order', 'sold', 'admitted at'],
    attendees.map((a) => [
      a.name,
      a.email,
      a.seat,
      a.orderCode,
      a.saleChannel,
      a.admittedAt ? theatreDateTime(a.admittedAt) : '',
    ]),
  );
}
