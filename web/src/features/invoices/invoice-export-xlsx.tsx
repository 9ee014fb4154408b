import type { InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { useT } from '../../i18n/use-t.ts';
import { downloadTextFile } from '../../lib/csv/download-file.ts';
import { fetchAllPages, type Page } from '../../lib/csv/fetch-all-pages.ts';
import { ExportRowsButton } from '../../ui/list/export-button.tsx';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { invoiceAmounts } from './invoice-columns.tsx';

export interface InvoiceXlsxButtonProps {
  columns: readonly ListColumn<InvoiceSummary>[];
  format: CellFormat;
  fetchPage(page: number, pageSize: number): Promise<Page<InvoiceSummary>>;
}

/**
 * Every invoice the overview lists, as an Excel workbook: the visible columns, amounts as numbers in Rials (the
 * spreadsheet can total them), the sheet right to left in fa.
 */
async function exportXlsx({ columns, format, fetchPage }: InvoiceXlsxButtonProps): Promise<number> {
  const [rows, { buildXlsx, xlsxType }] = await Promise.all([
    fetchAllPages(fetchPage),
    import('../../lib/xlsx/build-xlsx.ts'),
  ]);
  const bytes = await buildXlsx({
    name: 'invoices',
    rightToLeft: format.language === 'fa',
    header: columns.map((column) => format.t(column.header)),
    rows: rows.map((row) => ({
      cells: columns.map((column) => invoiceAmounts[column.id]?.(row) ?? column.text(row, format)),
    })),
    numeric: columns.map((column) => column.numeric === true),
  });
  downloadTextFile('invoices.xlsx', bytes, xlsxType);
  return rows.length;
}

/** The overview's "Excel" button. */
export function InvoiceXlsxButton(props: InvoiceXlsxButtonProps) {
  const t = useT();
  return (
    <ExportRowsButton
      label={t('WEB_INVOICES_EXPORT_XLSX')}
      testId="invoice-export-xlsx"
      language={props.format.language}
      exportRows={() => exportXlsx(props)}
    />
  );
}
