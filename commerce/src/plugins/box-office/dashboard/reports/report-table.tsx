import type { ReactNode } from 'react';

/** A plain table that prints cleanly (the Dashboard's chrome is hidden by the print stylesheet). */
export function ReportTable({
  caption,
  head,
  rows,
  foot,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  foot?: ReactNode[];
}) {
  const cell = 'border-b px-2 py-1 text-right first:text-left tabular-nums';
  return (
    <table className="report-table w-full border-collapse text-sm">
      <caption className="text-left font-medium py-2">{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" className={`${cell} font-medium`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity of their own
          <tr key={i}>
            {row.map((value, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <td key={j} className={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot && (
        <tfoot>
          <tr>
            {foot.map((value, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <td key={j} className={`${cell} font-medium`}>
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
