import type { ChequeSummary } from '@daftar/contracts/endpoints/cheques-schemas';
import { downloadTextFile } from '../../../lib/csv/download-file.ts';
import { fetchAllPages, type Page } from '../../../lib/csv/fetch-all-pages.ts';

/** A column of the export: its header, a cell's text, and the figure when it is one (a number in the workbook). */
export interface ExportColumn {
  header: string;
  text(row: ChequeSummary): string;
  figure?(row: ChequeSummary): number;
}

export interface ChequeExport {
  fileName: string;
  columns: ExportColumn[];
  rightToLeft: boolean;
  fetchPage(page: number, pageSize: number): Promise<Page<ChequeSummary>>;
}

/** Every cheque the list matches (all pages, its filters) as CSV, texts as the screen writes them. */
export async function exportChequesCsv(spec: ChequeExport): Promise<number> {
  const [rows, { buildCsv }] = await Promise.all([
    fetchAllPages(spec.fetchPage),
    import('../../../lib/csv/build-csv.ts'),
  ]);
  const csv = buildCsv(
    spec.columns.map((column) => column.header),
    rows.map((row) => spec.columns.map((column) => (column.figure ? String(column.figure(row)) : column.text(row)))),
  );
  downloadTextFile(`${spec.fileName}.csv`, csv);
  return rows.length;
}

/** The same as an Excel workbook: amounts as numbers, the sheet right to left in fa. */
export async function exportChequesXlsx(spec: ChequeExport): Promise<number> {
  const [rows, { buildXlsx, xlsxType }] = await Promise.all([
    fetchAllPages(spec.fetchPage),
    import('../../../lib/xlsx/build-xlsx.ts'),
  ]);
  const bytes = await buildXlsx({
    name: spec.fileName,
    rightToLeft: spec.rightToLeft,
    header: spec.columns.map((column) => column.header),
    rows: rows.map((row) => ({
      cells: spec.columns.map((column) => (column.figure ? column.figure(row) : column.text(row))),
    })),
    numeric: spec.columns.map((column) => column.figure !== undefined),
    numFmt: '#,##0',
  });
  downloadTextFile(`${spec.fileName}.xlsx`, bytes, xlsxType);
  return rows.length;
}
