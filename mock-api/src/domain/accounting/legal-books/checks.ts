import type { LegalBookCheck, LegalLedger } from '@daftar/contracts/endpoints/accounting-legal-books';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { rangeSums } from '../reports/range-sums.ts';
import { trialBalanceFor } from '../reports/trial-balance.ts';
import { inPeriod, type LegalBooks } from './journal-rows.ts';

const shownVouchers = 50;

type VoucherRef = LegalBookCheck['vouchers'][number];

const check = (code: LegalBookCheck['code'], ok: boolean, more: Partial<LegalBookCheck> = {}): LegalBookCheck => ({
  code,
  ok,
  count: 0,
  vouchers: [],
  missingNumbers: [],
  totals: null,
  ...more,
});

/** Vouchers of the period matching `where`: the first fifty by number, and how many there are. */
function vouchersWhere(db: Queryable, companyId: number, books: LegalBooks, where: ReturnType<typeof sql>) {
  const { period } = books;
  const scope = sql`company_id = ${companyId} and fiscal_year_id = ${period.year.id}
    and date >= ${period.from} and date <= ${period.to} and ${where}`;
  const vouchers = db.all<VoucherRef>(sql`
    select id, number, date, status from vouchers where ${scope} order by number limit ${shownVouchers}`);
  const count = db.get<{ n: number }>(sql`select count(*) as n from vouchers where ${scope}`)?.n ?? 0;
  return { vouchers, count };
}

/**
 * The trial balance's turnover over the period as the journal counts it: the period columns (NORMAL lines), plus
 * the opening and closing vouchers dated in it, which the trial balance shows apart or leaves out.
 */
function trialBalanceTurnover(db: Queryable, companyId: number, books: LegalBooks) {
  const { totals } = trialBalanceFor(db, companyId, books.period, 'KOL');
  let debit = totals.periodDebit;
  let credit = totals.periodCredit;
  for (const sum of rangeSums(db, companyId, books.period.from, books.period.to, { byTafsili: false })) {
    if (sum.kind === 'NORMAL') continue;
    debit += sum.debit;
    credit += sum.credit;
  }
  return { debit, credit };
}

/** Numbers missing from the year's 1..n (at most fifty): none while the count equals the highest number. */
function missingNumbers(db: Queryable, books: LegalBooks): number[] {
  const span = db.get<{ n: number; top: number | null }>(
    sql`select count(*) as n, max(number) as top from vouchers where fiscal_year_id = ${books.period.year.id}`,
  );
  if (!span || span.top === null || span.n === span.top) return [];
  const numbers = db.all<{ number: number }>(
    sql`select number from vouchers where fiscal_year_id = ${books.period.year.id} order by number`,
  );
  const missing: number[] = [];
  let expected = 1;
  for (const { number } of numbers) {
    for (; expected < number && missing.length < shownVouchers; expected++) missing.push(expected);
    expected = number + 1;
  }
  return missing;
}

/**
 * The checks shown before the books are printed or exported: the period balances; the journal's, the ledger's and
 * the trial balance's turnovers agree; the year's voucher numbers have no gaps; every voucher of the period is
 * final; nothing is dated before the journal's seal date (red while no seal date is set).
 */
export function legalBookChecks(
  db: Queryable,
  companyId: number,
  books: LegalBooks,
  ledger: LegalLedger['accounts'],
): LegalBookCheck[] {
  const journal = { debit: 0, credit: 0 };
  for (const row of books.rows) {
    if (!inPeriod(row, books.period)) continue;
    journal.debit += row.debit;
    journal.credit += row.credit;
  }
  const ledgerTotals = { debit: 0, credit: 0 };
  for (const account of ledger) {
    ledgerTotals.debit += account.totals.debit;
    ledgerTotals.credit += account.totals.credit;
  }
  const trialBalance = trialBalanceTurnover(db, companyId, books);
  const agree =
    journal.debit === ledgerTotals.debit &&
    journal.debit === trialBalance.debit &&
    journal.credit === ledgerTotals.credit &&
    journal.credit === trialBalance.credit;
  const gaps = missingNumbers(db, books);
  const temporary = vouchersWhere(db, companyId, books, sql`status = 'TEMPORARY'`);
  const seal = books.settings.journal.sealDate;
  const beforeSeal = seal ? vouchersWhere(db, companyId, books, sql`date < ${seal}`) : { vouchers: [], count: 0 };
  return [
    check('BALANCED', journal.debit === journal.credit, { totals: { journal, ledger: ledgerTotals, trialBalance } }),
    check('TOTALS_AGREE', agree, { totals: { journal, ledger: ledgerTotals, trialBalance } }),
    check('NO_NUMBER_GAPS', gaps.length === 0, { count: gaps.length, missingNumbers: gaps }),
    check('ALL_FINAL', temporary.count === 0, temporary),
    check('AFTER_SEAL', seal !== null && beforeSeal.count === 0, beforeSeal),
  ];
}
