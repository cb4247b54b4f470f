import { api, Button } from '@vendure/dashboard';
import type { VariablesOf } from 'gql.tada';
import { useState } from 'react';
import { saveText } from './report-format';
import { reportCsvDocument } from './reports-documents';

type CsvRequest = VariablesOf<typeof reportCsvDocument>;

/** "Export CSV": asks the Admin API for the file's text and saves it, so the admin's own sign-in covers it. */
export function CsvButton({ request, label = 'Export CSV' }: { request: CsvRequest | null; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    if (!request) return;
    setBusy(true);
    setFailed(false);
    try {
      const { reportCsv } = await api.query(reportCsvDocument, request);
      saveText(reportCsv.filename, reportCsv.csv);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="print:hidden inline-flex items-center gap-2">
      <Button type="button" variant="outline" disabled={!request || busy} onClick={save}>
        {label}
      </Button>
      {failed && <span role="alert">The export failed; try again.</span>}
    </span>
  );
}
