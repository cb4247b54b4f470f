import { staffDateTime } from '@foyer/shared/ticket-names';
import { useQuery } from '@tanstack/react-query';
import { api } from '@vendure/dashboard';
import { useState } from 'react';
import { LabelledSelect } from '../../../../dashboard-kit/labelled-select';
import { CsvButton } from './csv-button';
import { money, percent } from './report-format';
import { ReportTable } from './report-table';
import { performanceReportDocument, reportPerformancesDocument, waitingListCountsDocument } from './reports-documents';

const HEAD = ['Zone', 'Capacity', 'Online', 'Counter', 'Comps', 'Held', 'Blocked', 'Free', 'Occupancy', 'Net', 'VAT'];

/** One performance: seats by channel and zone, revenue net and VAT; exports the figures and the attendee list. */
export function PerformanceReportView() {
  const [id, setId] = useState('');
  const list = useQuery({
    queryKey: ['report-performances'],
    queryFn: () => api.query(reportPerformancesDocument, {}),
  });
  const report = useQuery({
    queryKey: ['performance-report', id],
    queryFn: () => api.query(performanceReportDocument, { id }),
    enabled: id !== '',
  });
  const waiting = useQuery({
    queryKey: ['waiting-list-counts', id],
    queryFn: () => api.query(waitingListCountsDocument, { id }),
    enabled: id !== '',
  });
  const r = report.data?.performanceReport;
  const w = waiting.data?.waitingListCounts;
  const row = (label: string, f: NonNullable<typeof r>['zones'][number] | NonNullable<typeof r>) => [
    label,
    f.capacity,
    f.soldOnline,
    f.soldCounter,
    f.comps,
    f.held,
    f.blocked,
    f.free,
    percent(f.occupancy),
    money(f.revenueNet),
    money(f.vat),
  ];
  return (
    <div className="grid gap-4">
      <div className="print:hidden flex flex-wrap items-end gap-3">
        <LabelledSelect
          id="report-performance"
          label="Performance"
          placeholder="Choose a performance"
          value={id}
          onChange={setId}
          options={(list.data?.performances.items ?? []).map((p) => ({
            value: p.id,
            label: `${staffDateTime(new Date(p.startsAt))} · ${p.play.title} · ${p.stage.name}`,
          }))}
        />
        <CsvButton request={id ? { kind: 'PERFORMANCE', args: { performanceId: id } } : null} />
        <CsvButton
          label="Attendee list (CSV)"
          request={id ? { kind: 'ATTENDEES', args: { performanceId: id } } : null}
        />
      </div>
      {report.isError && <p role="alert">The report could not be read.</p>}
      {r && (
        <ReportTable
          caption={`${r.playTitle}, ${staffDateTime(new Date(r.startsAt))}, ${r.stageName}`}
          head={HEAD}
          rows={r.zones.map((z) => row(z.zone ?? '', z))}
          foot={row('All', r)}
        />
      )}
      {w && (
        <ReportTable
          caption="Waiting list"
          head={['In line', 'Offers', 'Accepted', 'Expired', 'Left']}
          rows={[[w.waiting, w.offers, w.acceptances, w.expiries, w.unsubscribed]]}
        />
      )}
    </div>
  );
}
