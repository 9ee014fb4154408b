import { describe, expect, it } from 'vitest';
import { finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { clearAccountSetting } from '../support/account-settings.ts';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { mellatCard, mellatIban, openTreasuryBooks, treasuryRows } from './treasury-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

const k = booksPerTest(openTreasuryBooks);

const bank = (overrides: Record<string, unknown> = {}) => ({
  kind: 'BANK_ACCOUNT',
  name: 'حساب جاری ملت',
  branch: 'شعبه ونک',
  accountNumber: '1234567890',
  iban: mellatIban,
  cardNumber: mellatCard,
  openingBalance: 250_000_000,
  ...overrides,
});

describe('treasury accounts', () => {
  it('a bank account: its tafsili (BANK_ACCOUNT, same name), the bank named from the IBAN, the opening posted', async () => {
    const created = await k.api<{ itemInfo: Record<string, unknown> }>('POST', `${k.base}/accounts`, bank());
    expect(created.status).toBe(201);
    const account = created.body.itemInfo;
    expect(account).toMatchObject({
      kind: 'BANK_ACCOUNT',
      name: 'حساب جاری ملت',
      bankName: 'بانک ملت',
      iban: mellatIban,
      balance: 250_000_000,
      openingDate: null,
      ledgerAccountId: k.b.acc('1102'),
    });
    const tafsili = k.t.db.$client
      .prepare('select kind, name from tafsili_accounts where id = ?')
      .get(account.tafsiliId as number);
    expect(tafsili).toEqual({ kind: 'BANK_ACCOUNT', name: 'حساب جاری ملت' });
    const voucher = k.t.db.$client
      .prepare("select id, date from vouchers where source_type = 'TREASURY_OPENING' and source_id = ?")
      .get(account.id as number) as { id: number; date: string };
    expect(voucher.date).toBe('2026-03-21');
    expect(voucherLinesOf(k.t.db, voucher.id)).toEqual([
      { accountId: k.b.acc('1102'), tafsiliId: account.tafsiliId, debit: 250_000_000, credit: 0 },
      { accountId: k.b.acc('5101'), tafsiliId: null, debit: 0, credit: 250_000_000 },
    ]);
  });

  it('IBANs and card numbers typed with spaces and Persian digits are stored plain', async () => {
    const spaced = 'IR۷۶ ۰۱۲۰ ۰۰۰۰ ۰۱۲۳ ۴۵۶۷ ۸۹۰۱ ۲۳';
    const { itemInfo } = (
      await k.api<{ itemInfo: { iban: string; cardNumber: string } }>(
        'POST',
        `${k.base}/accounts`,
        bank({ iban: spaced, cardNumber: '6104-3312-3456-7890' }),
      )
    ).body;
    expect(itemInfo).toMatchObject({ iban: mellatIban, cardNumber: mellatCard });
  });

  it.each([
    ['an IBAN whose check digits fail', { iban: 'IR770120000001234567890123' }, 'body.iban', 'IBAN_CHECK_FAILED'],
    ['an IBAN of 23 digits', { iban: 'IR76012000000123456789012' }, 'body.iban', 'IBAN_FORMAT'],
    ['a card whose Luhn check fails', { cardNumber: '6104331234567891' }, 'body.cardNumber', 'CARD_CHECK_FAILED'],
    ['no bank name, IBAN or card', { iban: null, cardNumber: null }, 'body.bankName', 'BANK_NAME_REQUIRED'],
    ['a negative opening balance', { openingBalance: -1 }, 'body.openingBalance', 'INVALID_AMOUNT'],
  ])('refuses %s: 400 with the field, nothing written', async (_what, overrides, path, message) => {
    const before = treasuryRows(k.t.db);
    const answer = await k.api<{ message: string; errors: unknown[] }>('POST', `${k.base}/accounts`, bank(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ path, message });
    expect(treasuryRows(k.t.db)).toEqual(before);
  });

  it('refuses a second bank account with the same IBAN (409 DUPLICATE_IBAN) and an opening outside the open year', async () => {
    await k.place(bank());
    const before = treasuryRows(k.t.db);
    const again = await k.api<{ message: string }>('POST', `${k.base}/accounts`, bank({ name: 'دوم' }));
    expect([again.status, again.body.message]).toEqual([409, 'DUPLICATE_IBAN']);
    const late = await k.api<{ errors: unknown[] }>('POST', `${k.base}/accounts`, {
      kind: 'CASH_BOX',
      name: 'صندوق',
      openingBalance: 1_000,
      openingDate: '2030-01-01',
    });
    expect([late.status, late.body.errors]).toEqual([
      400,
      [{ path: 'body.openingDate', message: 'DATE_OUTSIDE_OPEN_YEAR' }],
    ]);
    expect(treasuryRows(k.t.db)).toEqual(before);
  });

  it('an opening balance with no capital account in the settings: 409 TREASURY_ACCOUNTS_MISSING on it', async () => {
    clearAccountSetting(k.t.db, k.b.companyId, 'capital_account_id');
    await expectRefusedAt(
      () => treasuryRows(k.t.db),
      () => k.api<{ message: string; errors: unknown[] }>('POST', `${k.base}/accounts`, bank()),
      [409, 'TREASURY_ACCOUNTS_MISSING', 'body.openingBalance'],
    );
  });

  it('a petty-cash holder needs the holder’s name; an edit renames the tafsili and rewrites the opening', async () => {
    const refused = await k.api<{ errors: unknown[] }>('POST', `${k.base}/accounts`, {
      kind: 'PETTY_CASH',
      name: 'تنخواه فروشگاه',
    });
    expect(refused.body.errors).toContainEqual({ path: 'body.holderName', message: 'REQUIRED' });
    const holder = { kind: 'PETTY_CASH', name: 'تنخواه فروشگاه', holderName: 'رضا کریمی', cashLimit: 50_000_000 };
    const { id, tafsiliId } = await k.place({ ...holder, openingBalance: 10_000_000 });
    const edited = await k.api<{ itemInfo: Record<string, unknown> }>('PUT', `${k.base}/accounts/${id}`, {
      ...holder,
      name: 'تنخواه انبار',
      openingBalance: 12_000_000,
    });
    expect(edited.body.itemInfo).toMatchObject({ name: 'تنخواه انبار', balance: 12_000_000, cashLimit: 50_000_000 });
    expect(k.t.db.$client.prepare('select name from tafsili_accounts where id = ?').get(tafsiliId)).toEqual({
      name: 'تنخواه انبار',
    });
    const kindChange = await k.api('PUT', `${k.base}/accounts/${id}`, { kind: 'CASH_BOX', name: 'x' });
    expect(kindChange.status).toBe(400);
  });

  it('a FINAL opening voucher: a rename that keeps the opening leaves it alone; a new opening is 409 VOUCHER_FINAL', async () => {
    const { id } = await k.place(bank({ openingBalance: 30_000_000 }));
    const opening = () =>
      k.t.db.$client
        .prepare("select id, description from vouchers where source_type = 'TREASURY_OPENING' and source_id = ?")
        .get(id) as { id: number; description: string };
    const voucher = opening();
    finaliseVoucher(k.t.db, k.b.companyId, voucher.id);
    const renamed = await k.api(
      'PUT',
      `${k.base}/accounts/${id}`,
      bank({ name: 'حساب ملت ونک', openingBalance: 30_000_000 }),
    );
    expect(renamed.status).toBe(200);
    expect(opening()).toEqual(voucher);
    const reopened = await k.api('PUT', `${k.base}/accounts/${id}`, bank({ openingBalance: 31_000_000 }));
    expect([reopened.status, reopened.body.message]).toEqual([409, 'VOUCHER_FINAL']);
    const outside = await k.api('PUT', `${k.base}/accounts/${id}`, bank({ openingDate: '2030-01-01' }));
    expect([outside.status, outside.body.errors]).toEqual([
      400,
      [{ path: 'body.openingDate', message: 'DATE_OUTSIDE_OPEN_YEAR' }],
    ]);
    expect(k.t.db.$client.prepare('select name, opening_balance from treasury_accounts where id = ?').get(id)).toEqual({
      name: 'حساب ملت ونک',
      opening_balance: 30_000_000,
    });
  });

  it('lists by kind with balances and the totals of every match; the statement runs the balance line by line', async () => {
    const cash = await k.place({ kind: 'CASH_BOX', name: 'صندوق مرکزی', openingBalance: 40_000_000 });
    const mellat = await k.place(bank({ openingBalance: 100_000_000 }));
    await k.api('POST', `${k.base}/transfers`, {
      date: '2026-04-05',
      fromTafsiliId: cash.tafsiliId,
      toTafsiliId: mellat.tafsiliId,
      amount: 30_000_000,
    });
    await k.api('POST', `${k.base}/transfers`, {
      date: '2026-04-20',
      fromTafsiliId: mellat.tafsiliId,
      toTafsiliId: cash.tafsiliId,
      amount: 5_000_000,
      fee: 20_000,
    });
    const list = await k.api<{ data: { name: string; balance: number }[]; totals: unknown; meta: unknown }>(
      'GET',
      `${k.base}/accounts?kind=CASH_BOX`,
    );
    expect(list.body.data.map((row) => [row.name, row.balance])).toEqual([['صندوق مرکزی', 15_000_000]]);
    expect(list.body.totals).toEqual({ count: 1, balance: 15_000_000 });
    const statement = await k.api<{ data: { debit: number; credit: number; balance: number }[]; summary: unknown }>(
      'GET',
      `${k.base}/accounts/${mellat.id}/statement?pageSize=2&page=2`,
    );
    expect(statement.body.data.map((line) => [line.debit, line.credit, line.balance])).toEqual([
      [0, 5_020_000, 124_980_000],
    ]);
    expect(statement.body.summary).toEqual({
      opening: 0,
      debit: 130_000_000,
      credit: 5_020_000,
      closing: 124_980_000,
    });
    const april = await k.api<{ summary: { opening: number } }>(
      'GET',
      `${k.base}/accounts/${mellat.id}/statement?from=2026-04-10`,
    );
    expect(april.body.summary.opening).toBe(130_000_000);
  });
});

describe('a treasury account’s tafsili in the chart', () => {
  it('is archived, not deleted, when removed from the chart (the account keeps it)', async () => {
    const { tafsiliId } = await k.place({ kind: 'CASH_BOX', name: 'صندوق شعبه' });
    const removed = await k.api<{ itemInfo: { outcome: string } }>(
      'DELETE',
      `/api/v1/companies/${k.b.companyId}/accounting/tafsili/${tafsiliId}`,
    );
    expect([removed.status, removed.body.itemInfo.outcome]).toEqual([200, 'ARCHIVED']);
  });
});
