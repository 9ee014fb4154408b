import { beforeEach, describe, expect, it } from 'vitest';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { treasuryRows, treasuryPlacesPerTest } from './treasury-books.ts';

/**
 * The transfers' list as the treasury screen reads it (search, sort, pages, the totals of what is in force) and a
 * transfer's cancellation as an accountant checks it in the journal: which document a voucher belongs to, on which
 * day a FINAL one is reversed, and why a cancellation that would overdraw is refused.
 */
const k = treasuryPlacesPerTest({ cash: 20_000_000, bank: 500_000_000 });

type Transfer = { id: number; voucherId: number | null; amount: number; date: string };

async function transfer(body: Record<string, unknown>): Promise<Transfer> {
  const answer = await k.api<{ itemInfo: Transfer }>('POST', `${k.base}/transfers`, body);
  if (answer.status !== 201) throw new Error(`transfer: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.itemInfo;
}

/** Money moved between the two places with no fee, on `date`. */
const move = (from: { tafsiliId: number }, to: { tafsiliId: number }, date: string, amount: number) =>
  transfer({ fromTafsiliId: from.tafsiliId, toTafsiliId: to.tafsiliId, date, amount, fee: 0 });

async function listed(query: string) {
  const answer = await k.api<{ data: Transfer[]; totals: { count: number; amount: number; fee: number } }>(
    'GET',
    `${k.base}/transfers?${query}`,
  );
  expect(answer.status).toBe(200);
  return { amounts: answer.body.data.map((row) => row.amount), totals: answer.body.totals };
}

const vouchersOf = (sourceId: number) =>
  k.t.db.$client
    .prepare(
      "select date, source_type as sourceType from vouchers where source_id = ? and source_type = 'TREASURY_TRANSFER' order by id",
    )
    .all(sourceId);

describe('the transfers’ list', () => {
  beforeEach(async () => {
    const float = { fromTafsiliId: k.bank.tafsiliId, toTafsiliId: k.cash.tafsiliId };
    await transfer({
      ...float,
      date: '2026-05-05',
      amount: 1_000,
      fee: 100,
      description: 'till float',
      reference: 'P-1',
    });
    await transfer({ ...float, date: '2026-05-02', amount: 5_000, fee: 0, description: 'weekly', reference: 'R-77' });
    const cancelled = await transfer({ ...float, date: '2026-05-03', amount: 2_000, fee: 50 });
    await k.api('POST', `${k.base}/transfers/${cancelled.id}/cancel`, {});
  });

  it('finds a transfer by its description or its reference', async () => {
    expect((await listed('q=float')).amounts).toEqual([1_000]);
    expect((await listed('q=R-77')).amounts).toEqual([5_000]);
  });

  it('sorts by amount or by date, either way, and pages', async () => {
    expect((await listed('sort=amount')).amounts).toEqual([1_000, 2_000, 5_000]);
    expect((await listed('sort=-amount')).amounts).toEqual([5_000, 2_000, 1_000]);
    // Dated the other way round: the 5,000 on the 2nd, the 2,000 on the 3rd, the 1,000 on the 5th.
    expect((await listed('sort=date')).amounts).toEqual([5_000, 2_000, 1_000]);
    expect((await listed('sort=-date')).amounts).toEqual([1_000, 2_000, 5_000]);
    expect((await listed('sort=amount&pageSize=2&page=2')).amounts).toEqual([5_000]);
  });

  it('totals the amounts and fees of the transfers in force, counting every row found', async () => {
    expect((await listed('')).totals).toEqual({ count: 3, amount: 6_000, fee: 100 });
    expect((await listed('status=CANCELLED')).totals).toEqual({ count: 1, amount: 0, fee: 0 });
  });
});

describe('cancelling a transfer', () => {
  it('reverses a FINAL voucher on the day given, both vouchers the transfer’s own', async () => {
    const done = await move(k.bank, k.cash, '2026-05-02', 7_000);
    await k.api('POST', `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${done.voucherId}/finalise`);
    const cancelled = await k.api('POST', `${k.base}/transfers/${done.id}/cancel`, { date: '2026-06-01' });
    expect(cancelled.status).toBe(200);
    expect(vouchersOf(done.id)).toEqual([
      { date: '2026-05-02', sourceType: 'TREASURY_TRANSFER' },
      { date: '2026-06-01', sourceType: 'TREASURY_TRANSFER' },
    ]);
  });

  it('refuses, under the date, one that would take a cash box below zero, and writes nothing', async () => {
    const inflow = await move(k.bank, k.cash, '2026-05-02', 5_000_000);
    await move(k.cash, k.bank, '2026-05-03', 24_000_000);
    await expectRefusedAt(
      () => treasuryRows(k.t.db),
      () => k.api<{ message: string; errors: unknown[] }>('POST', `${k.base}/transfers/${inflow.id}/cancel`, {}),
      [400, 'CASH_BOX_NEGATIVE', 'body.date'],
    );
  });
});
