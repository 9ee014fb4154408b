import { describe, expect, it } from 'vitest';
import { clearAccountSetting } from '../support/account-settings.ts';
import { insertCompany, insertStakeholder } from '../support/factories.ts';
import { addTafsili, cr, dr, openBooks } from '../accounting/books.ts';
import { allRows, cashFloat, expenseBody, incomeBody, openMoneyBooks } from './money-books.ts';
import { expectRefusedUnchanged, type RefusalFieldError } from '../support/expect-answers.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openMoneyBooks);

/** Posts a record and expects its status, code and field error, and that no row of the records or the books changed. */
const expectRefused = (body: unknown, status: number, message: string, error?: RefusalFieldError) =>
  expectRefusedUnchanged(
    () => allRows(k.t.db),
    () => k.api('POST', k.base, body),
    status,
    message,
    error,
  );

describe('income and expense: bad input is 400 with a field error, nothing written', () => {
  it.each([
    ['a negative amount', { amount: -1_000 }, 'body.amount', 'INVALID_AMOUNT'],
    ['a decimal amount', { amount: 1_000.5 }, 'body.amount', 'INVALID_AMOUNT'],
    ['a zero amount', { amount: 0 }, 'body.amount', 'INVALID_AMOUNT'],
    ['a VAT rate above 100', { vatRate: 101 }, 'body.vatRate', 'INVALID_VAT_RATE'],
    ['no category', { categoryAccountId: undefined }, 'body.categoryAccountId', 'CATEGORY_REQUIRED'],
    ['no treasury account', { treasuryId: null }, 'body.treasuryId', 'TREASURY_REQUIRED'],
    ['a bad date', { date: '2026-02-30' }, 'body.date', 'INVALID_DATE'],
  ])('%s: 400 VALIDATION_FAILED', async (_, change, path, message) => {
    await expectRefused(expenseBody(k, change), 400, 'VALIDATION_FAILED', { path, message });
  });

  it('a category of the wrong type, a kol or another company’s account: 400 on the category', async () => {
    const category = (message: string) => ({ path: 'body.categoryAccountId', message });
    await expectRefused(
      expenseBody(k, { categoryAccountId: k.b.acc('6302') }),
      400,
      'CATEGORY_NOT_EXPENSE',
      category('CATEGORY_NOT_EXPENSE'),
    );
    await expectRefused(
      incomeBody(k, { categoryAccountId: k.b.acc('8103') }),
      400,
      'CATEGORY_NOT_REVENUE',
      category('CATEGORY_NOT_REVENUE'),
    );
    await expectRefused(
      expenseBody(k, { categoryAccountId: k.b.acc('81') }),
      400,
      'ACCOUNT_NOT_POSTABLE',
      category('ACCOUNT_NOT_POSTABLE'),
    );
    const other = openBooks({ db: k.t });
    await expectRefused(
      expenseBody(k, { categoryAccountId: other.acc('8103') }),
      400,
      'ACCOUNT_NOT_FOUND',
      category('ACCOUNT_NOT_FOUND'),
    );
  });

  it('a treasury account of another company or a tafsili that is none; a stakeholder of another company', async () => {
    const other = openBooks({ db: k.t });
    const foreignBank = addTafsili(other, 'بانک ملی', 'BANK_ACCOUNT');
    await expectRefused(expenseBody(k, { treasuryId: foreignBank }), 400, 'TREASURY_ACCOUNT_NOT_FOUND', {
      path: 'body.treasuryId',
      message: 'TREASURY_ACCOUNT_NOT_FOUND',
    });
    await expectRefused(expenseBody(k, { treasuryId: k.person }), 400, 'NOT_A_TREASURY_ACCOUNT', {
      path: 'body.treasuryId',
      message: 'NOT_A_TREASURY_ACCOUNT',
    });
    const stranger = insertStakeholder(k.t.db, insertCompany(k.t.db).id).id;
    await expectRefused(expenseBody(k, { stakeholderId: stranger }), 400, 'STAKEHOLDER_NOT_FOUND', {
      path: 'body.stakeholderId',
      message: 'STAKEHOLDER_NOT_FOUND',
    });
  });

  it('a date outside the open year: 400, on create and on edit', async () => {
    await expectRefused(expenseBody(k, { date: '2025-05-01' }), 400, 'DATE_OUTSIDE_OPEN_YEAR', {
      path: 'body.date',
      message: 'DATE_OUTSIDE_OPEN_YEAR',
    });
    const created = await k.api<{ itemInfo: { id: number } }>('POST', k.base, expenseBody(k));
    const before = allRows(k.t.db);
    const put = await k.api('PUT', `${k.base}/${created.body.itemInfo.id}`, {
      ...expenseBody(k, { date: '2026-02-01' }),
      kind: undefined,
    });
    expect([put.status, put.body.message]).toEqual([400, 'DATE_OUTSIDE_OPEN_YEAR']);
    expect(allRows(k.t.db)).toEqual(before);
  });

  it('an expense the cash box cannot cover: 400 CASH_BOX_NEGATIVE on the amount; the bank may go below zero', async () => {
    await expectRefused(expenseBody(k, { treasuryId: k.cash, amount: cashFloat + 1 }), 400, 'CASH_BOX_NEGATIVE', {
      path: 'body.amount',
      message: 'CASH_BOX_NEGATIVE',
    });
    const income = await k.api<{ itemInfo: { id: number } }>('POST', k.base, incomeBody(k));
    // The cash box now holds the float and the income, and this expense takes all of it.
    await k.api('POST', k.base, expenseBody(k, { treasuryId: k.cash, amount: cashFloat + 12_000_000 }));
    const before = allRows(k.t.db);
    const removed = await k.api('DELETE', `${k.base}/${income.body.itemInfo.id}`);
    expect([removed.status, removed.body.message]).toEqual([400, 'CASH_BOX_NEGATIVE']);
    expect(allRows(k.t.db)).toEqual(before);
    expect((await k.api('POST', k.base, expenseBody(k, { amount: 900_000_000 }))).status).toBe(201);
  });
});

