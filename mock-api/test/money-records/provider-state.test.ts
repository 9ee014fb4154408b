import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arrangeState } from '../pact/states/context.ts';
import { moneyRecordStates } from '../pact/states/money-records.ts';
import { call } from '../support/http.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const state = 'a company of the signed-in user has income and expense records';
let t: TestApp;
let ids: Record<string, number>;
let headers: { Authorization: string };
beforeEach(async () => {
  t = createTestApp();
  const arranged = await arrangeState(t, moneyRecordStates[state], { companyId: 3 });
  ids = arranged.result as Record<string, number>;
  headers = arranged.headers;
});
afterEach(() => t.dispose());

const base = '/api/v1/companies/3/money-records';
const api = <T = { itemInfo: MoneyRecord }>(method: string, path: string, body?: unknown) =>
  call<T>(t.apps.main, method, path, { headers, body });

/** The SPA's pacts rely on these rows and answers; this checks them through the API before the pacts exist. */
describe(`provider state '${state}'`, () => {
  it('serves the rent expense and the bank interest, each with its temporary voucher', async () => {
    const expense = (await api('GET', `${base}/${ids.expenseId}`)).body.itemInfo;
    expect(expense).toMatchObject({ kind: 'EXPENSE', categoryCode: '8103', reference: 'RC-1405-02' });
    expect(expense).toMatchObject({ treasuryKind: 'BANK_ACCOUNT', voucherStatus: 'TEMPORARY' });
    const income = (await api('GET', `${base}/${ids.incomeId}`)).body.itemInfo;
    expect(income).toMatchObject({ kind: 'INCOME', categoryCode: '6301', reference: null });
    const q = encodeURIComponent('اجاره');
    const list = await api<{ data: unknown[] }>('GET', `${base}?kind=EXPENSE&q=${q}&from=2026-03-21&to=2027-03-20`);
    expect(list.body.data).toHaveLength(1);
  });

  it('serves the FINAL telephone bill, which reverses once; the temporary rent is refused', async () => {
    const phone = (await api('GET', `${base}/${ids.finalExpenseId}`)).body.itemInfo;
    expect(phone).toMatchObject({ kind: 'EXPENSE', voucherStatus: 'FINAL', status: 'ACTIVE' });
    const reversed = await api('POST', `${base}/${ids.finalExpenseId}/reverse`, { date: '2026-06-01' });
    expect([reversed.status, reversed.body.itemInfo.status]).toEqual([200, 'REVERSED']);
    const rent = await api<{ message: string }>('POST', `${base}/${ids.expenseId}/reverse`, {});
    expect([rent.status, rent.body.message]).toEqual([409, 'MONEY_RECORD_NOT_FINAL']);
  });

  it('takes the internet bill of the create interaction and refuses a decimal amount', async () => {
    const body = {
      kind: 'EXPENSE',
      date: '2026-05-05',
      categoryAccountId: ids.internetAccountId,
      amount: 4_500_000,
      vatRate: 10,
      treasuryId: ids.cashId,
      stakeholderId: ids.stakeholderId,
    };
    const created = await api('POST', base, body);
    expect([created.status, created.body.itemInfo.total]).toEqual([201, 4_950_000]);
    expect((await api('POST', base, { ...body, amount: 1_000.5 })).status).toBe(400);
  });
});
