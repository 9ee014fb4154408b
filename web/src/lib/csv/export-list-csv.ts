import { downloadTextFile } from './download-file.ts';
import { fetchAllPages, type Page } from './fetch-all-pages.ts';

/** One exported column: its header and the cell text as the screen shows it (current language, formatted). */
export interface CsvColumn<T> {
  header: string;
  text: (row: T) => string;
}

export interface ExportListCsvOptions<T> {
  /** Without extension; `.csv` is added. */
  fileName: string;
  columns: readonly CsvColumn<T>[];
  /** Reads one page of the list with the screen's current search, filters and sort. */
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>;
}

/**
 * Exports a whole list as the user sees it: every page with the current query, the given (visible) columns, and
 * downloads it. papaparse is loaded only here, on the first export, so no screen's chunk carries it.
 * Resolves to the number of rows written.
 */
export async function exportListCsv<T>({ fileName, columns, fetchPage }: ExportListCsvOptions<T>): Promise<number> {
  const [rows, { buildCsv }] = await Promise.all([fetchAllPages(fetchPage), import('./build-csv.ts')]);
  const csv = buildCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.text(row))),
  );
  downloadTextFile(`${fileName}.csv`, csv);
  return rows.length;
}
