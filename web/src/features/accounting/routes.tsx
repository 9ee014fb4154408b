import { BooksReportsHub } from './books-reports-hub.tsx';

/** /accounting/reports: the hub of the books' reports. */
export const booksReportsPage = { Component: BooksReportsHub };

export { accountingReportPages } from './report-pages.tsx';
