import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import { parseDebitorsTab } from './debitors-tab.ts';
import type { JournalPage } from './voucher-routes.tsx';
import type { AccountingReportPage } from './report-pages.tsx';
import type { PeopleReportPage } from './people-reports/routes.tsx';
import type { TreasuryPage } from './treasury/routes.tsx';
import type { ChequePage } from './cheques/routes.tsx';
import type { LegalBookPage } from './legal-books/routes.tsx';

const area = lazyArea('accounting', () => import('./routes.tsx'));
const booksReports = area.screen((m) => m.booksReportsPage);
const journal = lazyArea('accounting-journal', () => import('./voucher-routes.tsx'));
const journalPage = (name: JournalPage) => journal.screen((m) => m.journalPages[name]);
const report = (name: AccountingReportPage) => area.screen((m) => m.accountingReportPages[name]);
export const preloadAccounting = area.preload;
const people = lazyArea('people-reports', () => import('./people-reports/routes.tsx'));
const peopleReport = (name: PeopleReportPage) => people.screen((m) => m.peopleReportPages[name]);

const tabLoader = ({ url }: LoaderFunctionArgs) => ({ tab: parseDebitorsTab(url.searchParams.get('tab')) });

const treasury = lazyArea('treasury', () => import('./treasury/routes.tsx'));
const treasuryPage = (name: TreasuryPage) => treasury.screen((m) => m.treasuryPages[name]);
const cheques = lazyArea('cheques', () => import('./cheques/routes.tsx'));
const chequePage = (name: ChequePage) => cheques.screen((m) => m.chequePages[name]);
const legalBooks = lazyArea('legal-books', () => import('./legal-books/routes.tsx'));
const legalBook = (name: LegalBookPage) => legalBooks.screen((m) => m.legalBookPages[name]);

/** The treasury's screens (issue 16), one lazy chunk: cash, banks, petty cash, owners and transfers. */
const treasuryPages: [string, string, TreasuryPage][] = [
  ['transfer-money', 'WEB_PAGE_ACC_TRANSFER_MONEY', 'transfers'],
  ['petty-cash', 'WEB_PAGE_ACC_PETTY_CASH', 'pettyCash'],
  ['owners', 'WEB_PAGE_ACC_OWNERS', 'owners'],
  ['cash', 'WEB_PAGE_ACC_CASH', 'cash'],
  ['banks', 'WEB_PAGE_ACC_BANKS', 'banks'],
];

/** The books' reports: the same screens under /accounting/ and their copies under /accounting/reports/ (SPEC §2). */
const bookReports = (): RouteObject[] => [
  pageRoute('tafsili-report', 'WEB_PAGE_ACC_TAFSILI_REPORT', report('tafsili')),
  pageRoute('profit-loss', 'WEB_PAGE_ACC_PROFIT_LOSS', report('profitLoss')),
  pageRoute('general-ledger', 'WEB_PAGE_ACC_GENERAL_LEDGER', report('ledger')),
  pageRoute('balance', 'WEB_PAGE_ACC_BALANCE', report('balance')),
  pageRoute('accounts-review', 'WEB_PAGE_ACC_ACCOUNTS_REVIEW', report('balanceSheet')),
];

/** The report copies under /accounting/reports/ (SPEC §2). */
const reportPages: RouteObject[] = [
  indexRoute(booksReports),
  ...bookReports(),
  pageRoute('vat-report', 'WEB_PAGE_ACC_VAT_REPORT', peopleReport('vatReport')),
  pageRoute('legal-journal', 'WEB_PAGE_ACC_LEGAL_JOURNAL', legalBook('journal')),
  pageRoute('legal-ledger', 'WEB_PAGE_ACC_LEGAL_LEDGER', legalBook('ledger')),
  pageRoute('legal-books/electronic', 'WEB_PAGE_ACC_ELECTRONIC_BOOKS', legalBook('electronic')),
  pageRoute('journal-ledger', 'WEB_PAGE_ACC_JOURNAL_LEDGER', journalPage('vouchers')),
  pageRoute('debitor-creditor', 'WEB_PAGE_ACC_DEBITORS_CREDITORS', peopleReport('debtors'), { loader: tabLoader }),
  sectionRoute('people-account-flow', 'WEB_PAGE_ACC_PEOPLE_ACCOUNT_FLOW', [
    indexRoute(peopleReport('accountFlow')),
    sectionRoute(':accCode', 'WEB_CRUMB_DETAIL', [
      indexRoute(peopleReport('accountFlowPeople')),
      pageRoute('details', 'WEB_CRUMB_DETAILS', peopleReport('accountFlowDetails')),
    ]),
  ]),
  // An address of a report that is not there lands on the hub, which lists those that are.
  pageRoute('*', 'WEB_PAGE_ACC_REPORT', booksReports),
];

export const accountingRoutes: RouteObject[] = [
  sectionRoute('accounting', 'WEB_NAV_ACCOUNTING', [
    { index: true, loader: () => redirect('/accounting/operations') },
    ...treasuryPages.map(([path, crumb, page]) => pageRoute(path, crumb, treasuryPage(page))),
    sectionRoute('cheques', 'WEB_PAGE_ACC_CHEQUES', [
      indexRoute(chequePage('list')),
      pageRoute('due', 'WEB_PAGE_ACC_CHEQUES_DUE', chequePage('due')),
      pageRoute(':chequeId', 'WEB_CRUMB_DETAIL', chequePage('view')),
    ]),
    pageRoute('vat', 'WEB_PAGE_ACC_VAT', peopleReport('vat')),
    pageRoute('vat-report', 'WEB_PAGE_ACC_VAT_REPORT', peopleReport('vatReport')),
    pageRoute('operations', 'WEB_PAGE_ACC_OPERATIONS', journalPage('operations')),
    pageRoute('opening-balance', 'WEB_PAGE_ACC_OPENING_BALANCE', journalPage('openingBalance')),
    pageRoute('closing-balance', 'WEB_PAGE_ACC_CLOSING_BALANCE', journalPage('closingBalance')),
    ...bookReports(),
    pageRoute('coa', 'WEB_PAGE_ACC_COA', report('coa')),
    pageRoute('settings', 'WEB_PAGE_ACC_SETTINGS', report('settings')),
    sectionRoute('reports', 'WEB_PAGE_ACC_REPORTS', reportPages),
    sectionRoute('financial-years', 'WEB_PAGE_ACC_FINANCIAL_YEARS', [
      indexRoute(journalPage('fiscalYears')),
      pageRoute('create', 'WEB_CRUMB_CREATE', journalPage('fiscalYearCreate')),
    ]),
    sectionRoute('journal-ledger', 'WEB_PAGE_ACC_JOURNAL_LEDGER', [
      indexRoute(journalPage('vouchers')),
      pageRoute('create', 'WEB_CRUMB_CREATE', journalPage('voucherCreate')),
      pageRoute(':voucherId/edit', 'WEB_CRUMB_EDIT', journalPage('voucherEdit')),
      pageRoute(':voucherId/copy', 'WEB_CRUMB_COPY', journalPage('voucherCopy')),
    ]),
    sectionRoute('debitors-creditors', 'WEB_PAGE_ACC_DEBITORS_CREDITORS', [
      indexRoute(peopleReport('debtors'), { loader: tabLoader }),
      pageRoute(':customerId', 'WEB_CRUMB_DETAIL', peopleReport('statement')),
    ]),
    pageRoute('account-details/*', 'WEB_PAGE_ACC_ACCOUNT_DETAILS', report('ledger')),
  ]),
];
