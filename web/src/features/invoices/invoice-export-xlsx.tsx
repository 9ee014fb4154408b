import type { InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { useT } from '../../i18n/use-t.ts';
import type { Page } from '../../lib/csv/fetch-all-pages.ts';
import { exportListXlsx } from '../../lib/xlsx/export-list-xlsx.ts';
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
function exportXlsx({ columns, format, fetchPage }: InvoiceXlsxButtonProps): Promise<number> {
  return exportListXlsx({
    fileName: 'invoices',
    rightToLeft: format.language === 'fa',
    columns: columns.map((column) => ({
      header: format.t(column.header),
      cell: (row: InvoiceSummary) => invoiceAmounts[column.id]?.(row) ?? column.text(row, format),
      numeric: column.numeric === true,
    })),
    fetchPage,
  });
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
