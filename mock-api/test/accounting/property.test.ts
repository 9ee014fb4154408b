import { addDays } from '@daftar/db/accounting/calendar';
import { rebuildPeriodTotals } from '@daftar/db/accounting/period-totals';
import { describe, expect, it } from 'vitest';
import { getFiscalYear, listFiscalYears } from '../../src/domain/accounting/fiscal-years.ts';
import { loadChart } from '../../src/domain/accounting/reports/chart.ts';
import { generalLedger } from '../../src/domain/accounting/reports/ledger.ts';
import { balanceSheet, profitAndLoss } from '../../src/domain/accounting/reports/statements.ts';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { getVoucher } from '../../src/domain/accounting/vouchers.ts';
import { assertEveryHistory } from '../support/histories.ts';
import { voucherChecks } from './books.ts';
import { apply, type Operation, operationArb, openRandomBooks, type RandomBooks } from './random-books.ts';

const levels = ['GROUP', 'KOL', 'MOEIN', 'TAFSILI'] as const;

/**
 * Every voucher balances; each year's numbers run 1..n, FINAL ones first, then TEMPORARY ones; and the monthly and
 * daily roll-ups the reports read equal the lines (rebuilding them from the lines changes nothing).
 */
function checkJournal(state: RandomBooks) {
  const { db, companyId } = state.books;
  const rollUp = () => [
    ...db.$client.prepare('select * from account_period_totals order by 1, 2, 3, 4, 6').all(),
    ...db.$client.prepare('select * from account_day_totals order by 1, 2, 3, 4').all(),
  ];
  const kept = rollUp();
  rebuildPeriodTotals(db, companyId);
  expect(kept).toEqual(rollUp());
  const vouchers = voucherChecks(db, companyId);
  expect(vouchers.filter((v) => !v.balanced)).toEqual([]);
  const years = new Map<number, typeof vouchers>();
  for (const v of vouchers) years.set(v.yearId, [...(years.get(v.yearId) ?? []), v]);
  for (const list of years.values()) {
    expect(list.map((v) => v.number)).toEqual(list.map((_, index) => index + 1));
    const statuses = list.map((v) => v.status);
    expect(statuses).toEqual([...statuses].sort());
  }
}

/** Each column pair of the trial balance is equal at every level, over the whole year and over its second half. */
function checkTrialBalances(state: RandomBooks, yearId: number, from: string) {
  for (const level of levels) {
    for (const period of [{ fiscalYearId: yearId }, { fiscalYearId: yearId, from }]) {
      const { totals } = trialBalance(state.books.db, state.books.companyId, { ...period, level });
      expect(totals.openingDebit).toBe(totals.openingCredit);
      expect(totals.periodDebit).toBe(totals.periodCredit);
      expect(totals.totalDebit).toBe(totals.totalCredit);
      expect(totals.balanceDebit).toBe(totals.balanceCredit);
    }
  }
}

/** The ledger's closing balance of every account equals the trial balance's; P&L agrees with both statements. */
function checkReportsAgree(state: RandomBooks, yearId: number) {
  const { db, companyId } = state.books;
  const tb = trialBalance(db, companyId, { fiscalYearId: yearId, level: 'MOEIN' });
  for (const row of tb.rows) {
    const ledger = generalLedger(db, companyId, {
      fiscalYearId: yearId,
      accountId: row.accountId,
      pageSize: 1,
    });
    expect(ledger.closingBalance).toBe(row.balanceDebit - row.balanceCredit);
  }
  const busiest = [...tb.rows].sort((a, b) => b.periodDebit + b.periodCredit - a.periodDebit - a.periodCredit)[0];
  if (busiest) checkLedgerPages(state, yearId, busiest.accountId);
  const pl = profitAndLoss(db, companyId, { fiscalYearId: yearId, level: 'MOEIN' });
  const sheet = balanceSheet(db, companyId, { date: tb.period.to, level: 'KOL' });
  expect(sheet.totals.currentProfit).toBe(pl.totals.netProfit);
  expect(sheet.totals.assets).toBe(sheet.totals.liabilitiesAndEquity);
}

/** The most pages one ledger walk went through: the histories must be long enough to page well past page three. */
let mostPages = 0;

/**
 * Paging through a ledger (from mid-year) by its cursors continues one running balance from the opening to the
 * closing balance, each page placed at its offset; paging back from the end gives the same pages.
 */
