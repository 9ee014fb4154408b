import { describe, expect, it } from 'vitest';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { treasuryRows, treasuryPlacesPerTest } from './treasury-books.ts';

/**
 * A petty-cash holder's settlements as an accountant checks them: refused for a place that is not petty cash or an
 * account the company does not have, listed newest first page by page, and cancelled into the journal on the day
 * given, once.
 */
const k = treasuryPlacesPerTest({ cash: 20_000_000, bank: 9_000_000, pettyCash: true }, async (books) => {
  await books.api('POST', `${books.base}/transfers`, {
    kind: 'ADVANCE',
    date: '2026-05-01',
    fromTafsiliId: books.bank.tafsiliId,
    toTafsiliId: books.holder.tafsiliId,
    amount: 8_000_000,
  });
});

type Settlement = { id: number; voucherId: number | null; total: number; status: string };

const settle = (body: Record<string, unknown>) =>
  k.api<{ itemInfo: Settlement; message: string; errors: unknown[] }>('POST', `${k.base}/petty-cash-settlements`, {
    holderTafsiliId: k.holder.tafsiliId,
    date: '2026-05-10',
    lines: [{ accountId: k.b.acc('8107'), amount: 1_000 }],
    ...body,
  });

describe('petty-cash settlements', () => {
  it('refuse a holder that is not petty cash and an account the company does not have, writing nothing', async () => {
    const rows = () => treasuryRows(k.t.db);
    await expectRefusedAt(rows, () => settle({ holderTafsiliId: k.cash.tafsiliId }), [
      400,
      'NOT_PETTY_CASH',
      'body.holderTafsiliId',
    ]);
    await expectRefusedAt(rows, () => settle({ lines: [{ accountId: 999_999, amount: 1_000 }] }), [
      400,
      'ACCOUNT_NOT_FOUND',
      'body.lines.0.accountId',
    ]);
  });

  it('are listed newest first, a page at a time, with the count of them all', async () => {
    for (const [date, amount] of [
      ['2026-05-10', 100],
      ['2026-05-12', 200],
      ['2026-05-11', 300],
    ] as const) {
      expect((await settle({ date, lines: [{ accountId: k.b.acc('8107'), amount }] })).status).toBe(201);
    }
    const page = async (query: string) => {
      const answer = await k.api<{ data: Settlement[]; meta: { total: number } }>(
        'GET',
        `${k.base}/petty-cash-settlements?${query}`,
      );
      return [answer.body.data.map((row) => row.total), answer.body.meta.total];
    };
    expect(await page('pageSize=2&page=1')).toEqual([[200, 300], 3]);
    expect(await page('pageSize=2&page=2')).toEqual([[100], 3]);
  });

  it('cancelled: a FINAL voucher reversed on the day given, both vouchers the settlement’s own; twice is 409', async () => {
    const { itemInfo } = (await settle({})).body;
    await k.api('POST', `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${itemInfo.voucherId}/finalise`);
    const cancel = () =>
      k.api<{ itemInfo: Settlement; message: string }>(
        'POST',
        `${k.base}/petty-cash-settlements/${itemInfo.id}/cancel`,
        { date: '2026-06-01' },
      );
    const cancelled = await cancel();
    expect([cancelled.status, cancelled.body.itemInfo.status]).toEqual([200, 'CANCELLED']);
    expect(
      k.t.db.$client
        .prepare(
          'select date, source_type as sourceType from vouchers where source_id = ? and source_type = ? order by id',
        )
        .all(itemInfo.id, 'PETTY_CASH_SETTLEMENT'),
    ).toEqual([
      { date: '2026-05-10', sourceType: 'PETTY_CASH_SETTLEMENT' },
      { date: '2026-06-01', sourceType: 'PETTY_CASH_SETTLEMENT' },
    ]);
    const again = await cancel();
    expect([again.status, again.body.message]).toEqual([409, 'TREASURY_DOCUMENT_CANCELLED']);
  });
});
