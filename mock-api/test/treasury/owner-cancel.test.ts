import { describe, expect, it } from 'vitest';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { openTreasuryBooks, treasuryRows, shopCashBox, type PlaceMade } from './treasury-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

/**
 * A partner's contribution or withdrawal cancelled as an accountant expects: reversed in the journal on the day given,
 * once; and a contribution whose cash has since been spent is refused, since cancelling it would take the cash box
 * below zero.
 */
let cash: PlaceMade;
let partnerId: number;
const k = booksPerTest(openTreasuryBooks, async (books) => {
  cash = await shopCashBox(books, 1_000_000);
  const partner = await books.api<{ itemInfo: { id: number } }>('POST', `${books.base}/partners`, {
    name: 'علی رضایی',
    shareBasisPoints: 6000,
  });
  partnerId = partner.body.itemInfo.id;
});

type Move = { id: number; voucherId: number; status: string };

const move = async (kind: 'CONTRIBUTION' | 'WITHDRAWAL', amount: number) => {
  const answer = await k.api<{ itemInfo: Move }>('POST', `${k.base}/owner-transactions`, {
    partnerId,
    kind,
    date: '2026-04-02',
    amount,
    treasuryTafsiliId: cash.tafsiliId,
  });
  expect(answer.status).toBe(201);
  return answer.body.itemInfo;
};

const cancel = (id: number) =>
  k.api<{ itemInfo: Move; message: string; errors: unknown[] }>('POST', `${k.base}/owner-transactions/${id}/cancel`, {
    date: '2026-06-01',
  });

describe('cancelling an owner transaction', () => {
  it('reverses its FINAL voucher on the day given, the reversal the transaction’s own; a second cancel is 409', async () => {
    const withdrawal = await move('WITHDRAWAL', 400_000);
    await k.api('POST', `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${withdrawal.voucherId}/finalise`);
    const cancelled = await cancel(withdrawal.id);
    expect([cancelled.status, cancelled.body.itemInfo.status]).toEqual([200, 'CANCELLED']);
    expect(
      k.t.db.$client
        .prepare('select date from vouchers where source_id = ? and source_type = ? order by id')
        .all(withdrawal.id, 'OWNER_TRANSACTION'),
    ).toEqual([{ date: '2026-04-02' }, { date: '2026-06-01' }]);
    expect(await k.balanceOf(cash.id)).toBe(1_000_000);
    const again = await cancel(withdrawal.id);
    expect([again.status, again.body.message]).toEqual([409, 'TREASURY_DOCUMENT_CANCELLED']);
  });

  it('refuses a contribution whose cash was spent since (the cash box would go below zero), writing nothing', async () => {
    const contribution = await move('CONTRIBUTION', 5_000_000);
    await move('WITHDRAWAL', 5_500_000);
    await expectRefusedAt(
      () => treasuryRows(k.t.db),
      () => cancel(contribution.id),
      [400, 'CASH_BOX_NEGATIVE', 'body.date'],
    );
    expect(await k.balanceOf(cash.id)).toBe(500_000);
  });
});
