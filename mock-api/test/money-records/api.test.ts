import { moneyRecordSchema } from '@daftar/contracts/endpoints/money-records-schemas';
import { describe, expect, it } from 'vitest';
import { finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { expenseBody, incomeBody, openMoneyBooks } from './money-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

const k = booksPerTest(openMoneyBooks);

type Answer = { itemInfo: ReturnType<typeof moneyRecordSchema.parse> };
const create = async (body: Record<string, unknown>) => {
  const answer = await k.api<Answer>('POST', k.base, body);
  expect(answer.status).toBe(201);
  return moneyRecordSchema.parse(answer.body.itemInfo);
};
const tafsiliOfStakeholder = (stakeholderId: number) =>
  (
    k.t.db.$client.prepare('select id from tafsili_accounts where stakeholder_id = ?').get(stakeholderId) as {
      id: number;
    }
  ).id;

describe('income and expense records post their vouchers', () => {
  it('an expense with VAT: debit the category (the party on it) and VAT receivable, credit the bank', async () => {
    const record = await create(
      expenseBody(k, {
        categoryAccountId: k.b.acc('8105'),
        amount: 4_500_000,
        vatRate: 10,
        stakeholderId: k.supplier,
        reference: 'INV-778',
      }),
    );
    expect(record).toMatchObject({ number: 1, vat: 450_000, total: 4_950_000, voucherStatus: 'TEMPORARY' });
    expect(record).toMatchObject({
      categoryCode: '8105',
      treasuryKind: 'BANK_ACCOUNT',
      stakeholderName: 'مخابرات منطقه ۳',
    });
    expect(voucherLinesOf(k.t.db, record.voucherId ?? 0)).toEqual([
      { accountId: k.b.acc('8105'), tafsiliId: tafsiliOfStakeholder(k.supplier), debit: 4_500_000, credit: 0 },
      { accountId: k.b.acc('1301'), tafsiliId: null, debit: 450_000, credit: 0 },
      { accountId: k.b.acc('1102'), tafsiliId: k.bank, debit: 0, credit: 4_950_000 },
    ]);
    // The journal names the record as the voucher's source, as the voucher's screen and the statements read it.
    const voucher = await k.api<{ itemInfo: { sourceType: string | null; sourceId: number | null } }>(
      'GET',
      `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${record.voucherId}`,
    );
    expect(voucher.body.itemInfo).toMatchObject({ sourceType: 'MONEY_RECORD', sourceId: record.id });
  });

  it('income without VAT: debit the cash box, credit the revenue account; numbers run per kind', async () => {
    await create(expenseBody(k));
    const first = await create(incomeBody(k));
    const second = await create(incomeBody(k, { categoryAccountId: k.b.acc('6301'), treasuryId: k.bank }));
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(voucherLinesOf(k.t.db, first.voucherId ?? 0)).toEqual([
      { accountId: k.b.acc('1101'), tafsiliId: k.cash, debit: 12_000_000, credit: 0 },
      { accountId: k.b.acc('6302'), tafsiliId: null, debit: 0, credit: 12_000_000 },
    ]);
  });

  it('an edit rewrites the same voucher (same number); a delete removes it and closes the numbers up', async () => {
    const first = await create(expenseBody(k));
    const second = await create(expenseBody(k, { description: 'قبض برق', categoryAccountId: k.b.acc('8104') }));
    const third = await create(expenseBody(k, { amount: 9_000_000 }));
    const edited = await k.api<Answer>('PUT', `${k.base}/${second.id}`, {
      ...expenseBody(k, { amount: 7_000_000, vatRate: 9, treasuryId: k.cash }),
      kind: undefined,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.itemInfo).toMatchObject({ number: 2, total: 7_630_000, voucherNumber: second.voucherNumber });
    expect(voucherLinesOf(k.t.db, second.voucherId ?? 0)).toContainEqual({
      accountId: k.b.acc('1101'),
      tafsiliId: k.cash,
      debit: 0,
      credit: 7_630_000,
    });
    expect((await k.api('DELETE', `${k.base}/${first.id}`)).status).toBe(200);
    expect((await k.api('GET', `${k.base}/${first.id}`)).status).toBe(404);
    const after = await k.api<Answer>('GET', `${k.base}/${third.id}`);
    // The owner's cash voucher is 1; the third record's voucher moved from 4 to 3.
    expect(after.body.itemInfo).toMatchObject({ number: 2, voucherNumber: 3 });
    const search = await k.api<{ data: { id: number }[] }>('GET', `${k.base}?kind=EXPENSE&q=2`);
    expect(search.body.data.map((row) => row.id)).toContain(third.id);
    expect(k.t.db.$client.prepare('select count(*) as n from vouchers').get()).toEqual({ n: 3 });
  });

  it('a FINAL voucher or a closed year: edit and delete are 409', async () => {
    const record = await create(expenseBody(k));
    finaliseVoucher(k.t.db, k.b.companyId, record.voucherId ?? 0);
    const put = await k.api('PUT', `${k.base}/${record.id}`, { ...expenseBody(k), kind: undefined });
    expect([put.status, put.body.message]).toEqual([409, 'VOUCHER_FINAL']);
    const del = await k.api('DELETE', `${k.base}/${record.id}`);
    expect([del.status, del.body.message]).toEqual([409, 'VOUCHER_FINAL']);
    const open = await create(expenseBody(k));
    k.t.db.$client.prepare("update fiscal_years set status = 'CLOSED' where id = ?").run(k.b.yearId);
    const closed = await k.api('DELETE', `${k.base}/${open.id}`);
    expect([closed.status, closed.body.message]).toEqual([409, 'FISCAL_YEAR_CLOSED']);
  });

  it('the list: one kind, filters, search, sort and the totals of every matching row', async () => {
    await create(expenseBody(k));
    await create(expenseBody(k, { amount: 2_000_000, vatRate: 10, date: '2026-06-01', treasuryId: k.cash }));
    await create(expenseBody(k, { amount: 3_000_000, categoryAccountId: k.b.acc('8107'), description: 'پیک' }));
    await create(incomeBody(k));
    type Page = { data: { total: number }[]; meta: { total: number }; totals: Record<string, number> };
    const list = (query: string) => k.api<Page>('GET', `${k.base}?${query}`).then((answer) => answer.body);
    const all = await list('kind=EXPENSE&sort=-total&pageSize=2');
    expect(all.data.map((row) => row.total)).toEqual([150_000_000, 3_000_000]);
    expect(all.totals).toEqual({ count: 3, amount: 155_000_000, vat: 200_000, total: 155_200_000 });
    expect((await list(`kind=EXPENSE&treasuryId=${k.cash}`)).totals.total).toBe(2_200_000);
    expect((await list(`kind=EXPENSE&categoryAccountId=${k.b.acc('8107')}`)).meta.total).toBe(1);
    expect((await list('kind=EXPENSE&from=2026-05-15&to=2026-06-30')).meta.total).toBe(1);
    expect((await list('kind=EXPENSE&q=پیک')).meta.total).toBe(1);
    expect((await list('kind=INCOME')).totals).toEqual({ count: 1, amount: 12_000_000, vat: 0, total: 12_000_000 });
  });
});
