import { fromJalali } from '@daftar/db/accounting/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVoucher } from '../../src/domain/accounting/vouchers.ts';
import { createVoucher, finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { closeFiscalYear } from '../../src/domain/accounting/year-end.ts';
import { generalLedger } from '../../src/domain/accounting/reports/ledger.ts';
import { debtorsAndCreditors } from '../../src/domain/accounting/reports/parties.ts';
import { balanceSheet, profitAndLoss } from '../../src/domain/accounting/reports/statements.ts';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { addTafsili, type Books, cr, dr, openBooks } from './books.ts';

/** The day after 1405's last day: the year may be closed. */
const afterYearEnd = '2027-03-21';

/**
 * A year (1405) of a small shop, every figure worked out by hand below (amounts in Rials, "M" = 1,000,000).
 *
 *  #  date (Jalali)  what                                      debit                      credit
 *  1  01/01  owner's capital into the bank                     1102 bank 500M             5101 capital 500M
 *  2  01/05  shelves paid from the bank                        2104 furniture 60M         1102 bank 60M
 *  3  01/10  goods bought on credit from the supplier          7102 purchases 200M        3101 payable (S) 220M
 *                                                              1301 VAT receivable 20M
 *  4  02/01  a year's rent                                     8103 rent 120M             1102 bank 120M
 *  5  03/15  credit sale to the customer                       1201 receivable (C) 330M   6101 sales 300M
 *                                                                                         3201 VAT payable 30M
 *  6  04/01  cash sales                                        1101 cash 220M             6101 sales 200M
 *                                                                                         3201 VAT payable 20M
 *  7  05/10  the customer pays into the bank                   1102 bank 250M             1201 receivable (C) 250M
 *  8  06/20  the supplier is paid                              3101 payable (S) 220M      1102 bank 220M
 *  9  07/15  the customer returns goods                        6201 sales returns 20M     1201 receivable (C) 22M
 *                                                              3201 VAT payable 2M
 * 10  08/01  bank charges                                      8201 bank charges 0.5M     1102 bank 0.5M
 * 11  09/30  utilities from the till                           8104 utilities 7.5M        1101 cash 7.5M
 * 12  10/10  the owner takes cash                              5301 drawings 15M          1101 cash 15M
 * 13  11/01  VAT settled: 50M − 2M payable less 20M paid       3201 VAT payable 48M       1301 VAT receivable 20M
 *                                                                                         1102 bank 28M
 * 14  12/25  the year's wages, 30M still owed                  8101 wages 180M            1102 bank 150M
 *                                                                                         3202 wages payable 30M
 * 15  12/29  stock count 80M: cost of sales = 200M − 80M       7101 cost of sales 120M    7102 purchases 200M
 *                                                              1401 inventory 80M
 *
 * Balances at year end (D debit, C credit):
 *   1102 bank 500 − 60 − 120 + 250 − 220 − 0.5 − 28 − 150 = 171.5M D     1101 cash 220 − 7.5 − 15 = 197.5M D
 *   1201 receivable 330 − 250 − 22 = 58M D    1301 VAT receivable 20 − 20 = 0    1401 inventory 80M D
 *   2104 furniture 60M D    3101 payable 0    3201 VAT payable 30 + 20 − 2 − 48 = 0    3202 wages payable 30M C
 *   5101 capital 500M C    5301 drawings 15M D    6101 sales 500M C    6201 returns 20M D    7101 cost 120M D
 *   7102 purchases 200 − 200 = 0    8101 wages 180M D    8103 rent 120M D    8104 utilities 7.5M D    8201 0.5M D
 * Trial balance: debit balances 171.5 + 197.5 + 58 + 80 + 60 + 15 + 20 + 120 + 180 + 120 + 7.5 + 0.5 = 1,030M;
 *   credit balances 30 + 500 + 500 = 1,030M. Turnover = the vouchers' totals: 500 + 60 + 220 + 120 + 330 + 220 +
 *   250 + 220 + 22 + 0.5 + 7.5 + 15 + 48 + 180 + 200 = 2,393M; of it #1–#8 (before 07/01) 1,920M, #9–#15 473M.
 * Profit and loss: revenue 500 − 20 = 480M; expenses 120 + 180 + 120 + 7.5 + 0.5 = 428M; profit 52M.
 * Balance sheet: assets 171.5 + 197.5 + 58 + 80 + 60 = 567M = liabilities 30M + equity (500 − 15) 485M + profit 52M.
 * Closing carries into 1406: 1102 171.5M D, 1101 197.5M D, 1201 58M D, 1401 80M D, 2104 60M D, 5301 15M D
 *   (582M) against 3202 30M C, 5101 500M C, 5201 retained earnings 52M C (582M).
 */
const M = 1_000_000;
const j = (month: number, day: number) => fromJalali({ year: 1405, month, day });

let b: Books;
let customer: number;
let supplier: number;
beforeAll(() => {
  b = openBooks();
  customer = addTafsili(b, 'فروشگاه رضایی');
  supplier = addTafsili(b, 'پخش مواد غذایی البرز');
  const a = b.acc;
  const book: [string, ReturnType<typeof dr>[]][] = [
    [j(1, 1), [dr(a('1102'), 500 * M), cr(a('5101'), 500 * M)]],
    [j(1, 5), [dr(a('2104'), 60 * M), cr(a('1102'), 60 * M)]],
    [j(1, 10), [dr(a('7102'), 200 * M), dr(a('1301'), 20 * M), cr(a('3101'), 220 * M, supplier)]],
    [j(2, 1), [dr(a('8103'), 120 * M), cr(a('1102'), 120 * M)]],
    [j(3, 15), [dr(a('1201'), 330 * M, customer), cr(a('6101'), 300 * M), cr(a('3201'), 30 * M)]],
    [j(4, 1), [dr(a('1101'), 220 * M), cr(a('6101'), 200 * M), cr(a('3201'), 20 * M)]],
    [j(5, 10), [dr(a('1102'), 250 * M), cr(a('1201'), 250 * M, customer)]],
    [j(6, 20), [dr(a('3101'), 220 * M, supplier), cr(a('1102'), 220 * M)]],
    [j(7, 15), [dr(a('6201'), 20 * M), dr(a('3201'), 2 * M), cr(a('1201'), 22 * M, customer)]],
    [j(8, 1), [dr(a('8201'), 500_000), cr(a('1102'), 500_000)]],
    [j(9, 30), [dr(a('8104'), 7_500_000), cr(a('1101'), 7_500_000)]],
    [j(10, 10), [dr(a('5301'), 15 * M), cr(a('1101'), 15 * M)]],
    [j(11, 1), [dr(a('3201'), 48 * M), cr(a('1301'), 20 * M), cr(a('1102'), 28 * M)]],
    [j(12, 25), [dr(a('8101'), 180 * M), cr(a('1102'), 150 * M), cr(a('3202'), 30 * M)]],
    [j(12, 29), [dr(a('7101'), 120 * M), dr(a('1401'), 80 * M), cr(a('7102'), 200 * M)]],
  ];
  for (const [date, lines] of book) {
    const voucher = createVoucher(b.db, b.companyId, b.userId, { date, lines });
    finaliseVoucher(b.db, b.companyId, voucher.id);
  }
});
afterAll(() => b.dispose());

const balances = (rows: { code: string; balanceDebit: number; balanceCredit: number }[]) =>
  Object.fromEntries(
    rows
      .filter((row) => row.balanceDebit !== 0 || row.balanceCredit !== 0)
      .map((row) => [row.code, row.balanceDebit - row.balanceCredit]),
  );

describe('a small shop’s year 1405, figured by hand', () => {
  it('the moein trial balance: every balance, 1,030M a side, turnover 2,393M', () => {
    const tb = trialBalance(b.db, b.companyId, { level: 'MOEIN' });
    expect(balances(tb.rows)).toEqual({
      '1101': 197_500_000,
      '1102': 171_500_000,
      '1201': 58 * M,
      '1401': 80 * M,
      '2104': 60 * M,
      '3202': -30 * M,
      '5101': -500 * M,
      '5301': 15 * M,
      '6101': -500 * M,
      '6201': 20 * M,
      '7101': 120 * M,
      '8101': 180 * M,
      '8103': 120 * M,
      '8104': 7_500_000,
      '8201': 500_000,
    });
    expect(tb.totals).toEqual({
      openingDebit: 0,
      openingCredit: 0,
      periodDebit: 2_393 * M,
      periodCredit: 2_393 * M,
      totalDebit: 2_393 * M,
      totalCredit: 2_393 * M,
      balanceDebit: 1_030 * M,
      balanceCredit: 1_030 * M,
    });
  });

  it('the second half-year: 1,920M before 1 Mehr as opening turnover, 473M in the period; kol 11 = 369M', () => {
    const tb = trialBalance(b.db, b.companyId, { level: 'KOL', from: j(7, 1) });
    expect([tb.totals.openingDebit, tb.totals.openingCredit]).toEqual([1_920 * M, 1_920 * M]);
    expect([tb.totals.periodDebit, tb.totals.periodCredit]).toEqual([473 * M, 473 * M]);
    expect(balances(tb.rows)['11']).toBe(369 * M);
  });

  it('profit and loss: revenue 480M, expenses 428M, profit 52M; by kol', () => {
    const pl = profitAndLoss(b.db, b.companyId, { level: 'KOL' });
    expect(pl.totals).toEqual({ revenue: 480 * M, expense: 428 * M, netProfit: 52 * M });
    expect(Object.fromEntries(pl.rows.map((row) => [row.code, row.amount]))).toEqual({
      '61': 500 * M,
      '62': -20 * M,
      '71': 120 * M,
      '81': 307_500_000,
      '82': 500_000,
    });
    expect(pl.previousTotals).toEqual({ revenue: 0, expense: 0, netProfit: 0 });
  });

  it('the balance sheet at year end: assets 567M = liabilities 30M + equity 485M + profit 52M; nothing before 1405', () => {
    const sheet = balanceSheet(b.db, b.companyId, { level: 'MOEIN' });
    expect(sheet.previousDate).toBe('2026-03-20');
    expect(Object.values(sheet.previousTotals)).toEqual([0, 0, 0, 0, 0]);
    expect(sheet.totals).toEqual({
      assets: 567 * M,
      liabilities: 30 * M,
      equity: 485 * M,
      currentProfit: 52 * M,
      liabilitiesAndEquity: 567 * M,
    });
  });

  it('the bank’s ledger: eight movements, running balance ending at 171.5M; page 2 continues page 1', () => {
    const page1 = generalLedger(b.db, b.companyId, { accountId: b.acc('1102'), pageSize: 5 });
    const after = page1.meta.next ?? '';
    const page2 = generalLedger(b.db, b.companyId, { accountId: b.acc('1102'), pageSize: 5, after });
    expect(page1.meta).toMatchObject({ total: 8, offset: 0, previous: null });
    expect(page2.meta).toMatchObject({
      total: 8,
      offset: 5,
      next: null,
      previous: `${page2.lines[0]?.date}.${page2.lines[0]?.lineId}`,
    });
    expect(
      generalLedger(b.db, b.companyId, { accountId: b.acc('1102'), pageSize: 5, before: page2.meta.previous ?? '' })
        .lines,
    ).toEqual(page1.lines);
    expect(page1.lines.map((line) => line.balance)).toEqual([500, 440, 320, 570, 350].map((m) => m * M));
    expect(page2.lines.map((line) => line.balance)).toEqual([349_500_000, 321_500_000, 171_500_000]);
    expect(page2.closingBalance).toBe(171_500_000);
  });

  it('debtors and creditors: the customer owes 58M, the supplier is settled', () => {
    const parties = debtorsAndCreditors(b.db, b.companyId, { side: 'ALL', page: 1, pageSize: 10 });
    expect(parties.rows.map((row) => [row.tafsiliId, row.balance])).toEqual([[customer, 58 * M]]);
  });

  it('closing the year: results into retained earnings (52M), 1406 opens with 582M a side', () => {
    const { closeResults, closing, opening, nextYear } = closeFiscalYear(b.db, b.companyId, b.yearId, afterYearEnd);
    expect(closeResults?.total).toBe(500 * M);
    expect([closeResults?.number, closing?.number]).toEqual([16, 17]);
    expect(nextYear).toMatchObject({ name: '1406', startDate: '2027-03-21', status: 'OPEN' });
    const openingVoucher = getVoucher(b.db, b.companyId, opening?.id ?? 0);
    expect(openingVoucher).toMatchObject({ number: 1, kind: 'OPENING', status: 'TEMPORARY', total: 582 * M });
    const carried = Object.fromEntries(openingVoucher.lines.map((line) => [line.accountId, line.debit - line.credit]));
    expect(carried).toEqual({
      [b.acc('1101')]: 197_500_000,
      [b.acc('1102')]: 171_500_000,
      [b.acc('1201')]: 58 * M,
      [b.acc('1401')]: 80 * M,
      [b.acc('2104')]: 60 * M,
      [b.acc('3202')]: -30 * M,
      [b.acc('5101')]: -500 * M,
      [b.acc('5201')]: -52 * M,
      [b.acc('5301')]: 15 * M,
    });
    const next = trialBalance(b.db, b.companyId, { level: 'MOEIN', fiscalYearId: nextYear.id });
    expect([next.totals.openingDebit, next.totals.balanceCredit]).toEqual([582 * M, 582 * M]);
  });

  it('the balance sheet of 1406 beside 1405’s end: 1405’s 567M a side, its 52M profit now in retained earnings', () => {
    const sheet = balanceSheet(b.db, b.companyId, { date: '2027-04-01', level: 'KOL' });
    expect(sheet.previousDate).toBe('2027-03-20');
    // The closing vouchers are left out, so 1405's last day shows its profit beside equity, as it did before closing.
    expect(sheet.previousTotals).toEqual({
      assets: 567 * M,
      liabilities: 30 * M,
      equity: 485 * M,
      currentProfit: 52 * M,
      liabilitiesAndEquity: 567 * M,
    });
    // 1406 opens from the opening voucher: the same 567M, the profit carried into retained earnings (485 + 52).
    expect(sheet.totals).toEqual({
      assets: 567 * M,
      liabilities: 30 * M,
      equity: 537 * M,
      currentProfit: 0,
      liabilitiesAndEquity: 567 * M,
    });
    const bank = sheet.rows.find((row) => row.code === '11');
    expect([bank?.amount, bank?.previous]).toEqual([(171.5 + 197.5) * M, (171.5 + 197.5) * M]);
  });
});
