import { graphql } from '../../../../dashboard-kit/graphql';

/** Performances to choose from, latest first (the report reads one). */
export const reportPerformancesDocument = graphql(`
  query ReportPerformances {
    performances(options: { take: 200, sort: { startsAt: DESC } }) {
      items { id startsAt play { title } stage { name } }
    }
  }
`);

export const reportPlaysDocument = graphql(`
  query ReportPlays {
    plays(options: { take: 200 }) { items { id title } }
  }
`);

export const performanceReportDocument = graphql(`
  query PerformanceReport($id: ID!) {
    performanceReport(performanceId: $id) {
      playTitle stageName startsAt reserved capacity soldOnline soldCounter comps held blocked free occupancy revenueNet vat
      zones { zone capacity soldOnline soldCounter comps held blocked free occupancy revenueNet vat }
    }
  }
`);

/** The waiting list's counts (ADR 063) of one performance. */
export const waitingListCountsDocument = graphql(`
  query WaitingListCounts($id: ID!) {
    waitingListCounts(performanceId: $id) { waiting offers acceptances expiries unsubscribed }
  }
`);

export const cashUpDocument = graphql(`
  query CashUp($date: String!) {
    cashUp(date: $date) {
      date
      rows { method administratorName payments taken refunds refunded net }
      methods { method administratorName payments taken refunds refunded net }
      total { method administratorName payments taken refunds refunded net }
    }
  }
`);

export const playReportDocument = graphql(`
  query PlayReport($playId: ID!, $from: String!, $to: String!) {
    playReport(playId: $playId, from: $from, to: $to) {
      playTitle capacity tickets comps occupancy revenueNet vat firstPerformanceAt
      performances { performanceId startsAt cancelled capacity tickets comps occupancy revenueNet vat }
      salesByDay { date tickets revenueNet }
    }
  }
`);

/** A report as CSV text (UTF-8 with a BOM); saved as a Blob, so the Admin API's own sign-in covers it (ADR 061). */
export const reportCsvDocument = graphql(`
  query ReportCsv($kind: ReportCsvKind!, $args: ReportCsvArgs!) {
    reportCsv(kind: $kind, args: $args) { filename csv }
  }
`);
