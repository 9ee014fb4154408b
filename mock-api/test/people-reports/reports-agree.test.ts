import { afterEach, describe, expect, it } from 'vitest';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { getPeopleAccountFlow, listPeopleAccountFlow } from '../../src/domain/people-reports/account-flow.ts';
import { listDebtors } from '../../src/domain/people-reports/debtors.ts';
import { getPersonStatement } from '../../src/domain/people-reports/statement.ts';
import { getVatReport, seasonsOf } from '../../src/domain/people-reports/vat.ts';
import { HttpError } from '../../src/http/http-error.ts';
import { type Books, openBooks } from '../accounting/books.ts';
import { peopleBooks } from './people-books.ts';

let b: Books | undefined;
afterEach(() => b?.dispose());

const list = { q: undefined, sort: '-balance' as const, page: 1, pageSize: 20 };

function refusal(action: () => unknown) {
  try {
    action();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code };
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
    expect(vat.totals.outputVatDebits).toBe(row('3201')?.periodDebit ?? 0);
    expect(vat.totals.inputVat).toBe(row('1301')?.periodDebit);
    expect(vat.totals.sales).toBe(row('6101')?.periodCredit);
    expect(vat.totals.purchases).toBe(row('7102')?.periodDebit);
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
