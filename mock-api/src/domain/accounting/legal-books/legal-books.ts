import type { LegalJournal, LegalLedger } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { Queryable } from '@daftar/db/client';
import { DomainError } from '../../errors.ts';
import { loadChart } from '../reports/chart.ts';
import { type Period, type PeriodQuery, resolvePeriod } from '../reports/period.ts';
import { legalBookChecks } from './checks.ts';
import { inPeriod, journalRows, type LegalBooks, pageOf } from './journal-rows.ts';
import { legalLedgerAccounts } from './ledger-pages.ts';
import { legalBookSettingsOf } from './settings.ts';

export function readLegalBooks(db: Queryable, companyId: number, query: PeriodQuery): LegalBooks {
  const period = resolvePeriod(db, companyId, query);
  const settings = legalBookSettingsOf(db, companyId, period.year.id);
  const chart = loadChart(db, companyId);
  return { period, settings, chart, rows: journalRows(db, companyId, period.year, period.to, chart, settings) };
}

export function sideTotals(rows: readonly { debit: number; credit: number }[]) {
  let debit = 0;
  let credit = 0;
  for (const row of rows) {
    debit += row.debit;
    credit += row.credit;
  }
  return { debit, credit };
}

/** The journal's pages that hold the period's rows, each carrying the running totals from the year's first row. */
export function journalPages(books: LegalBooks): LegalJournal['pages'] {
  const pages: LegalJournal['pages'] = [];
  const carried = { debit: 0, credit: 0 };
  let page: LegalJournal['pages'][number] | undefined;
  for (const row of books.rows) {
    const number = pageOf(row.row, books.settings);
    if (page?.number !== number) {
      page = { number, carriedIn: { ...carried }, rows: [], carriedOut: carried };
      pages.push(page);
    }
    page.rows.push(row);
    carried.debit += row.debit;
    carried.credit += row.credit;
    page.carriedOut = { ...carried };
  }
  return pages.filter((each) => each.rows.some((row) => inPeriod(row, books.period)));
}

const periodAnswer = (period: Period) => ({ fiscalYearId: period.year.id, from: period.from, to: period.to });

/** The journal's pages and the range's totals, as the screen and the PDF show them (the checks apart). */
export function journalBook(books: LegalBooks): Omit<LegalJournal, 'checks'> {
  return {
    period: periodAnswer(books.period),
    settings: books.settings,
    pages: journalPages(books),
    totals: sideTotals(books.rows.filter((row) => inPeriod(row, books.period))),
  };
}

/** The legal journal (دفتر روزنامه) of a period, its pages and the checks. */
export function legalJournal(db: Queryable, companyId: number, query: PeriodQuery): LegalJournal {
  const books = readLegalBooks(db, companyId, query);
  return { ...journalBook(books), checks: legalBookChecks(db, companyId, books, legalLedgerAccounts(books)) };
}

export type LedgerQuery = PeriodQuery & { accountId?: number | undefined };

/**
 * The ledger's accounts (the kol of `accountId`, a kol or a moein for its kol, or every kol without it; 404 for no
 * such account) and their totals, as the screen and the PDF show them; `all` is every kol's, for the checks.
 */
export function ledgerBook(books: LegalBooks, accountId: number | undefined) {
  const all = legalLedgerAccounts(books);
  let accounts = all;
  if (accountId !== undefined) {
    const account = books.chart.byId.get(accountId);
    if (!account) throw new DomainError('not-found', 'ACCOUNT_NOT_FOUND');
    const kol = books.chart.ancestorAt(account.id, 'KOL');
    accounts = all.filter((each) => each.accountId === kol.id);
  }
  const book: Omit<LegalLedger, 'checks'> = {
    period: periodAnswer(books.period),
    settings: books.settings,
    accounts,
    totals: sideTotals(accounts.map((account) => account.totals)),
  };
  return { book, all };
}

/** The legal ledger (دفتر کل) of a period: every kol's pages (or one kol's), and the checks. */
export function legalLedger(db: Queryable, companyId: number, query: LedgerQuery): LegalLedger {
  const books = readLegalBooks(db, companyId, query);
  const { book, all } = ledgerBook(books, query.accountId);
  return { ...book, checks: legalBookChecks(db, companyId, books, all) };
}
