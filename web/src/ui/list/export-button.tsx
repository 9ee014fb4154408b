import type { Language } from '@daftar/contracts/schemas/common';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { exportListCsv } from '../../lib/csv/export-list-csv.ts';
import type { Page } from '../../lib/csv/fetch-all-pages.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { Button } from '../button.tsx';
import { notify } from '../toast/notify.tsx';
import { type CellFormat, type ListColumn, toCsvColumns } from './list-columns.tsx';

export interface ExportButtonProps<T> {
  /** Without extension; `.csv` is added. */
  fileName: string;
  /** The columns the table shows, so the file holds what the screen shows. */
  columns: readonly ListColumn<T>[];
  format: CellFormat;
  /** One page of the list with the screen's search, filters and sort: `{ ...list.query, page, pageSize }`. */
  fetchPage(page: number, pageSize: number): Promise<Page<T>>;
}

/**
 * The list toolbar's "Export CSV": every page of the list as the user sees it (`exportListCsv`), busy meanwhile,
 * then a toast saying how many rows the file holds, or the failure as an error toast.
 *
 * API: `<ExportButton fileName="items" columns={shown} format={format} fetchPage={…} />`. Test id: `list-export`.
 */
export function ExportButton<T>({ fileName, columns, format, fetchPage }: ExportButtonProps<T>) {
  const t = useT();
  return (
    <ExportRowsButton
      label={t('WEB_LIST_EXPORT_CSV')}
      testId="list-export"
      language={format.language}
      exportRows={() => exportListCsv({ fileName, columns: toCsvColumns(columns, format), fetchPage })}
    />
  );
}

export interface ExportRowsButtonProps {
  label: string;
  testId: string;
  language: Language;
  /** Reads the rows and saves the file; resolves to the number of rows written. */
  exportRows(): Promise<number>;
}

/** Any export of a list (CSV, an Excel workbook): busy while it runs, then the row count or the failure as a toast. */
export function ExportRowsButton({ label, testId, language, exportRows }: ExportRowsButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const count = await exportRows();
      void notify.success(t('WEB_LIST_EXPORTED', { count: formatAmount(count, language) }));
    } catch (error) {
      void notify.error(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" loading={busy} onClick={() => void run()} data-testid={testId}>
      {label}
    </Button>
  );
}