describe('changes that the record’s voucher or year cannot take: 409, nothing written', () => {
  const created = async (body: Record<string, unknown>) => {
    const answer = await k.api<{ itemInfo: { id: number; voucherId: number } }>('POST', k.base, body);
    expect(answer.status).toBe(201);
    return answer.body.itemInfo;
  };
  const expectAnswer = async (method: string, path: string, body: unknown, status: number, message: string) => {
    const before = allRows(k.t.db);
    const answer = await k.api(method, path, body);
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
    expect(allRows(k.t.db)).toEqual(before);
  };

  it('its voucher changed or removed by hand in the journal: 409 VOUCHER_FROM_DOCUMENT', async () => {
    const { voucherId } = await created(expenseBody(k));
    const voucher = `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${voucherId}`;
    const lines = [dr(k.b.acc('8103'), 1_000), cr(k.b.acc('1101'), 1_000, k.cash)];
    await expectAnswer('PUT', voucher, { date: '2026-05-01', lines }, 409, 'VOUCHER_FROM_DOCUMENT');
    await expectAnswer('DELETE', voucher, undefined, 409, 'VOUCHER_FROM_DOCUMENT');
  });

  it('its date moved into the next open year: 409 MONEY_RECORD_YEAR_CHANGED', async () => {
    const accounting = `/api/v1/companies/${k.b.companyId}/accounting`;
    expect((await k.api('POST', `${accounting}/fiscal-years`, { year: 1406 })).status).toBe(201);
    const { id } = await created(expenseBody(k));
    const moved = { ...expenseBody(k, { date: '2027-04-01' }), kind: undefined };
    await expectAnswer('PUT', `${k.base}/${id}`, moved, 409, 'MONEY_RECORD_YEAR_CHANGED');
  });

  it('a cash box or bank the settings name no account for: 409 TREASURY_ACCOUNTS_MISSING on the treasury account', async () => {
    clearAccountSetting(k.t.db, k.b.companyId, 'bank_account_id');
    await expectRefused(expenseBody(k), 409, 'TREASURY_ACCOUNTS_MISSING', {
      path: 'body.treasuryId',
      message: 'TREASURY_ACCOUNTS_MISSING',
    });
    const { id } = await created(incomeBody(k));
    clearAccountSetting(k.t.db, k.b.companyId, 'cash_account_id');
    await expectAnswer(
      'PUT',
      `${k.base}/${id}`,
      incomeBody(k, { amount: 13_000_000 }),
      409,
      'TREASURY_ACCOUNTS_MISSING',
    );
  });

  it('VAT with no VAT account in the settings: 409 MONEY_RECORD_ACCOUNTS_MISSING naming the setting', async () => {
    clearAccountSetting(k.t.db, k.b.companyId, 'vat_receivable_account_id');
    const before = allRows(k.t.db);
    const answer = await k.api('POST', k.base, expenseBody(k, { vatRate: 10 }));
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 409,
      message: 'MONEY_RECORD_ACCOUNTS_MISSING',
    });
    expect(answer.body.errors).toEqual([
      { path: 'settings.vatReceivableAccountId', message: 'MONEY_RECORD_ACCOUNTS_MISSING' },
    ]);
    expect(allRows(k.t.db)).toEqual(before);
  });
});
