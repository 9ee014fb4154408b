import { describe, expect, it } from 'vitest';
import { type Answer, balanceOn, openChequeBooks } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

const k = booksPerTest(openChequeBooks);

const voucherOfStep = (cheque: { steps: { voucherId: number | null }[] }, index: number) => {
  const id = cheque.steps[index]?.voucherId;
  if (!id) throw new Error(`step ${index} has no voucher`);
  return voucherLinesOf(k.t.db, id);
};

describe('a received cheque, step by step, each step its own voucher', () => {
  it('received: notes receivable (1202) ← the payer’s receivable, both on their tafsili; in hand', async () => {
    const cheque = await k.receive();
    const person = k.tafsiliOf(k.customer);
    expect([cheque.state, cheque.actions]).toEqual(['IN_HAND', ['DEPOSIT', 'ENDORSE', 'RETURN']]);
    expect(voucherOfStep(cheque, 0)).toEqual([
      { accountId: k.b.acc('1202'), tafsiliId: person, debit: 25_000_000, credit: 0 },
      { accountId: k.b.acc('1201'), tafsiliId: person, debit: 0, credit: 25_000_000 },
    ]);
  });

  it('deposited at a bank account then cleared: collection (1203, the bank) then the bank up by the amount', async () => {
    const cheque = await k.receive();
    const person = k.tafsiliOf(k.customer);
    const deposited = await k.step(cheque.id, {
      action: 'DEPOSIT',
      date: '2026-06-28',
      bankTafsiliId: k.bank.tafsiliId,
    });
    expect(deposited.status).toBe(200);
    expect([deposited.body.itemInfo.state, deposited.body.itemInfo.bank?.id]).toEqual(['DEPOSITED', k.bank.tafsiliId]);
    expect(voucherOfStep(deposited.body.itemInfo, 1)).toEqual([
      { accountId: k.b.acc('1203'), tafsiliId: k.bank.tafsiliId, debit: 25_000_000, credit: 0 },
      { accountId: k.b.acc('1202'), tafsiliId: person, debit: 0, credit: 25_000_000 },
    ]);
    const cleared = await k.step(cheque.id, { action: 'CLEAR', date: '2026-07-01' });
    expect([cleared.status, cleared.body.itemInfo.state, cleared.body.itemInfo.actions]).toEqual([
      200,
      'CLEARED',
      ['UNDO'],
    ]);
    expect(voucherOfStep(cleared.body.itemInfo, 2)).toEqual([
      { accountId: k.b.acc('1102'), tafsiliId: k.bank.tafsiliId, debit: 25_000_000, credit: 0 },
      { accountId: k.b.acc('1203'), tafsiliId: k.bank.tafsiliId, debit: 0, credit: 25_000_000 },
    ]);
    expect(await k.balanceOf(k.bank.id)).toBe(125_000_000);
    expect([balanceOn(k, '1202'), balanceOn(k, '1203')]).toEqual([0, 0]);
  });

  it('bounced and kept: back to notes receivable; bounced and returned: the customer owes again', async () => {
    await k.receive();
    const person = k.tafsiliOf(k.customer);
    const [kept, returned] = [await k.receive({ amount: 7_000_000 }), await k.receive({ amount: 3_000_000 })];
    for (const cheque of [kept, returned]) {
      await k.step(cheque.id, { action: 'DEPOSIT', date: '2026-05-01', bankTafsiliId: k.bank.tafsiliId });
    }
    const bounced = await k.step(kept.id, { action: 'BOUNCE', date: '2026-05-05', reason: 'کسری موجودی' });
    expect([bounced.body.itemInfo.state, bounced.body.itemInfo.actions]).toEqual([
      'BOUNCED',
      ['DEPOSIT', 'ENDORSE', 'RETURN', 'UNDO'],
    ]);
    expect(voucherOfStep(bounced.body.itemInfo, 2)).toEqual([
      { accountId: k.b.acc('1202'), tafsiliId: person, debit: 7_000_000, credit: 0 },
      { accountId: k.b.acc('1203'), tafsiliId: k.bank.tafsiliId, debit: 0, credit: 7_000_000 },
    ]);
    const back = await k.step(returned.id, {
      action: 'BOUNCE',
      date: '2026-05-05',
      reason: 'امضا مغایر',
      returnToDrawer: true,
    });
    expect(back.body.itemInfo.state).toBe('RETURNED');
    expect(voucherOfStep(back.body.itemInfo, 2)).toEqual([
      { accountId: k.b.acc('1201'), tafsiliId: person, debit: 3_000_000, credit: 0 },
      { accountId: k.b.acc('1203'), tafsiliId: k.bank.tafsiliId, debit: 0, credit: 3_000_000 },
    ]);
    // Three cheques took 35,000,000 off the receivable; the returned one put 3,000,000 back.
    expect(balanceOn(k, '1201', person)).toBe(-32_000_000);
    expect([balanceOn(k, '1202', person), balanceOn(k, '1203')]).toEqual([32_000_000, 0]);
  });

  it('endorsed to a supplier: their payable debited; returned from hand: the receivable again', async () => {
    const [endorsed, returned] = [await k.receive(), await k.receive({ amount: 4_000_000 })];
    const person = k.tafsiliOf(k.customer);
    const answer = await k.step(endorsed.id, { action: 'ENDORSE', date: '2026-05-02', stakeholderId: k.supplier });
    expect(answer.body.itemInfo.state).toBe('ENDORSED');
    const supplier = k.tafsiliOf(k.supplier);
    expect(voucherOfStep(answer.body.itemInfo, 1)).toEqual([
      { accountId: k.b.acc('3101'), tafsiliId: supplier, debit: 25_000_000, credit: 0 },
      { accountId: k.b.acc('1202'), tafsiliId: person, debit: 0, credit: 25_000_000 },
    ]);
    const back = await k.step(returned.id, { action: 'RETURN', date: '2026-05-02', reason: 'به درخواست مشتری' });
    expect(voucherOfStep(back.body.itemInfo, 1)).toEqual([
      { accountId: k.b.acc('1201'), tafsiliId: person, debit: 4_000_000, credit: 0 },
      { accountId: k.b.acc('1202'), tafsiliId: person, debit: 0, credit: 4_000_000 },
    ]);
  });

  it('undo of the last step removes its temporary voucher and puts the cheque back; then the receipt is not undone', async () => {
    const cheque = await k.receive();
    await k.step(cheque.id, { action: 'DEPOSIT', date: '2026-05-01', bankTafsiliId: k.bank.tafsiliId });
    const cleared = await k.step(cheque.id, { action: 'CLEAR', date: '2026-05-03' });
    const clearVoucher = cleared.body.itemInfo.steps[2]?.voucherId;
    const undo = (id: number) => k.api<Answer>('POST', `${k.cheques}/${id}/undo`, {});
    const once = await undo(cheque.id);
    expect([once.status, once.body.itemInfo.state, once.body.itemInfo.bank?.id]).toEqual([
      200,
      'DEPOSITED',
      k.bank.tafsiliId,
    ]);
    expect(
      once.body.itemInfo.steps.map((step) => [step.kind, step.undoneAt !== null, step.voucherId !== null]),
    ).toEqual([
      ['RECEIVE', false, true],
      ['DEPOSIT', false, true],
      ['CLEAR', true, false],
    ]);
    expect(k.t.db.$client.prepare('select count(*) as n from vouchers where id = ?').get(clearVoucher)).toEqual({
      n: 0,
    });
    expect(await k.balanceOf(k.bank.id)).toBe(100_000_000);
    const twice = await undo(cheque.id);
    expect([twice.body.itemInfo.state, twice.body.itemInfo.bank]).toEqual(['IN_HAND', null]);
    expect([balanceOn(k, '1202'), balanceOn(k, '1203')]).toEqual([25_000_000, 0]);
    const thrice = await undo(cheque.id);
    expect([thrice.status, thrice.body.message]).toEqual([409, 'CHEQUE_NOTHING_TO_UNDO']);
  });

  it('undo of a step whose voucher is FINAL reverses it on the date given', async () => {
    const cheque = await k.receive();
    const deposited = await k.step(cheque.id, {
      action: 'DEPOSIT',
      date: '2026-05-01',
      bankTafsiliId: k.bank.tafsiliId,
    });
    const voucherId = deposited.body.itemInfo.steps[1]?.voucherId;
    expect(
      (await k.api('POST', `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${voucherId}/finalise`, {})).status,
    ).toBe(200);
    const undone = await k.api<{ itemInfo: { state: string } }>('POST', `${k.cheques}/${cheque.id}/undo`, {
      date: '2026-05-09',
    });
    expect(undone.body.itemInfo.state).toBe('IN_HAND');
    const reversal = k.t.db.$client
      .prepare('select id, date from vouchers where reverses_voucher_id = ?')
      .get(voucherId) as { id: number; date: string };
    expect(reversal.date).toBe('2026-05-09');
    expect(voucherLinesOf(k.t.db, reversal.id)).toEqual([
      { accountId: k.b.acc('1203'), tafsiliId: k.bank.tafsiliId, debit: 0, credit: 25_000_000 },
      { accountId: k.b.acc('1202'), tafsiliId: k.tafsiliOf(k.customer), debit: 25_000_000, credit: 0 },
    ]);
    expect([balanceOn(k, '1202'), balanceOn(k, '1203')]).toEqual([25_000_000, 0]);
  });
});
