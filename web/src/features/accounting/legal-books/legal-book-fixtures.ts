import type { ReportModel } from '../report-model.ts';
import { printedPages } from './legal-book-print-pages.ts';

/** For the books' tests: each printed sheet of `model` as its page number, its heading and its rows' descriptions. */
export const printedSheets = (model: ReportModel) =>
  printedPages(model).map((page) => [page.number, page.heading, page.rows.map((each) => each.cells.description?.text)]);
