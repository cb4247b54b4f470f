import { staffDateTime } from '@foyer/shared/ticket-names';
import { useQuery } from '@tanstack/react-query';
import { api, Input, Label } from '@vendure/dashboard';
import { useState } from 'react';
import { LabelledSelect } from '../../../../dashboard-kit/labelled-select';
import { CsvButton } from './csv-button';
import { addDays, money, percent, theatreToday } from './report-format';
import { ReportTable } from './report-table';
import { playReportDocument, reportPlaysDocument } from './reports-documents';
import { SalesChart } from './sales-chart';

const HEAD = ['Performance', 'Capacity', 'Tickets', 'Comps', 'Occupancy', 'Net', 'VAT'];

/** A play over a date range: its performances, tickets, occupancy, revenue, and sales per day as a chart. */
export function PlayReportView() {
  const [playId, setPlayId] = useState('');
  const [from, setFrom] = useState(() => addDays(theatreToday(), -30));
  const [to, setTo] = useState(() => addDays(theatreToday(), 60));
  const plays = useQuery({ queryKey: ['report-plays'], queryFn: () => api.query(reportPlaysDocument, {}) });
  const ready = playId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to);
  const report = useQuery({
    queryKey: ['play-report', playId, from, to],
    queryFn: () => api.query(playReportDocument, { playId, from, to }),
    enabled: ready,
  });
  const r = report.data?.playReport;
  return (
    <div className="grid gap-4">
      <div className="print:hidden flex flex-wrap items-end gap-3">
        <LabelledSelect
          id="report-play"
          label="Play"
          placeholder="Choose a play"
          value={playId}
          onChange={setPlayId}
          options={(plays.data?.plays.items ?? []).map((p) => ({ value: p.id, label: p.title }))}
        />
        <div className="grid gap-1">
          <Label htmlFor="play-from">From</Label>
          <Input id="play-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="play-to">To</Label>
          <Input id="play-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <CsvButton request={ready ? { kind: 'PLAY', args: { playId, from, to } } : null} />
      </div>
      {report.isError && <p role="alert">The report could not be read.</p>}
      {r && (
        <>
          <ReportTable
            caption={`${r.playTitle}, ${from} to ${to}`}
            head={HEAD}
            rows={r.performances.map((p) => [
              `${staffDateTime(new Date(p.startsAt))}${p.cancelled ? ' (cancelled)' : ''}`,
              p.capacity,
              p.tickets,
              p.comps,
              percent(p.occupancy),
              money(p.revenueNet),
              money(p.vat),
            ])}
            foot={['All', r.capacity, r.tickets, r.comps, percent(r.occupancy), money(r.revenueNet), money(r.vat)]}
          />
          <section>
            <h3 className="font-medium">
              Tickets sold per day
              {r.firstPerformanceAt ? `, first performance ${staffDateTime(new Date(r.firstPerformanceAt))}` : ''}
            </h3>
            <SalesChart days={r.salesByDay} />
          </section>
        </>
      )}
    </div>
  );
}
