import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import { useT } from '../../i18n/use-t.ts';
import { downloadTextFile } from '../../lib/csv/download-file.ts';
import { fetchAllPages, type Page } from '../../lib/csv/fetch-all-pages.ts';
import { amountUnitKeys } from '../../lib/format/format-amount.ts';
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

/**
 * Every record the list matches (all pages, its search, filters and sort), as an Excel workbook: the visible
 * columns, dates as the screen writes them (Jalali in fa), the figures as numbers in the list's unit (named in the
 * header), the sheet right to left in fa. Resolves to the number of rows.
 */
async function exportXlsx({ columns, format, fileName, fetchPage }: MoneyRecordXlsxButtonProps): Promise<number> {
  const [rows, { buildXlsx, xlsxType }] = await Promise.all([
    fetchAllPages(fetchPage),
    import('../../lib/xlsx/build-xlsx.ts'),
  ]);
  const unit = format.t(amountUnitKeys[format.amountUnit ?? 'RIAL']);
  const bytes = await buildXlsx({
    name: fileName,
    rightToLeft: format.language === 'fa',
    header: columns.map((column) =>
      isFigure(column.id) ? `${format.t(column.header)} (${unit})` : format.t(column.header),
    ),
    rows: rows.map((row) => ({
      cells: columns.map((column) => (isFigure(column.id) ? inUnit(row[column.id], format) : column.text(row, format))),
    })),
    numeric: columns.map((column) => isFigure(column.id)),
    numFmt: format.amountUnit === 'TOMAN' ? '#,##0.0' : '#,##0',
  });
  downloadTextFile(`${fileName}.xlsx`, bytes, xlsxType);
  return rows.length;
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
