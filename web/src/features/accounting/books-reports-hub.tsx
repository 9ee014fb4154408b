import { useT } from '../../i18n/use-t.ts';
import { CardLinks } from '../../ui/card-links.tsx';
import './report.css';

/** The books' reports, each with the question it answers, in the order an accountant reads the books. */
const reports = [
  { path: 'balance', title: 'WEB_PAGE_ACC_BALANCE', answers: 'WEB_BOOKS_REPORTS_BALANCE' },
  { path: 'journal-ledger', title: 'WEB_PAGE_ACC_JOURNAL_LEDGER', answers: 'WEB_BOOKS_REPORTS_JOURNAL' },
  { path: 'general-ledger', title: 'WEB_PAGE_ACC_GENERAL_LEDGER', answers: 'WEB_BOOKS_REPORTS_LEDGER' },
  { path: 'profit-loss', title: 'WEB_PAGE_ACC_PROFIT_LOSS', answers: 'WEB_BOOKS_REPORTS_PROFIT_LOSS' },
  { path: 'accounts-review', title: 'WEB_PAGE_ACC_ACCOUNTS_REVIEW', answers: 'WEB_BOOKS_REPORTS_BALANCE_SHEET' },
  { path: 'tafsili-report', title: 'WEB_PAGE_ACC_TAFSILI_REPORT', answers: 'WEB_BOOKS_REPORTS_TAFSILI' },
  { path: 'debitor-creditor', title: 'WEB_PAGE_ACC_DEBITORS_CREDITORS', answers: 'WEB_BOOKS_REPORTS_DEBTORS' },
  { path: 'vat-report', title: 'WEB_PAGE_ACC_VAT_REPORT', answers: 'WEB_BOOKS_REPORTS_VAT' },
  { path: 'legal-journal', title: 'WEB_PAGE_ACC_LEGAL_JOURNAL', answers: 'WEB_BOOKS_REPORTS_LEGAL_JOURNAL' },
  { path: 'legal-ledger', title: 'WEB_PAGE_ACC_LEGAL_LEDGER', answers: 'WEB_BOOKS_REPORTS_LEGAL_LEDGER' },
  {
    path: 'legal-books/electronic',
    title: 'WEB_PAGE_ACC_ELECTRONIC_BOOKS',
    answers: 'WEB_BOOKS_REPORTS_ELECTRONIC_BOOKS',
  },
  {
    path: 'people-account-flow',
    title: 'WEB_PAGE_ACC_PEOPLE_ACCOUNT_FLOW',
    answers: 'WEB_BOOKS_REPORTS_PEOPLE_FLOW',
  },
] as const;

/** /accounting/reports: the hub of the books' reports, a card per report with the line on what it answers. */
export function BooksReportsHub() {
  const t = useT();
  return (
    <>
      <p className="books-reports-intro">{t('WEB_BOOKS_REPORTS_INTRO')}</p>
      <CardLinks
        cards={reports.map((report) => ({
          to: `/accounting/reports/${report.path}`,
          title: report.title,
          body: report.answers,
          testId: `books-report-${report.path}`,
        }))}
        testId="books-reports"
        className="books-reports"
        bodyClassName="books-reports-answers"
      />
    </>
  );
}
