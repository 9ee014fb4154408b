import { downloadTextFile } from '../csv/download-file.ts';
import { fetchAllPages, type Page } from '../csv/fetch-all-pages.ts';

/** One column of the workbook: its header, and each row's cell, a figure as a number the spreadsheet can total. */
export interface XlsxColumn<T> {
  header: string;
  cell: (row: T) => string | number;
  /** The column holds figures (numbers in `numFmt`). */
  numeric: boolean;
}

export interface ExportListXlsxOptions<T> {
  /** The sheet's name, and the file's without extension; `.xlsx` is added. */
  fileName: string;
  columns: readonly XlsxColumn<T>[];
  /** True for a Persian screen: the sheet reads right to left, as the list does. */
  rightToLeft: boolean;
  /** The figures' number format; whole numbers, grouped, when left out. */
  numFmt?: string;
  /** Reads one page of the list with the screen's current search, filters and sort. */
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>;
}

/**
 * Exports a whole list as an Excel workbook, as `exportListCsv` does as a CSV: every page with the current query,
 * the given (visible) columns, then downloads it. The workbook's builder (and exceljs) loads only here, on the
 * first export. Resolves to the number of rows written.
 */
export async function exportListXlsx<T>(options: ExportListXlsxOptions<T>): Promise<number> {
  const { fileName, columns, rightToLeft, numFmt, fetchPage } = options;
  const [rows, { buildXlsx, xlsxType }] = await Promise.all([fetchAllPages(fetchPage), import('./build-xlsx.ts')]);
  const bytes = await buildXlsx({
    name: fileName,
    rightToLeft,
    header: columns.map((column) => column.header),
    rows: rows.map((row) => ({ cells: columns.map((column) => column.cell(row)) })),
    numeric: columns.map((column) => column.numeric),
    numFmt,
  });
  downloadTextFile(`${fileName}.xlsx`, bytes, xlsxType);
  return rows.length;
}
