import type { ReportModel, ReportRow } from '../report-model.ts';

/** One page of a printed legal book: its number, the ledger's kol it belongs to (none in the journal), its rows. */
export interface PrintedPage {
  key: string;
  number: number;
  heading: string | null;
  rows: ReportRow[];
}

/**
 * The book's model cut into its pages: each page opens at its «brought forward» row (`startsPage`) and runs to the
 * next one; a ledger's kol heading names the pages after it instead of standing as a row of its own.
 */
export function printedPages(model: ReportModel): PrintedPage[] {
  const pages: PrintedPage[] = [];
  let heading: string | null = null;
  let page: PrintedPage | undefined;
  for (const row of model.rows) {
    if (row.kind === 'heading') {
      heading = row.cells.page?.text ?? null;
      page = undefined;
      continue;
    }
    if (row.startsPage !== undefined || !page) {
      page = { key: row.key, number: row.startsPage ?? 0, heading, rows: [] };
      pages.push(page);
    }
    page.rows.push(row);
  }
  return pages;
}
