import { cardReaderExample } from '@daftar/contracts/endpoints/company-profile-example';
import type { PaymentMethod, PaymentMethodChoices } from '@daftar/contracts/endpoints/payment-methods';
import { paymentMethods } from '@daftar/db/schema/payment-methods';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { expectValidationFailed } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { expectUnchanged } from '../support/rows.ts';
import { insertBooks } from './books.ts';

const area = companyAreaPerTest('payment-methods', 'OWNER');

/** The calls here answer a method, a page of them or the choices. */
type Answer = { itemInfo: PaymentMethod & PaymentMethodChoices; data: PaymentMethod[] };
const send = (method: string, path: string, body?: unknown) =>
  call<Answer>(area.t.apps.main, method, path, { headers: area.s.auth, body });

describe('payment methods: create, read, list, edit and delete', () => {
  it('creates a card reader on the bank account and its Mellat account, and finds it', async () => {
    const books = insertBooks(area.t.db, area.companyId);
    const created = await send('POST', area.base, {
      ...cardReaderExample,
      accountId: books.bank,
      tafsiliId: books.bankTafsili,
    });
    expect(created.status).toBe(201);
    expect(created.body.itemInfo).toMatchObject({
      name: 'کارت‌خوان بانک ملت',
      kind: 'CARD_READER',
      account: { id: books.bank, code: '1102', nameFa: 'بانک‌ها' },
      tafsili: { id: books.bankTafsili, kind: 'BANK_ACCOUNT', code: '20001' },
      active: true,
      isDefault: true,
    });
    const id = created.body.itemInfo.id;
    expect((await send('GET', `${area.base}/${id}`)).body.itemInfo).toEqual(created.body.itemInfo);
    const page = await send('GET', `${area.base}?q=ملت&kind=CARD_READER`);
    expect(page.body).toMatchObject({ data: [{ id }], meta: { total: 1 } });
  });

  it('offers the moein accounts under cash and banks and the treasury tafsilis, never a person', async () => {
    const books = insertBooks(area.t.db, area.companyId);
    const choices = (await send('GET', `${area.base}/choices`)).body.itemInfo;
    expect(choices.accounts.map((account) => account.code)).toEqual(['1101', '1102', '1103']);
    expect(choices.tafsilis.map((tafsili) => tafsili.id)).toEqual([books.bankTafsili, books.cashBox]);
  });

  it('keeps one default per kind: a new default takes the place of the old one', async () => {
    const books = insertBooks(area.t.db, area.companyId);
    const first = await send('POST', area.base, {
      name: 'صندوق فروشگاه',
      kind: 'CASH',
      accountId: books.cash,
      isDefault: true,
    });
    const second = await send('POST', area.base, {
      name: 'صندوق انبار',
      kind: 'CASH',
      accountId: books.cash,
      isDefault: true,
    });
    expect(second.body.itemInfo.isDefault).toBe(true);
    expect((await send('GET', `${area.base}/${first.body.itemInfo.id}`)).body.itemInfo.isDefault).toBe(false);
  });

  it('edits and deletes', async () => {
    const books = insertBooks(area.t.db, area.companyId);
    const created = await send('POST', area.base, { name: 'چک مشتریان', kind: 'CHEQUE', accountId: books.bank });
    const id = created.body.itemInfo.id;
    const edited = await send('PUT', `${area.base}/${id}`, {
      name: 'چک‌های دریافتی',
      kind: 'CHEQUE',
      accountId: books.bank,
      active: false,
    });
    expect(edited.body.itemInfo).toMatchObject({ name: 'چک‌های دریافتی', active: false, isDefault: false });
    expect((await send('DELETE', `${area.base}/${id}`)).body.itemInfo).toEqual({ outcome: 'DELETED' });
    expect((await send('GET', `${area.base}/${id}`)).status).toBe(404);
  });
});

describe('payment methods: bad input is refused and writes nothing', () => {
  it.each<
    [
      what: string,
      body: (books: ReturnType<typeof insertBooks>) => Record<string, unknown>,
      field: string,
      message: string,
    ]
  >([
    [
      'posting to sales',
      (b) => ({ name: 'فروش', kind: 'CASH', accountId: b.sales }),
      'body.accountId',
      'ACCOUNT_NOT_CASH_OR_BANK',
    ],
    [
      'posting to a kol',
      (b) => ({ name: 'نقد', kind: 'CASH', accountId: b.cashGroup }),
      'body.accountId',
      'ACCOUNT_NOT_CASH_OR_BANK',
    ],
    [
      'an account of no one',
      () => ({ name: 'نقد', kind: 'CASH', accountId: 999_999 }),
      'body.accountId',
      'ACCOUNT_NOT_CASH_OR_BANK',
    ],
    [
      'a person as the treasury place',
      (b) => ({ name: 'نقد', kind: 'CASH', accountId: b.cash, tafsiliId: b.person }),
      'body.tafsiliId',
      'TAFSILI_NOT_TREASURY',
    ],
  ])('%s is 400 with the field', async (_what, body, field, message) => {
    const books = insertBooks(area.t.db, area.companyId);
    await expectUnchanged(area.t.db, paymentMethods, async () => {
      const answer = await send('POST', area.base, body(books));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, errors: [{ path: field, message }] });
    });
  });

  it.each<[what: string, body: Record<string, unknown>, field: string, message?: string]>([
    ['an unknown kind', { name: 'ارز', kind: 'CRYPTO', accountId: 1 }, 'body.kind', 'INVALID_PAYMENT_METHOD_KIND'],
    ['no account', { name: 'نقد', kind: 'CASH' }, 'body.accountId', 'ACCOUNT_REQUIRED'],
    [
      'an inactive default',
      { name: 'نقد', kind: 'CASH', accountId: 1, active: false, isDefault: true },
      'body.isDefault',
      'DEFAULT_MUST_BE_ACTIVE',
    ],
    ['a one-letter name', { name: 'ن', kind: 'CASH', accountId: 1 }, 'body.name', 'NAME_TOO_SHORT'],
  ])('%s is 400 VALIDATION_FAILED', async (_what, body, field, message) => {
    await expectValidationFailed(
      { t: area.t, s: area.s, table: paymentMethods },
      ['POST', area.base, body],
      field,
      message,
    );
  });

  it('a name the company already uses is 409', async () => {
    const books = insertBooks(area.t.db, area.companyId);
    await send('POST', area.base, { name: 'صندوق فروشگاه', kind: 'CASH', accountId: books.cash });
    await expectUnchanged(area.t.db, paymentMethods, async () => {
      const answer = await send('POST', area.base, { name: 'صندوق فروشگاه', kind: 'CASH', accountId: books.cash });
      expect(answer).toMatchObject({ status: 409, body: { message: 'DUPLICATE_PAYMENT_METHOD_NAME' } });
    });
  });
});
