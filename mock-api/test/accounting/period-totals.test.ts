import { jalaliMonthOf, periodTotalsInStep, rebuildPeriodTotals } from '@daftar/db/accounting/period-totals';
import { afterEach, describe, expect, it } from 'vitest';
import { createVoucher, removeVoucher } from '../../src/domain/accounting/vouchers.ts';
import { addTafsili, type Books, cr, dr, openBooks } from './books.ts';

/**
 * The monthly and daily roll-ups the reports read: Jalali months with their true first and last days (Esfand of a
 * leap year included), the rows a voucher adds and takes back, and the check the seed runs to know they hold.
 */
let books: Books | undefined;
afterEach(() => books?.dispose());

const monthly = (b: Books) =>
  b.db.$client
    .prepare(
      'select account_id as accountId, tafsili_key as tafsiliKey, period_start as periodStart, period_end as periodEnd, debit, credit, lines from account_period_totals where company_id = ? order by account_id, tafsili_key, period_start',
    )
    .all(b.companyId);
const daily = (b: Books) =>
  b.db.$client
    .prepare(
      'select date, account_id as accountId, debit, credit, lines from account_day_totals where company_id = ? order by date, account_id',
    )
    .all(b.companyId);

/** Two companies on one database, each with a voucher of 10 Rials on 2026-05-02. */
function twoCompaniesWithAVoucher(): [Books, Books] {
  books = openBooks();
  const pair: [Books, Books] = [books, openBooks({ db: books })];
  for (const company of pair) {
    createVoucher(company.db, company.companyId, company.userId, {
      date: '2026-05-02',
      lines: [dr(company.acc('1101'), 10), cr(company.acc('5101'), 10)],
    });
  }
  return pair;
}

describe('jalaliMonthOf', () => {
  it('answers the Gregorian first and last days of the Jalali month a day falls in', () => {
    expect(jalaliMonthOf('2026-04-20')).toEqual({ start: '2026-03-21', end: '2026-04-20' });
    expect(jalaliMonthOf('2026-04-21')).toEqual({ start: '2026-04-21', end: '2026-05-21' });
    expect(jalaliMonthOf('2026-10-22')).toEqual({ start: '2026-09-23', end: '2026-10-22' });
    // Esfand ends the day before the next year's Farvardin: 29 days in 1404, 30 in the leap year 1403.
    expect(jalaliMonthOf('2026-03-01')).toEqual({ start: '2026-02-20', end: '2026-03-20' });
    expect(jalaliMonthOf('2025-03-20')).toEqual({ start: '2025-02-19', end: '2025-03-20' });
  });
});

describe('the roll-ups', () => {
  it('hold each month’s and day’s sums per account and tafsili, and drop a month once its lines are gone', () => {
    books = openBooks();
    const b = books;
    const cash = addTafsili(b, 'صندوق', 'CASH_BOX');
    const first = createVoucher(b.db, b.companyId, b.userId, {
      date: '2026-04-20',
      lines: [dr(b.acc('1101'), 700, cash), cr(b.acc('5101'), 700)],
    });
    createVoucher(b.db, b.companyId, b.userId, {
      date: '2026-04-21',
      lines: [dr(b.acc('1101'), 50, cash), dr(b.acc('1101'), 25, cash), cr(b.acc('5101'), 75)],
    });
    const farvardin = { periodStart: '2026-03-21', periodEnd: '2026-04-20' };
    const ordibehesht = { periodStart: '2026-04-21', periodEnd: '2026-05-21' };
    expect(monthly(b)).toEqual([
      { accountId: b.acc('1101'), tafsiliKey: cash, ...farvardin, debit: 700, credit: 0, lines: 1 },
      { accountId: b.acc('1101'), tafsiliKey: cash, ...ordibehesht, debit: 75, credit: 0, lines: 2 },
      { accountId: b.acc('5101'), tafsiliKey: 0, ...farvardin, debit: 0, credit: 700, lines: 1 },
      { accountId: b.acc('5101'), tafsiliKey: 0, ...ordibehesht, debit: 0, credit: 75, lines: 1 },
    ]);
    expect(daily(b)).toEqual([
      { date: '2026-04-20', accountId: b.acc('1101'), debit: 700, credit: 0, lines: 1 },
      { date: '2026-04-20', accountId: b.acc('5101'), debit: 0, credit: 700, lines: 1 },
      { date: '2026-04-21', accountId: b.acc('1101'), debit: 75, credit: 0, lines: 2 },
      { date: '2026-04-21', accountId: b.acc('5101'), debit: 0, credit: 75, lines: 1 },
    ]);
    removeVoucher(b.db, b.companyId, first.id);
    expect(monthly(b).map((row) => (row as { periodStart: string }).periodStart)).toEqual(['2026-04-21', '2026-04-21']);
    expect(daily(b).map((row) => (row as { date: string }).date)).toEqual(['2026-04-21', '2026-04-21']);
  });

  it('are known to be in step with the lines until a line is written around them, and again once rebuilt', () => {
    const [b, other] = twoCompaniesWithAVoucher();
    expect(periodTotalsInStep(b.db, b.companyId)).toBe(true);
    b.db.$client
      .prepare(
        'insert into voucher_lines (voucher_id, company_id, date, voucher_kind, row, account_id, debit, credit) select voucher_id, company_id, date, voucher_kind, 3, account_id, 5, 0 from voucher_lines where company_id = ? limit 1',
      )
      .run(b.companyId);
    expect(periodTotalsInStep(b.db, b.companyId)).toBe(false);
    expect(periodTotalsInStep(b.db, other.companyId)).toBe(true);
    const othersBefore = monthly(other);
    rebuildPeriodTotals(b.db, b.companyId);
    expect(periodTotalsInStep(b.db, b.companyId)).toBe(true);
    expect(daily(b)).toEqual([
      { date: '2026-05-02', accountId: b.acc('1101'), debit: 15, credit: 0, lines: 2 },
      { date: '2026-05-02', accountId: b.acc('5101'), debit: 0, credit: 10, lines: 1 },
    ]);
    expect(monthly(other)).toEqual(othersBefore);
    // Either roll-up alone out of step is caught too.
    b.db.$client.prepare('delete from account_period_totals where company_id = ?').run(b.companyId);
    expect(periodTotalsInStep(b.db, b.companyId)).toBe(false);
    rebuildPeriodTotals(b.db, b.companyId);
    b.db.$client.prepare('delete from account_day_totals where company_id = ?').run(b.companyId);
    expect(periodTotalsInStep(b.db, b.companyId)).toBe(false);
  });

  it('are emptied for a company whose lines are all gone, and only for it', () => {
    const [b, other] = twoCompaniesWithAVoucher();
    b.db.$client.prepare('delete from voucher_lines where company_id = ?').run(b.companyId);
    rebuildPeriodTotals(b.db, b.companyId);
    expect([monthly(b), daily(b)]).toEqual([[], []]);
    expect([monthly(other).length, daily(other).length]).toEqual([2, 2]);
  });
});
