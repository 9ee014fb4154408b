import { describe, expect, it } from 'vitest';
import { insertItem } from '../support/factories.ts';
import { type Answer, balanceOn, chequeRows, openChequeBooks } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

let invoice: { id: number; displayNumber: string };
const k = booksPerTest(openChequeBooks, async (books) => {
  const service = insertItem(books.t.db, books.b.companyId, {
    kind: 'SERVICE',
    name: 'نصب',
    salePrice: 10_000_000,
    vatRate: 10,
  });
  const answer = await books.api<{ itemInfo: typeof invoice }>(
    'POST',
    `/api/v1/companies/${books.b.companyId}/invoices`,
    {
      kind: 'SELL',
      stakeholderId: books.customer,
      issueDate: '2026-05-10',
      lines: [{ itemId: service.id, quantity: 1, unitPrice: 10_000_000 }],
      issue: true,
    },
  );
  invoice = answer.body.itemInfo;
});

type Paid = {
  itemInfo: { balanceDue: number; payments: { id: number; voucherId: number }[] };
  message: string;
  errors: unknown[];
};
const pay = (body: Record<string, unknown>) =>
  k.api<Paid>('POST', `/api/v1/companies/${k.b.companyId}/invoices/${invoice.id}/payments`, {
    date: '2026-05-12',
    method: 'CHEQUE',
    amount: 6_000_000,
    reference: '445566',
    chequeDueDate: '2026-06-21',
    cheque: { sayadId: '2222333344445555', bankName: 'بانک صادرات', drawerName: 'مریم کاظمی' },
    ...body,
  });

describe('a cheque received on a sell invoice', () => {
  it('posts to notes receivable, not the bank, and records the cheque in hand with the invoice linked', async () => {
    const paid = await pay({});
    expect(paid.status).toBe(201);
    expect(paid.body.itemInfo.balanceDue).toBe(5_000_000);
    const person = k.tafsiliOf(k.customer);
    const payment = paid.body.itemInfo.payments[0];
    expect(voucherLinesOf(k.t.db, payment?.voucherId ?? 0)).toEqual([
      { accountId: k.b.acc('1202'), tafsiliId: person, debit: 6_000_000, credit: 0 },
      { accountId: k.b.acc('1201'), tafsiliId: person, debit: 0, credit: 6_000_000 },
    ]);
    expect(balanceOn(k, '1102')).toBe(100_000_000);
    const list = await k.api<{
      data: { id: number; invoiceId: number; invoiceNumber: string; serial: string; state: string }[];
    }>('GET', k.cheques);
    const [cheque] = list.body.data;
    expect(cheque).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.displayNumber,
      serial: '445566',
      state: 'IN_HAND',
    });
    const one = await k.api<Answer>('GET', `${k.cheques}/${cheque?.id}`);
    expect(one.body.itemInfo.steps.map((step) => [step.kind, step.voucherId])).toEqual([
      ['RECEIVE', payment?.voucherId],
    ]);
    const cleared = await k.step(cheque?.id ?? 0, {
      action: 'DEPOSIT',
      date: '2026-06-20',
      bankTafsiliId: k.bank.tafsiliId,
    });
    expect(cleared.status).toBe(200);
    await k.step(cheque?.id ?? 0, { action: 'CLEAR', date: '2026-06-21' });
    expect(await k.balanceOf(k.bank.id)).toBe(106_000_000);
  });

  it('without the cheque’s paper is 400, a Sayad id taken 409; nothing written', async () => {
    await k.receive({ sayadId: '2222333344445555' });
    const before = chequeRows(k.t.db);
    const bare = await pay({ cheque: null });
    expect([bare.status, bare.body.errors]).toEqual([
      400,
      [{ path: 'body.cheque.sayadId', message: 'CHEQUE_DETAILS_REQUIRED' }],
    ]);
    const taken = await pay({});
    expect([taken.status, taken.body.errors]).toEqual([
      409,
      [{ path: 'body.cheque.sayadId', message: 'SAYAD_ID_TAKEN' }],
    ]);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('removing the payment removes its cheque in hand; once deposited the removal is 409 CHEQUE_HAS_STEPS', async () => {
    const paid = await pay({});
    const paymentId = paid.body.itemInfo.payments[0]?.id;
    const path = `/api/v1/companies/${k.b.companyId}/invoices/${invoice.id}/payments/${paymentId}`;
    const chequeId = (k.t.db.$client.prepare('select id from cheques').get() as { id: number }).id;
    await k.step(chequeId, { action: 'DEPOSIT', date: '2026-05-13', bankTafsiliId: k.bank.tafsiliId });
    const before = chequeRows(k.t.db);
    const refused = await k.api<Paid>('DELETE', path);
    expect([refused.status, refused.body.message]).toEqual([409, 'CHEQUE_HAS_STEPS']);
    expect(chequeRows(k.t.db)).toEqual(before);
    await k.api('POST', `${k.cheques}/${chequeId}/undo`, {});
    const removed = await k.api<Paid>('DELETE', path);
    expect(removed.status).toBe(200);
    expect(chequeRows(k.t.db).cheques).toEqual([]);
    expect([balanceOn(k, '1202'), balanceOn(k, '1203'), balanceOn(k, '1201')]).toEqual([0, 0, 11_000_000]);
  });
});
