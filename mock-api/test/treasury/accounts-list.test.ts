import { beforeEach, describe, expect, it } from 'vitest';
import { mellatIban, openTreasuryBooks, samanIban, treasuryRows } from './treasury-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

/**
 * The cash boxes, bank accounts and petty cash as a bookkeeper finds and keeps them: searched word by word over
 * names and bank details, sorted either way by code or name, a page at a time with the totals of every match; and
 * an edit that keeps the account's own IBAN, keeps its kind, stores only its kind's fields and takes back an opening
 * balance set to zero.
 */
const k = booksPerTest(openTreasuryBooks);

type Account = {
  name: string;
  balance: number;
  bankName: string | null;
  iban: string | null;
  holderName: string | null;
  cashLimit: number | null;
  openingDate: string | null;
};

const list = async (query: string) => {
  const answer = await k.api<{ data: Account[]; totals: { count: number; balance: number } }>(
    'GET',
    `${k.base}/accounts?${query}`,
  );
  expect(answer.status).toBe(200);
  return { names: answer.body.data.map((row) => row.name), totals: answer.body.totals };
};

describe('the treasury accounts’ list', () => {
  beforeEach(async () => {
    await k.place({ kind: 'CASH_BOX', name: 'صندوق مرکزی', openingBalance: 4_000 });
    await k.place({
      kind: 'BANK_ACCOUNT',
      name: 'جاری ملت',
      iban: mellatIban,
      accountNumber: '1002003',
      openingBalance: 1,
    });
    await k.place({ kind: 'BANK_ACCOUNT', name: 'سپرده سامان', iban: samanIban, openingBalance: 20 });
    await k.place({ kind: 'PETTY_CASH', name: 'تنخواه انبار', holderName: 'رضا کریمی', openingBalance: 300 });
  });

  it('finds by every word over the name, the bank, the IBAN, the account number and the holder', async () => {
    expect((await list('q=ملت')).names).toEqual(['جاری ملت']);
    expect((await list(`q=${samanIban.slice(4, 12)}`)).names).toEqual(['سپرده سامان']);
    expect((await list('q=کریمی')).names).toEqual(['تنخواه انبار']);
    expect((await list(`q=${encodeURIComponent('سامان سپرده')}`)).names).toEqual(['سپرده سامان']);
    expect((await list(`q=${encodeURIComponent('سامان ملت')}`)).names).toEqual([]);
    expect((await list('q=1002003')).names).toEqual(['جاری ملت']);
    expect((await list(`q=${encodeURIComponent('لمت')}`)).names).toEqual([]);
    // % and _ are matched as themselves, not as LIKE's wildcards (IR76_120 would otherwise match IR760120…).
    expect((await list('q=IR760120')).names).toEqual(['جاری ملت']);
    expect((await list('q=IR76_120')).names).toEqual([]);
    expect((await list('q=%25')).names).toEqual([]);
    await k.place({ kind: 'CASH_BOX', name: 'صندوق_شعبه ۲ (۵٪ تخفیف) 100%', openingBalance: 0 });
    expect((await list(`q=${encodeURIComponent('ق_ش 100%')}`)).names).toEqual(['صندوق_شعبه ۲ (۵٪ تخفیف) 100%']);
    expect((await list(`q=${encodeURIComponent('  مرکزی   صندوق ')}`)).names).toEqual(['صندوق مرکزی']);
  });

  it('sorts by code or name either way, a page at a time, with the totals of every match', async () => {
    expect((await list('sort=code')).names).toEqual(['صندوق مرکزی', 'جاری ملت', 'سپرده سامان', 'تنخواه انبار']);
    expect((await list('sort=-code')).names).toEqual(['تنخواه انبار', 'سپرده سامان', 'جاری ملت', 'صندوق مرکزی']);
    expect((await list('sort=name')).names).toEqual(['تنخواه انبار', 'جاری ملت', 'سپرده سامان', 'صندوق مرکزی']);
    expect((await list('sort=-name')).names).toEqual(['صندوق مرکزی', 'سپرده سامان', 'جاری ملت', 'تنخواه انبار']);
    expect(await list('sort=name&pageSize=3&page=2')).toEqual({
      names: ['صندوق مرکزی'],
      totals: { count: 4, balance: 4_321 },
    });
    expect((await list('kind=BANK_ACCOUNT&pageSize=1')).totals).toEqual({ count: 2, balance: 21 });
  });
});

describe('an edit of a treasury account', () => {
  it('keeps its own IBAN, refuses another kind (400 at body.kind, nothing written), stores only its kind’s fields', async () => {
    const body = { kind: 'BANK_ACCOUNT', name: 'جاری ملت', iban: mellatIban, openingBalance: 0 };
    const { id } = await k.place(body);
    const renamed = await k.api<{ itemInfo: Account }>('PUT', `${k.base}/accounts/${id}`, { ...body, name: 'ملت' });
    expect([renamed.status, renamed.body.itemInfo.name, renamed.body.itemInfo.iban]).toEqual([200, 'ملت', mellatIban]);
    const saman = await k.place({ ...body, name: 'سامان', iban: samanIban });
    const before = treasuryRows(k.t.db);
    const taken = await k.api<{ errors: unknown[] }>('PUT', `${k.base}/accounts/${saman.id}`, {
      ...body,
      name: 'سامان',
    });
    expect([taken.status, taken.body.errors]).toEqual([409, [{ path: 'body.iban', message: 'DUPLICATE_IBAN' }]]);
    const asCash = await k.api<{ errors: unknown[] }>('PUT', `${k.base}/accounts/${id}`, { ...body, kind: 'CASH_BOX' });
    expect([asCash.status, asCash.body.errors]).toEqual([
      400,
      [{ path: 'body.kind', message: 'INVALID_TREASURY_KIND' }],
    ]);
    expect(treasuryRows(k.t.db)).toEqual(before);
    const cash = await k.api<{ itemInfo: Account }>('POST', `${k.base}/accounts`, {
      kind: 'CASH_BOX',
      name: 'صندوق',
      iban: samanIban,
      holderName: 'رضا کریمی',
      cashLimit: 9,
      openingBalance: 0,
      openingDate: '2026-05-01',
    });
    expect(cash.body.itemInfo).toMatchObject({
      bankName: null,
      iban: null,
      holderName: null,
      cashLimit: null,
      openingDate: null,
    });
  });

  it('an opening moved to another day moves its voucher; set to zero, its voucher is taken back', async () => {
    const body = { kind: 'CASH_BOX', name: 'صندوق', openingBalance: 7_000, openingDate: '2026-05-01' };
    const { id } = await k.place(body);
    const openings = () =>
      k.t.db.$client.prepare("select count(*) as n from vouchers where source_type = 'TREASURY_OPENING'").get();
    expect(openings()).toEqual({ n: 1 });
    await k.api('PUT', `${k.base}/accounts/${id}`, { ...body, openingDate: '2026-05-03' });
    expect(k.t.db.$client.prepare("select date from vouchers where source_type = 'TREASURY_OPENING'").all()).toEqual([
      { date: '2026-05-03' },
    ]);
    const zeroed = await k.api<{ itemInfo: Account }>('PUT', `${k.base}/accounts/${id}`, {
      ...body,
      openingBalance: 0,
    });
    expect([zeroed.status, zeroed.body.itemInfo.balance, zeroed.body.itemInfo.openingDate]).toEqual([200, 0, null]);
    expect(openings()).toEqual({ n: 0 });
  });
});
