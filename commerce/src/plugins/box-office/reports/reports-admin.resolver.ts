import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, RequestContext, UserInputError } from '@vendure/core';
import { readReportsPermission } from '../constants';
import { attendeesCsv, cashUpCsv, performanceCsv, playCsv } from './report-csv';
import { isTheatreDay } from './report-dates';
import type { ReportCsvKind } from './report-types';
import { ReportsService } from './reports.service';

interface CsvArgs {
  performanceId?: ID | null;
  date?: string | null;
  playId?: ID | null;
  from?: string | null;
  to?: string | null;
}

const day = (value: string | null | undefined, name: string): string => {
  if (!value || !isTheatreDay(value)) throw new UserInputError(`${name} must be a day, YYYY-MM-DD`);
  return value;
};
const required = <T>(value: T | null | undefined, name: string): T => {
  if (value === null || value === undefined) throw new UserInputError(`${name} is required`);
  return value;
};

/** Reading the figures and their exports (ReadReports); nothing here changes anything. */
@Resolver()
export class ReportsAdminResolver {
  constructor(private readonly reports: ReportsService) {}

  @Query()
  @Allow(readReportsPermission.Permission)
  performanceReport(@Ctx() ctx: RequestContext, @Args() args: { performanceId: ID }) {
    return this.reports.performanceReport(ctx, args.performanceId);
  }

  @Query()
  @Allow(readReportsPermission.Permission)
  cashUp(@Ctx() ctx: RequestContext, @Args() args: { date: string }) {
    return this.reports.cashUp(ctx, day(args.date, 'date'));
  }

  @Query()
  @Allow(readReportsPermission.Permission)
  playReport(@Ctx() ctx: RequestContext, @Args() args: { playId: ID; from: string; to: string }) {
    return this.reports.playReport(ctx, args.playId, day(args.from, 'from'), day(args.to, 'to'));
  }

  @Query()
  @Allow(readReportsPermission.Permission)
  async reportCsv(@Ctx() ctx: RequestContext, @Args() { kind, args }: { kind: ReportCsvKind; args: CsvArgs }) {
    switch (kind) {
      case 'PERFORMANCE': {
        const id = required(args.performanceId, 'performanceId');
        return {
          filename: `performance-${id}.csv`,
          csv: performanceCsv(await this.reports.performanceReport(ctx, id)),
        };
      }
      case 'ATTENDEES': {
        const id = required(args.performanceId, 'performanceId');
        return { filename: `attendees-${id}.csv`, csv: attendeesCsv(await this.reports.attendees(ctx, id)) };
      }
      case 'CASH_UP': {
        const date = day(args.date, 'date');
        return { filename: `cash-up-${date}.csv`, csv: cashUpCsv(await this.reports.cashUp(ctx, date)) };
      }
      case 'PLAY': {
        const id = required(args.playId, 'playId');
        const from = day(args.from, 'from');
        const to = day(args.to, 'to');
        return {
          filename: `play-${id}-${from}-${to}.csv`,
          csv: playCsv(await this.reports.playReport(ctx, id, from, to)),
        };
      }
    }
  }
}
