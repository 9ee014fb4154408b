import type { LegalLedger } from '@daftar/contracts/endpoints/accounting-legal-books';
import { inPeriod, type LegalBooks, pageOf } from './journal-rows.ts';

type LedgerAccount = LegalLedger['accounts'][number];
type LedgerPage = LedgerAccount['pages'][number];
type Running = LedgerPage['carriedIn'];

/** A running debit − credit as the book writes it: the amount and the side it stands on. */
export function balanceOf(debit: number, credit: number): Running {
  const net = debit - credit;
  return { debit, credit, balance: Math.abs(net), side: net > 0 ? 'DEBIT' : net < 0 ? 'CREDIT' : 'NONE' };
}

/**
 * Every kol's pages in code order: one ledger row per journal row on that kol, pointing at the journal's page and
 * line, with the running balance from the year's start; each account's pages are numbered from the ledger's first
 * page and carry their totals as the journal's do. Only accounts and pages holding the period's rows are kept.
 */
export function legalLedgerAccounts(books: LegalBooks): LedgerAccount[] {
  const { settings, period } = books;
  const byKol = new Map<number, LegalBooks['rows']>();
  for (const row of books.rows) {
    const rows = byKol.get(row.accountId) ?? [];
    rows.push(row);
    byKol.set(row.accountId, rows);
  }
  const accounts: LedgerAccount[] = [];
  for (const [kolId, rows] of byKol) {
    const kol = books.chart.byId.get(kolId);
    if (!kol) continue;
    const pages: LedgerPage[] = [];
    let debit = 0;
    let credit = 0;
    let page: LedgerPage | undefined;
    const totals = { debit: 0, credit: 0 };
    rows.forEach((row, index) => {
      const number = settings.ledger.firstPage + Math.floor(index / settings.rowsPerPage);
      if (page?.number !== number) {
        page = { number, carriedIn: balanceOf(debit, credit), rows: [], carriedOut: balanceOf(debit, credit) };
        pages.push(page);
      }
      debit += row.debit;
      credit += row.credit;
      const running = balanceOf(debit, credit);
      page.rows.push({
        line: (index % settings.rowsPerPage) + 1,
        kind: row.kind,
        from: row.from,
        to: row.to,
        journalPage: pageOf(row.row, settings),
        journalLine: row.line,
        journalRow: row.row,
        firstVoucher: row.firstVoucher,
        lastVoucher: row.lastVoucher,
        debit: row.debit,
        credit: row.credit,
        balance: running.balance,
        side: running.side,
      });
      page.carriedOut = running;
      if (inPeriod(row, period)) {
        totals.debit += row.debit;
        totals.credit += row.credit;
      }
    });
    const shown = pages.filter((each) => each.rows.some((row) => inPeriod(row, period)));
    if (shown.length === 0) continue;
    accounts.push({ accountId: kol.id, code: kol.code, nameFa: kol.nameFa, nameEn: kol.nameEn, pages: shown, totals });
  }
  return accounts.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