function checkLedgerPages(state: RandomBooks, yearId: number, accountId: number) {
  const { db, companyId } = state.books;
  const from = addDays(getFiscalYear(db, companyId, yearId).startDate, 100);
  const page = (cursor: { after?: string; before?: string }) =>
    generalLedger(db, companyId, { fiscalYearId: yearId, from, accountId, pageSize: 3, ...cursor });
  const forward = [page({})];
  // At most 200 pages: a cursor that never runs out fails below instead of looping.
  for (let next = forward[0]?.meta.next; next && forward.length < 200; next = forward.at(-1)?.meta.next) {
    forward.push(page({ after: next }));
  }
  mostPages = Math.max(mostPages, forward.length);
  const first = forward[0];
  if (!first) throw new Error('no first page');
  let balance = first.openingBalance;
  let seen = 0;
  for (const { lines, meta } of forward) {
    expect(meta.offset).toBe(seen);
    seen += lines.length;
    for (const line of lines) {
      balance += line.debit - line.credit;
      expect(line.balance).toBe(balance);
    }
  }
  expect(seen).toBe(first.meta.total);
  expect(balance).toBe(first.closingBalance);
  const backward = [forward.at(-1)];
  for (
    let previous = backward[0]?.meta.previous;
    previous && backward.length < 200;
    previous = backward[0]?.meta.previous
  ) {
    backward.unshift(page({ before: previous }));
  }
  expect(backward.map((p) => p?.lines)).toEqual(forward.map((p) => p.lines));
}

/**
 * Closing carries every balance-sheet balance into the next year's opening voucher exactly, and the year's profit
 * is the change it makes to equity: retained earnings open higher by exactly the year's profit.
 */
function checkCarryOver(state: RandomBooks) {
  const { db, companyId, acc } = state.books;
  for (const closing of state.closings) {
    const before = trialBalance(db, companyId, { fiscalYearId: closing.yearId, level: 'TAFSILI' });
    const profit = profitAndLoss(db, companyId, { fiscalYearId: closing.yearId, level: 'MOEIN' }).totals.netProfit;
    const chart = loadChart(db, companyId);
    const onSheet = (id: number) => ['ASSET', 'LIABILITY', 'EQUITY'].includes(chart.byId.get(id)?.type ?? '');
    const expected = new Map<string, number>();
    for (const row of before.rows) {
      const net = row.balanceDebit - row.balanceCredit;
      if (onSheet(row.accountId) && net !== 0) expected.set(`${row.accountId}:${row.tafsiliId ?? ''}`, net);
    }
    const retained = `${acc('5201')}:`;
    expected.set(retained, (expected.get(retained) ?? 0) - profit);
    if (expected.get(retained) === 0) expected.delete(retained);
    const carried = new Map<string, number>();
    if (closing.openingVoucherId !== null) {
      for (const line of getVoucher(db, companyId, closing.openingVoucherId).lines) {
        const key = `${line.accountId}:${line.tafsiliId ?? ''}`;
        carried.set(key, (carried.get(key) ?? 0) + line.debit - line.credit);
      }
    }
    expect(Object.fromEntries(carried)).toEqual(Object.fromEntries(expected));
  }
}

/** Forty vouchers debiting cash (1101) and crediting sales (6101) from day 150: the busiest ledger pages past 13. */
const pagingHistory: Operation[] = Array.from({ length: 40 }, (_, index) => ({
  op: 'post' as const,
  voucher: { day: 150 + index, transfers: [{ debit: 0, credit: 11, amount: 1_000_000 + index, tafsili: 0 }] },
  tamper: false,
}));

describe('the books under random vouchers, finalising, removal, copies, documents and year-ends', () => {
  it('always balance, number without gaps, agree across reports and carry every balance over', () => {
    let vouchersWritten = 0;
    assertEveryHistory(
      operationArb,
      { minLength: 40, maxLength: 80 },
      openRandomBooks,
      (state, operations) => {
        const { db, companyId } = state.books;
        for (const operation of operations) apply(state, operation);
        checkJournal(state);
        for (const year of listFiscalYears(db, companyId)) {
          checkTrialBalances(state, year.id, addDays(year.startDate, 186));
          checkReportsAgree(state, year.id);
        }
        checkCarryOver(state);
        vouchersWritten += voucherChecks(db, companyId).length;
      },
      // Shrinking a failing 80-step history rebuilds hundreds of databases; the first counterexample and its seed suffice.
      // A fixed history runs first: 40 cash sales after the ledger's mid-year start, so the paging is reached whatever
      // the random draws are (they reached only three pages in one run).
      { numRuns: 20, endOnFailure: true, examples: [[pagingHistory]] },
    );
    expect(vouchersWritten).toBeGreaterThan(300);
    expect(mostPages).toBeGreaterThan(4);
  }, 120_000);
});
