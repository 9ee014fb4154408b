import type { InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { downloadTextFile } from '../../lib/csv/download-file.ts';
import { fetchAllPages, type Page } from '../../lib/csv/fetch-all-pages.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { Button } from '../../ui/button.tsx';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { invoiceAmounts } from './invoice-columns.tsx';

export interface InvoiceXlsxButtonProps {
  columns: readonly ListColumn<InvoiceSummary>[];
  format: CellFormat;
  fetchPage(page: number, pageSize: number): Promise<Page<InvoiceSummary>>;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Every invoice the overview lists, as an Excel workbook: the visible columns, amounts as numbers in Rials (the
 * spreadsheet can total them), the sheet right to left in fa. exceljs is imported on the click, never with a screen.
 */
async function exportXlsx({ columns, format, fetchPage }: InvoiceXlsxButtonProps): Promise<number> {
  const [rows, loaded] = await Promise.all([fetchAllPages(fetchPage), import('exceljs')]);
  // The browser build is CommonJS: bundlers hand its exports over as the default export.
  const { Workbook } = ('default' in loaded ? loaded.default : loaded) as typeof loaded;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('invoices', { views: [{ rightToLeft: format.language === 'fa' }] });
  sheet.addRow(columns.map((column) => format.t(column.header))).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(columns.map((column) => invoiceAmounts[column.id]?.(row) ?? column.text(row, format)));
  }
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.numeric ? 18 : 28;
    if (column.numeric) sheetColumn.numFmt = '#,##0';
  });
  downloadTextFile('invoices.xlsx', await workbook.xlsx.writeBuffer(), xlsxType);
  return rows.length;
}

/** The overview's "Excel" button: busy while it reads every page, then a toast with the row count. */
export function InvoiceXlsxButton(props: InvoiceXlsxButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const count = await exportXlsx(props);
      void notify.success(t('WEB_LIST_EXPORTED', { count: formatAmount(count, props.format.language) }));
    } catch (error) {
      void notify.error(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" loading={busy} onClick={() => void run()} data-testid="invoice-export-xlsx">
      {t('WEB_INVOICES_EXPORT_XLSX')}
    </Button>
  );
}
