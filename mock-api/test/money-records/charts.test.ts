import { moneyRecordChartsSchema, moneyRecordSchema } from '@daftar/contracts/endpoints/money-records-schemas';
import { describe, expect, it } from 'vitest';
import { finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { insertCompany } from '../support/factories.ts';
import { cashFloat, expenseBody, incomeBody, openMoneyBooks } from './money-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openMoneyBooks);

const create = async (body: Record<string, unknown>) =>
  moneyRecordSchema.parse((await k.api<{ itemInfo: unknown }>('POST', k.base, body)).body.itemInfo);
const charts = async (query = '') => {
  const answer = await k.api<{ itemInfo: unknown }>('GET', `${k.base}/charts${query}`);
  expect(answer.status).toBe(200);
  return moneyRecordChartsSchema.parse(answer.body.itemInfo);
};

describe('the income and expense charts', () => {
  it("each Jalali month of the open year: income and expense before VAT, reversed ones out; cash at the month's end", async () => {
    // Ordibehesht 1405 (2026-04-21 … 2026-05-21): rent from the bank with VAT, sundry income into the cash box.
    await create(expenseBody(k, { date: '2026-05-01', amount: 150_000_000, vatRate: 10 }));
    await create(incomeBody(k, { date: '2026-05-03', amount: 12_000_000 }));
    // Khordad: income that is reversed (left out), and a stationery expense from the cash box.
    const reversed = await create(incomeBody(k, { date: '2026-06-01', amount: 7_000_000 }));
    finaliseVoucher(k.t.db, k.b.companyId, reversed.voucherId ?? 0);
    expect((await k.api('POST', `${k.base}/${reversed.id}/reverse`, { date: '2026-06-05' })).status).toBe(200);
    await create(expenseBody(k, { date: '2026-06-10', amount: 3_000_000, treasuryId: k.cash }));

    const { fiscalYear, months } = await charts();
    expect(fiscalYear).toMatchObject({ id: k.b.yearId, startDate: '2026-03-21', endDate: '2027-03-20' });
    expect(months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months[0]).toMatchObject({ start: '2026-03-21', end: '2026-04-20', year: 1405, income: 0, expense: 0 });
    expect(months[1]).toMatchObject({ start: '2026-04-21', income: 12_000_000, expense: 150_000_000 });
    expect(months[2]).toMatchObject({ income: 0, expense: 3_000_000 });
    // The owner's float, then the bank pays 165,000,000 and the cash box takes 12,000,000; Khordad −3,000,000.
    const ordibehesht = cashFloat - 165_000_000 + 12_000_000;
    expect(months.map((month) => month.cashPosition)).toEqual([
      cashFloat,
      ordibehesht,
      ...Array(10).fill(ordibehesht - 3_000_000),
    ]);
    expect(months.at(-1)).toMatchObject({ end: '2027-03-20', year: 1405, month: 12 });
  });

  it("a year by id; another company's year is 404 and a malformed id 400", async () => {
    expect((await charts(`?fiscalYearId=${k.b.yearId}`)).fiscalYear.id).toBe(k.b.yearId);
    const other = insertCompany(k.t.db).id;
    const theirs = k.t.db.$client
      .prepare(
        "insert into fiscal_years (company_id, name, start_date, end_date) values (?, '1405', ?, ?) returning id",
      )
      .get(other, '2026-03-21', '2027-03-20') as { id: number };
    const foreign = await k.api('GET', `${k.base}/charts?fiscalYearId=${theirs.id}`);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'FISCAL_YEAR_NOT_FOUND']);
    const bad = await k.api('GET', `${k.base}/charts?fiscalYearId=abc`);
    expect([bad.status, bad.body.message]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
