import { afterEach, describe, expect, it } from 'vitest';
import { createFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { createVoucher } from '../../src/domain/accounting/vouchers.ts';
import { getPeopleAccountFlow, listPeopleAccountFlow } from '../../src/domain/people-reports/account-flow.ts';
import { listDebtors } from '../../src/domain/people-reports/debtors.ts';
import { getPersonStatement } from '../../src/domain/people-reports/statement.ts';
import { getVatReport, seasonsOf } from '../../src/domain/people-reports/vat.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { statusOf } from '../../src/http/http-error.ts';
import { type Books, openBooks } from '../accounting/books.ts';
import { peopleBooks } from './people-books.ts';

let b: Books | undefined;
afterEach(() => b?.dispose());

const list = { q: undefined, sort: '-balance' as const, page: 1, pageSize: 20 };

function refusal(action: () => unknown) {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return { status: statusOf(error.kind), code: error.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('debtors and creditors', () => {
  it('ages each person FIFO, and the debtors’ total is the receivables balance of the trial balance', () => {
    const { books, maryam, reza, alborz } = peopleBooks();
    b = books;
    const debtors = listDebtors(books.db, books.companyId, { ...list, date: '2026-07-15', tab: 'DEBTORS' });
    expect(debtors.rows.map((row) => [row.tafsiliId, row.balance, row.days0to30, row.days31to60])).toEqual([
      [maryam, 1_800_000, 0, 1_800_000],
      [reza, 550_000, 550_000, 0],
    ]);
    expect(debtors.rows[0]?.oldestOpenDate).toBe('2026-06-01');
    expect(debtors.totals).toEqual({
      balance: 2_350_000,
      days0to30: 550_000,
      days31to60: 1_800_000,
      days61to90: 0,
      over90: 0,
    });

    const trial = trialBalance(books.db, books.companyId, { to: '2026-07-15', level: 'MOEIN' });
    const balanceOf = (code: string) => {
      const row = trial.rows.find((candidate) => candidate.code === code);
      return (row?.balanceDebit ?? 0) - (row?.balanceCredit ?? 0);
    };
    expect(debtors.totals.balance).toBe(balanceOf('1201'));

    const creditors = listDebtors(books.db, books.companyId, { ...list, date: '2026-07-15', tab: 'CREDITORS' });
    expect(creditors.rows.map((row) => [row.tafsiliId, row.balance, row.days61to90])).toEqual([
      [alborz, 3_300_000, 3_300_000],
    ]);
    expect(creditors.totals.balance).toBe(-balanceOf('3101'));
  });

  it('searches by name in Arabic letters too, sorts, pages, and refuses a date outside every year', () => {
    const { books, reza } = peopleBooks();
    b = books;
    const found = listDebtors(books.db, books.companyId, { ...list, tab: 'DEBTORS', q: 'كريمي' });
    expect(found.rows.map((row) => row.tafsiliId)).toEqual([reza]);
    const page = listDebtors(books.db, books.companyId, { ...list, tab: 'DEBTORS', sort: 'balance', pageSize: 1 });
    expect([page.rows[0]?.tafsiliId, page.meta.total, page.totals.balance]).toEqual([reza, 2, 2_350_000]);
    expect(
      refusal(() => listDebtors(books.db, books.companyId, { ...list, tab: 'DEBTORS', date: '2030-01-01' })),
    ).toEqual({
      status: 400,
      code: 'PERIOD_OUTSIDE_YEAR',
    });
  });
});

describe('a person’s statement', () => {
  it('opens with the balance before the period, runs through each line and closes on the ledger’s balance', () => {
    const { books, maryam } = peopleBooks();
    b = books;
    const statement = getPersonStatement(books.db, books.companyId, maryam, { from: '2026-05-01', to: '2026-07-15' });
    expect(statement.openingBalance).toBe(1_100_000);
    expect(statement.lines.map((line) => [line.date, line.debit, line.credit, line.balance])).toEqual([
      ['2026-06-01', 2_200_000, 0, 3_300_000],
      ['2026-06-15', 0, 1_500_000, 1_800_000],
    ]);
    expect(statement.closingBalance).toBe(1_800_000);
  });

  it('is 404 for another company’s person and 400 for a period that ends before it starts', () => {
    const { books, maryam } = peopleBooks();
    b = books;
    const other = peopleBooks(openBooks({ db: books }));
    expect(refusal(() => getPersonStatement(books.db, other.books.companyId, maryam, {}))).toEqual({
      status: 404,
      code: 'TAFSILI_NOT_FOUND',
    });
    expect(
      refusal(() => getPersonStatement(books.db, books.companyId, maryam, { from: '2026-07-01', to: '2026-06-01' })),
    ).toEqual({
      status: 400,
      code: 'PERIOD_OUTSIDE_YEAR',
    });
  });
});

describe('VAT per season', () => {
  it('splits 1405 into its four Jalali seasons', () => {
    expect(seasonsOf({ startDate: '2026-03-21', endDate: '2027-03-20' }).map((s) => [s.season, s.from, s.to])).toEqual([
      [1, '2026-03-21', '2026-06-21'],
      [2, '2026-06-22', '2026-09-22'],
      [3, '2026-09-23', '2026-12-21'],
      [4, '2026-12-22', '2027-03-20'],
    ]);
  });

  it('adds up, season by season, to the VAT accounts’ turnovers in the trial balance', () => {
    const { books } = peopleBooks();
    b = books;
    const vat = getVatReport(books.db, books.companyId, {});
    expect(vat.seasons.map((s) => [s.outputVat, s.inputVat, s.netPayable])).toEqual([
      [300_000, 300_000, 0],
      [50_000, 0, 50_000],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const trial = trialBalance(books.db, books.companyId, { level: 'MOEIN' });
    const row = (code: string) => trial.rows.find((candidate) => candidate.code === code);
    expect(vat.totals.outputVat).toBe(row('3201')?.periodCredit);
    expect(vat.totals.outputVatDebits + vat.totals.vatPaid).toBe(row('3201')?.periodDebit ?? 0);
    expect(vat.totals.inputVat).toBe(row('1301')?.periodDebit);
    expect(vat.totals.sales).toBe(row('6101')?.periodCredit);
    expect(vat.totals.purchases).toBe(row('7102')?.periodDebit);
  });
});

describe('the VAT return’s credit and payments', () => {
  it('carries a season’s excess input VAT on (from the year before too) and shows VAT paid apart', () => {
    const books = openBooks({ year: 1404 });
    b = books;
    const { db, companyId, userId, acc } = books;
    const post = (date: string, lines: [string, number, number][]) =>
      createVoucher(db, companyId, userId, {
        date,
        lines: lines.map(([code, debit, credit]) => ({ accountId: acc(code), tafsiliId: null, debit, credit })),
      });
    // 1404's winter: input VAT passes output by 50,000, the credit its last season carries into 1405.
    post('2026-02-01', [
      ['7102', 1_000_000, 0],
      ['1301', 100_000, 0],
      ['1102', 0, 1_100_000],
    ]);
    post('2026-02-02', [
      ['1101', 550_000, 0],
      ['6101', 0, 500_000],
      ['3201', 0, 50_000],
    ]);
    const year = createFiscalYear(db, companyId, { year: 1405 });
    // Spring: output 100,000, input 400,000: −300,000, and 50,000 brought forward: 350,000 carried on.
    post('2026-04-10', [
      ['1101', 1_100_000, 0],
      ['6101', 0, 1_000_000],
      ['3201', 0, 100_000],
    ]);
    post('2026-04-11', [
      ['7102', 4_000_000, 0],
      ['1301', 400_000, 0],
      ['1102', 0, 4_400_000],
    ]);
    // Summer: output 500,000 against the 350,000 credit: 150,000 to pay.
    post('2026-07-10', [
      ['1101', 5_500_000, 0],
      ['6101', 0, 5_000_000],
      ['3201', 0, 500_000],
    ]);
    // Autumn: summer's 150,000 paid from the bank, and a sale returned and refunded in cash (its VAT a debit, not a
    // payment): its own VAT is −100,000, a credit carried to winter.
    post('2026-10-01', [
      ['3201', 150_000, 0],
      ['1102', 0, 150_000],
    ]);
    post('2026-10-05', [
      ['6201', 1_000_000, 0],
      ['3201', 100_000, 0],
      ['1101', 0, 1_100_000],
    ]);
    const vat = getVatReport(db, companyId, { fiscalYearId: year.id });
    const figures = (keys: (keyof (typeof vat.seasons)[number])[]) =>
      vat.seasons.map((season) => keys.map((key) => season[key]));
    expect(figures(['netPayable', 'creditBroughtForward', 'payable', 'creditCarriedForward', 'vatPaid'])).toEqual([
      [-300_000, 50_000, 0, 350_000, 0],
      [500_000, 350_000, 150_000, 0, 0],
      [-100_000, 0, 0, 100_000, 150_000],
      [0, 100_000, 0, 100_000, 0],
    ]);
    expect(vat.seasons[2]?.outputVatDebits).toBe(100_000);
    expect(vat.totals).toMatchObject({ creditBroughtForward: 50_000, payable: 150_000, creditCarriedForward: 100_000 });
    // Output VAT debits and VAT paid together are VAT payable's debits in the trial balance.
    const trial = trialBalance(db, companyId, { fiscalYearId: year.id, level: 'MOEIN' });
    const vatPayable = trial.rows.find((row) => row.code === '3201');
    expect(vat.totals.outputVatDebits + vat.totals.vatPaid).toBe(vatPayable?.periodDebit);
  });
});

describe('people account flow', () => {
  it('gives each account people appear under, and each person under one, agreeing with the statement', () => {
    const { books, maryam } = peopleBooks();
    b = books;
    const flow = getPeopleAccountFlow(books.db, books.companyId, {});
    expect(flow.rows.map((row) => [row.code, row.people, row.closingBalance])).toEqual([
      ['1201', 2, 2_350_000],
      ['3101', 1, -3_300_000],
    ]);
    const people = listPeopleAccountFlow(books.db, books.companyId, '1201', { ...list, sort: 'code' });
    const mine = people.rows.find((row) => row.tafsiliId === maryam);
    const details = getPersonStatement(books.db, books.companyId, maryam, { accountId: people.account.id });
    expect(mine?.closingBalance).toBe(details.closingBalance);
    expect(refusal(() => listPeopleAccountFlow(books.db, books.companyId, '9999', { ...list, sort: 'code' }))).toEqual({
      status: 404,
      code: 'ACCOUNT_NOT_FOUND',
    });
  });
});
