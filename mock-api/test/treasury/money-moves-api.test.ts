import { describe, expect, it } from 'vitest';
import { voucherChecks, voucherLinesOf } from '../accounting/books.ts';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { treasuryRows, treasuryPlacesPerTest } from './treasury-books.ts';

const k = treasuryPlacesPerTest({ cash: 20_000_000, bank: 500_000_000, pettyCash: true });

const transfer = (body: Record<string, unknown>) =>
  k.api<{ itemInfo: { id: number; voucherId: number; status: string }; message: string; errors: unknown[] }>(
    'POST',
    `${k.base}/transfers`,
    { date: '2026-05-02', ...body },
  );

describe('transfers', () => {
  it('bank to cash with a fee: one voucher (cash debited, bank credited amount + fee, bank charges the fee)', async () => {
    const answer = await transfer({
      fromTafsiliId: k.bank.tafsiliId,
      toTafsiliId: k.cash.tafsiliId,
      amount: 10_000_000,
      fee: 50_000,
      reference: 'پایا ۱۲۳',
    });
    expect(answer.status).toBe(201);
    expect(voucherLinesOf(k.t.db, answer.body.itemInfo.voucherId)).toEqual([
      { accountId: k.b.acc('1101'), tafsiliId: k.cash.tafsiliId, debit: 10_000_000, credit: 0 },
      { accountId: k.b.acc('1102'), tafsiliId: k.bank.tafsiliId, debit: 0, credit: 10_050_000 },
      { accountId: k.b.acc('8201'), tafsiliId: null, debit: 50_000, credit: 0 },
    ]);
    expect([await k.balanceOf(k.cash.id), await k.balanceOf(k.bank.id)]).toEqual([30_000_000, 489_950_000]);
  });

  it('refuses the same account twice (400), a person tafsili (400) and a cash box taken below zero (400)', async () => {
    const before = treasuryRows(k.t.db);
    const same = await transfer({ fromTafsiliId: k.cash.tafsiliId, toTafsiliId: k.cash.tafsiliId, amount: 1 });
    expect([same.status, same.body.errors]).toEqual([
      400,
      [{ path: 'body.toTafsiliId', message: 'SAME_TREASURY_ACCOUNT' }],
    ]);
    const person = k.t.db.$client
      .prepare(
        "insert into tafsili_accounts (company_id, kind, code, name) values (?, 'PERSON', 'P1', 'مریم') returning id",
      )
      .get(k.b.companyId) as { id: number };
    const before2 = treasuryRows(k.t.db);
    const toPerson = await transfer({ fromTafsiliId: k.bank.tafsiliId, toTafsiliId: person.id, amount: 1 });
    expect([toPerson.status, toPerson.body.errors]).toEqual([
      400,
      [{ path: 'body.toTafsiliId', message: 'NOT_A_TREASURY_ACCOUNT' }],
    ]);
    const overdrawn = await transfer({
      fromTafsiliId: k.cash.tafsiliId,
      toTafsiliId: k.bank.tafsiliId,
      amount: 20_000_001,
    });
    expect([overdrawn.status, overdrawn.body.message]).toEqual([400, 'CASH_BOX_NEGATIVE']);
    expect(treasuryRows(k.t.db)).toEqual(before2);
    expect(before.treasury_transfers).toEqual([]);
  });

  it('refuses a fee when the chart has no bank-charges account (409 under body.fee), writing nothing', async () => {
    const removed = await k.api<{ itemInfo: { outcome: string } }>(
      'DELETE',
      `/api/v1/companies/${k.b.companyId}/accounting/accounts/${k.b.acc('8201')}`,
    );
    expect(removed.body.itemInfo.outcome).toBe('DELETED');
    await expectRefusedAt(
      () => treasuryRows(k.t.db),
      () =>
        transfer({
          fromTafsiliId: k.bank.tafsiliId,
          toTafsiliId: k.cash.tafsiliId,
          amount: 1_000,
          fee: 10,
        }),
      [409, 'TREASURY_ACCOUNTS_MISSING', 'body.fee'],
    );
  });

  it('the setting lets a cash box go negative', async () => {
    await k.api('PUT', `${k.base}/settings`, { cashMayGoNegative: true });
    const answer = await transfer({
      fromTafsiliId: k.cash.tafsiliId,
      toTafsiliId: k.bank.tafsiliId,
      amount: 25_000_000,
    });
    expect(answer.status).toBe(201);
    expect(await k.balanceOf(k.cash.id)).toBe(-5_000_000);
  });

  it('cancel removes a temporary voucher; a second cancel is 409; the list filters by either side', async () => {
    const { itemInfo } = (
      await transfer({ fromTafsiliId: k.bank.tafsiliId, toTafsiliId: k.cash.tafsiliId, amount: 3_000 })
    ).body;
    const cancelled = await k.api<{ itemInfo: { status: string; voucherId: null } }>(
      'POST',
      `${k.base}/transfers/${itemInfo.id}/cancel`,
      {},
    );
    expect(cancelled.body.itemInfo).toMatchObject({ status: 'CANCELLED', voucherId: null });
    expect(await k.balanceOf(k.cash.id)).toBe(20_000_000);
    const again = await k.api('POST', `${k.base}/transfers/${itemInfo.id}/cancel`, {});
    expect(again.status).toBe(409);
    const list = await k.api<{ data: unknown[]; totals: unknown }>(
      'GET',
      `${k.base}/transfers?tafsiliId=${k.cash.tafsiliId}`,
    );
    expect(list.body.data).toHaveLength(1);
    expect(list.body.totals).toEqual({ count: 1, amount: 0, fee: 0 });
  });

  it('cancelling a transfer whose voucher is FINAL reverses it on the given date', async () => {
    const { itemInfo } = (
      await transfer({ fromTafsiliId: k.bank.tafsiliId, toTafsiliId: k.cash.tafsiliId, amount: 7_000 })
    ).body;
    await k.api('POST', `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${itemInfo.voucherId}/finalise`);
    const cancelled = await k.api('POST', `${k.base}/transfers/${itemInfo.id}/cancel`, { date: '2026-06-01' });
    expect(cancelled.status).toBe(200);
    expect(await k.balanceOf(k.cash.id)).toBe(20_000_000);
    expect(voucherChecks(k.t.db, k.b.companyId).every((voucher) => voucher.balanced === 1)).toBe(true);
  });
});

