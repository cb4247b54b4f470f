import { Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { useState } from 'react';
import { READ_REPORTS } from '../../permission-names';
import { CashUpReportView } from './cash-up-report';
import { PerformanceReportView } from './performance-report';
import { PlayReportView } from './play-report';

const VIEWS = [
  { id: 'performance', label: 'Per performance', View: PerformanceReportView },
  { id: 'cash-up', label: 'Cash-up per day', View: CashUpReportView },
  { id: 'play', label: 'Per play', View: PlayReportView },
] as const;

/** Printing shows the report alone, without the Dashboard's menu and header. */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  .report-print-area, .report-print-area * { visibility: visible; }
  .report-print-area { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** The box office's figures (issue 27) for staff with ReadReports: three reports, each with its CSV export. */
export function ReportsPage() {
  const { hasPermissions } = usePermissions();
  const [view, setView] = useState<(typeof VIEWS)[number]['id']>('performance');
  const Current = VIEWS.find((v) => v.id === view)!.View;
  return (
    <Page pageId="box-office-reports">
      <PageTitle>Reports</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="reports">
          {hasPermissions([READ_REPORTS]) ? (
            <div className="grid gap-4">
              <style>{PRINT_STYLE}</style>
              <div role="tablist" aria-label="Report" className="print:hidden flex gap-2">
                {VIEWS.map((v) => (
                  <button
                    key={v.id}
                    type="button"
                    role="tab"
                    aria-selected={view === v.id}
                    onClick={() => setView(v.id)}
                    className={`rounded-md border px-3 py-1 ${view === v.id ? 'bg-primary text-primary-foreground' : ''}`}
                  >
                    {v.label}
                  </button>
                ))}
              </div>
              <div className="report-print-area" role="tabpanel">
                <Current />
              </div>
            </div>
          ) : (
            <p role="alert">Reading the figures needs the Reports permission.</p>
          )}
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
