import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import { useT } from '../../i18n/use-t.ts';
import type { Page } from '../../lib/csv/fetch-all-pages.ts';
import { amountUnitKeys } from '../../lib/format/format-amount.ts';
import { exportListXlsx, type XlsxColumn } from '../../lib/xlsx/export-list-xlsx.ts';
import { ExportRowsButton } from '../../ui/list/export-button.tsx';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';

export interface MoneyRecordXlsxButtonProps {
  /** The columns the table shows, so the workbook holds what the screen shows. */
  columns: readonly ListColumn<MoneyRecord>[];
  format: CellFormat;
  /** Without extension. */
  fileName: string;
  fetchPage(page: number, pageSize: number): Promise<Page<MoneyRecord>>;
}

const figures = { amount: true, vat: true, total: true } as const;
const isFigure = (id: string): id is keyof typeof figures => id in figures;

/** A figure in the list's unit: Rials as they are, Tomans a tenth of them (one decimal at most, exact). */
const inUnit = (rials: number, format: CellFormat) => (format.amountUnit === 'TOMAN' ? rials / 10 : rials);

/** A column of the workbook: a figure as a number in the list's unit (named in its header), else the screen's text. */
function xlsxColumn(column: ListColumn<MoneyRecord>, format: CellFormat, unit: string): XlsxColumn<MoneyRecord> {
  const { id } = column;
  if (isFigure(id)) {
    return { header: `${format.t(column.header)} (${unit})`, cell: (row) => inUnit(row[id], format), numeric: true };
  }
  return { header: format.t(column.header), cell: (row) => column.text(row, format), numeric: false };
}

/**
 * Every record the list matches (all pages, its search, filters and sort), as an Excel workbook: the visible
 * columns, dates as the screen writes them (Jalali in fa), the figures as numbers in the list's unit, the sheet
 * right to left in fa. Resolves to the number of rows.
 */
function exportXlsx({ columns, format, fileName, fetchPage }: MoneyRecordXlsxButtonProps): Promise<number> {
  const unit = format.t(amountUnitKeys[format.amountUnit ?? 'RIAL']);
  return exportListXlsx({
    fileName,
    rightToLeft: format.language === 'fa',
    columns: columns.map((column) => xlsxColumn(column, format, unit)),
    numFmt: format.amountUnit === 'TOMAN' ? '#,##0.0' : '#,##0',
    fetchPage,
  });
}

/** The list toolbar's "Export Excel" beside the CSV one. */
export function MoneyRecordXlsxButton(props: MoneyRecordXlsxButtonProps) {
  const t = useT();
  return (
    <ExportRowsButton
      label={t('WEB_MONEY_EXPORT_XLSX')}
      testId="money-export-xlsx"
      language={props.format.language}
      exportRows={() => exportXlsx(props)}
    />
  );
}
