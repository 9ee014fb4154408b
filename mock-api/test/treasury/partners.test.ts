import { describe, expect, it } from 'vitest';
import { clearAccountSetting } from '../support/account-settings.ts';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { treasuryRows, treasuryPlacesPerTest } from './treasury-books.ts';
import { voucherLinesOf } from '../accounting/books.ts';

/**
 * Partners and their contributions and withdrawals as an accountant checks them: which accounts each voucher uses,
 * with the partner's tafsili on the equity side; the list of moves newest first, by partner, a page at a time; a
 * renamed partner renamed in their tafsili; and a company whose settings name no capital account refused.
 */
const k = treasuryPlacesPerTest({ cash: 50_000_000, bank: 90_000_000 });

type Partner = { id: number; tafsiliId: number; tafsiliCode: string; name: string; capital: number; drawings: number };
type Move = {
  id: number;
  voucherId: number;
  partnerName: string;
  kind: string;
  date: string;
  amount: number;
  treasury: { id: number; name: string; kind: string };
};

const addPartner = async (name: string) => {
  const answer = await k.api<{ itemInfo: Partner }>('POST', `${k.base}/partners`, { name, shareBasisPoints: 5000 });
  expect(answer.status).toBe(201);
  return answer.body.itemInfo;
};

const move = (partnerId: number, kind: string, date: string, amount: number, place = k.cash.tafsiliId) =>
  k.api<{ itemInfo: Move; message: string; errors: unknown[] }>('POST', `${k.base}/owner-transactions`, {
    partnerId,
    kind,
    date,
    amount,
    treasuryTafsiliId: place,
  });

const tafsiliOf = (id: number) =>
  k.t.db.$client.prepare('select code, name from tafsili_accounts where id = ?').get(id) as {
    code: string;
    name: string;
  };

describe('partners', () => {
  it('a contribution debits the place and credits capital; a withdrawal debits drawings and credits the place', async () => {
    const ali = await addPartner('علی رضایی');
    const contribution = (await move(ali.id, 'CONTRIBUTION', '2026-04-02', 30_000_000, k.bank.tafsiliId)).body.itemInfo;
    const withdrawal = (await move(ali.id, 'WITHDRAWAL', '2026-04-03', 4_000_000)).body.itemInfo;
    expect(voucherLinesOf(k.t.db, contribution.voucherId)).toEqual([
      { accountId: k.b.acc('1102'), tafsiliId: k.bank.tafsiliId, debit: 30_000_000, credit: 0 },
      { accountId: k.b.acc('5101'), tafsiliId: ali.tafsiliId, debit: 0, credit: 30_000_000 },
    ]);
    expect(voucherLinesOf(k.t.db, withdrawal.voucherId)).toEqual([
      { accountId: k.b.acc('5301'), tafsiliId: ali.tafsiliId, debit: 4_000_000, credit: 0 },
      { accountId: k.b.acc('1101'), tafsiliId: k.cash.tafsiliId, debit: 0, credit: 4_000_000 },
    ]);
  });

  it('are listed in the order made with their tafsili; a rename renames the tafsili and the moves', async () => {
    const ali = await addPartner('علی رضایی');
    const sara = await addPartner('سارا محمدی');
    await move(sara.id, 'CONTRIBUTION', '2026-04-02', 1_000);
    const renamed = await k.api<{ itemInfo: Partner }>('PUT', `${k.base}/partners/${sara.id}`, {
      name: 'سارا محمدی‌نیا',
    });
    expect([renamed.status, renamed.body.itemInfo.name, renamed.body.itemInfo.capital]).toEqual([
      200,
      'سارا محمدی‌نیا',
      1_000,
    ]);
    const list = await k.api<{ data: Partner[] }>('GET', `${k.base}/partners`);
    expect(list.body.data.map((p) => [p.name, p.tafsiliCode])).toEqual([
      ['علی رضایی', tafsiliOf(ali.tafsiliId).code],
      ['سارا محمدی‌نیا', tafsiliOf(sara.tafsiliId).code],
    ]);
    expect(tafsiliOf(sara.tafsiliId).name).toBe('سارا محمدی‌نیا');
    const moves = await k.api<{ data: Move[] }>('GET', `${k.base}/owner-transactions`);
    expect(moves.body.data.map((m) => m.partnerName)).toEqual(['سارا محمدی‌نیا']);
    const unknown = await k.api<{ message: string }>('PUT', `${k.base}/partners/999999`, { name: 'کسی' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'PARTNER_NOT_FOUND']);
  });

  it('their moves are listed newest first, by partner, a page at a time, each with its place', async () => {
    const ali = await addPartner('علی رضایی');
    const sara = await addPartner('سارا محمدی');
    await move(ali.id, 'CONTRIBUTION', '2026-04-02', 100, k.bank.tafsiliId);
    await move(sara.id, 'CONTRIBUTION', '2026-04-05', 200);
    await move(ali.id, 'WITHDRAWAL', '2026-04-05', 50);
    await move(ali.id, 'CONTRIBUTION', '2026-04-01', 300);
    const page = async (query: string) => {
      const answer = await k.api<{ data: Move[]; meta: { total: number } }>(
        'GET',
        `${k.base}/owner-transactions?${query}`,
      );
      return [answer.body.data.map((m) => [m.date, m.amount, m.treasury.name]), answer.body.meta.total];
    };
    expect(await page('pageSize=3&page=1')).toEqual([
      [
        ['2026-04-05', 50, 'صندوق فروشگاه'],
        ['2026-04-05', 200, 'صندوق فروشگاه'],
        ['2026-04-02', 100, 'ملت جاری'],
      ],
      4,
    ]);
    expect(await page('pageSize=3&page=2')).toEqual([[['2026-04-01', 300, 'صندوق فروشگاه']], 4]);
    expect(await page(`partnerId=${sara.id}`)).toEqual([[['2026-04-05', 200, 'صندوق فروشگاه']], 1]);
  });

  it('refuse a contribution when the settings name no capital account (409 under body.kind), writing nothing', async () => {
    const ali = await addPartner('علی رضایی');
    clearAccountSetting(k.t.db, k.b.companyId, 'capital_account_id');
    await expectRefusedAt(
      () => treasuryRows(k.t.db),
      () => move(ali.id, 'CONTRIBUTION', '2026-04-02', 1_000),
      [409, 'TREASURY_ACCOUNTS_MISSING', 'body.kind'],
    );
    const list = await k.api<{ data: Partner[] }>('GET', `${k.base}/partners`);
    expect(list.body.data.map((p) => p.capital)).toEqual([0]);
  });
});
