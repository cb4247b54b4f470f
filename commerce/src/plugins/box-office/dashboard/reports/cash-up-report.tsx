import { useQuery } from '@tanstack/react-query';
import { api, Button, Input, Label } from '@vendure/dashboard';
import { useState } from 'react';
import { CsvButton } from './csv-button';
import { money, theatreToday } from './report-format';
import { ReportTable } from './report-table';
import { cashUpDocument } from './reports-documents';

const HEAD = ['Method', 'Staff', 'Payments', 'Taken', 'Refunds', 'Refunded', 'Net'];

/** The day's cash-up per payment method and member of staff, with refunds; printable as it stands. */
export function CashUpReportView() {
  const [date, setDate] = useState(theatreToday);
  const report = useQuery({
    queryKey: ['cash-up', date],
    queryFn: () => api.query(cashUpDocument, { date }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const r = report.data?.cashUp;
  type Row = NonNullable<typeof r>['total'];
  const row = (x: Row, staff: string) => [
    x.method,
    staff,
    x.payments,
    money(x.taken),
    x.refunds,
    money(x.refunded),
    money(x.net),
  ];
  return (
    <div className="grid gap-4">
      <div className="print:hidden flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="cash-up-date">Day</Label>
          <Input id="cash-up-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <CsvButton request={{ kind: 'CASH_UP', args: { date } }} />
      </div>
      {report.isError && <p role="alert">The cash-up could not be read.</p>}
      {r && (
        <>
          <ReportTable
            caption={`Cash-up ${r.date}: per method and member of staff`}
            head={HEAD}
            rows={r.rows.map((x) => row(x, x.administratorName ?? 'online'))}
          />
          <ReportTable
            caption="Per method"
            head={HEAD}
            rows={r.methods.map((x) => row(x, 'all'))}
            foot={row(r.total, 'all')}
          />
        </>
      )}
    </div>
  );
}