describe('petty cash', () => {
  it('an advance, the holder’s expenses settled, a replenishment: the holder’s balance follows', async () => {
    const advance = await transfer({
      kind: 'ADVANCE',
      fromTafsiliId: k.bank.tafsiliId,
      toTafsiliId: k.holder.tafsiliId,
      amount: 8_000_000,
    });
    expect(advance.status).toBe(201);
    const settled = await k.api<{ itemInfo: { total: number; voucherId: number } }>(
      'POST',
      `${k.base}/petty-cash-settlements`,
      {
        holderTafsiliId: k.holder.tafsiliId,
        date: '2026-05-10',
        lines: [
          { accountId: k.b.acc('8107'), amount: 1_200_000, description: 'کرایه پیک' },
          { accountId: k.b.acc('8106'), amount: 800_000, description: 'لوازم‌التحریر' },
        ],
      },
    );
    expect(settled.status).toBe(201);
    expect(settled.body.itemInfo.total).toBe(2_000_000);
    expect(voucherLinesOf(k.t.db, settled.body.itemInfo.voucherId)).toEqual([
      { accountId: k.b.acc('8107'), tafsiliId: null, debit: 1_200_000, credit: 0 },
      { accountId: k.b.acc('8106'), tafsiliId: null, debit: 800_000, credit: 0 },
      { accountId: k.b.acc('1103'), tafsiliId: k.holder.tafsiliId, debit: 0, credit: 2_000_000 },
    ]);
    expect(await k.balanceOf(k.holder.id)).toBe(6_000_000);
    await transfer({
      kind: 'REPLENISHMENT',
      fromTafsiliId: k.bank.tafsiliId,
      toTafsiliId: k.holder.tafsiliId,
      amount: 2_000_000,
    });
    expect(await k.balanceOf(k.holder.id)).toBe(8_000_000);
  });

  it('refuses an advance into a cash box and a settlement line on a revenue account, writing nothing', async () => {
    const before = treasuryRows(k.t.db);
    const advance = await transfer({
      kind: 'ADVANCE',
      fromTafsiliId: k.bank.tafsiliId,
      toTafsiliId: k.cash.tafsiliId,
      amount: 1,
    });
    expect([advance.status, advance.body.errors]).toEqual([
      400,
      [{ path: 'body.toTafsiliId', message: 'NOT_PETTY_CASH' }],
    ]);
    const settled = await k.api<{ errors: unknown[] }>('POST', `${k.base}/petty-cash-settlements`, {
      holderTafsiliId: k.holder.tafsiliId,
      date: '2026-05-10',
      lines: [{ accountId: k.b.acc('6101'), amount: 1_000 }],
    });
    expect([settled.status, settled.body.errors]).toEqual([
      400,
      [{ path: 'body.lines.0.accountId', message: 'NOT_AN_EXPENSE_ACCOUNT' }],
    ]);
    expect(treasuryRows(k.t.db)).toEqual(before);
  });
});

describe('owners', () => {
  it('contributions credit capital and withdrawals debit drawings, per partner', async () => {
    const partner = await k.api<{ itemInfo: { id: number; tafsiliId: number } }>('POST', `${k.base}/partners`, {
      name: 'علی رضایی',
      shareBasisPoints: 6000,
      mobile: '۰۹۱۲۳۴۵۶۷۸۹',
    });
    expect(partner.status).toBe(201);
    const id = partner.body.itemInfo.id;
    const move = (kind: string, amount: number, place: number) =>
      k.api('POST', `${k.base}/owner-transactions`, {
        partnerId: id,
        kind,
        date: '2026-04-02',
        amount,
        treasuryTafsiliId: place,
      });
    expect((await move('CONTRIBUTION', 300_000_000, k.bank.tafsiliId)).status).toBe(201);
    expect((await move('WITHDRAWAL', 15_000_000, k.cash.tafsiliId)).status).toBe(201);
    const partners = await k.api<{ data: Record<string, unknown>[] }>('GET', `${k.base}/partners`);
    expect(partners.body.data).toEqual([
      expect.objectContaining({ name: 'علی رضایی', mobile: '09123456789', capital: 300_000_000, drawings: 15_000_000 }),
    ]);
    expect([await k.balanceOf(k.bank.id), await k.balanceOf(k.cash.id)]).toEqual([800_000_000, 5_000_000]);
    const overdrawn = await move('WITHDRAWAL', 5_000_001, k.cash.tafsiliId);
    expect(overdrawn.status).toBe(400);
    const unknownPartner = await k.api<{ errors: unknown[] }>('POST', `${k.base}/owner-transactions`, {
      partnerId: 999,
      kind: 'CONTRIBUTION',
      date: '2026-04-02',
      amount: 1,
      treasuryTafsiliId: k.cash.tafsiliId,
    });
    expect(unknownPartner.body.errors).toEqual([{ path: 'body.partnerId', message: 'PARTNER_NOT_FOUND' }]);
  });
});
