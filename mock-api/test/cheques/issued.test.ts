import { describe, expect, it } from 'vitest';
import { insertItem } from '../support/factories.ts';
import { type Answer, balanceOn, chequeRows, openChequeBooks } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

const k = booksPerTest(openChequeBooks);

interface Book {
  id: number;
  used: number;
  voided: number;
  free: number;
  nextFreeLeaf: number | null;
  bank: { id: number; name: string };
  usedLeaves: { leaf: number; chequeId: number; amount: number; chequeState: string }[];
  voidLeaves: { leaf: number; date: string; reason: string }[];
}
const getBook = async (id: number) => (await k.api<{ itemInfo: Book }>('GET', `${k.books}/${id}`)).body.itemInfo;
const voucherOf = (cheque: { steps: { kind: string; voucherId: number | null }[] }, kind: string) =>
  cheque.steps.find((step) => step.kind === kind)?.voucherId ?? 0;

describe('cheque books and the cheques issued from them', () => {
  it('a book of 25 leaves under the bank account: all free, the first the next; listed by bank account', async () => {
    const book = await k.newBook();
    expect(book).toMatchObject({ free: 25, used: 0, voided: 0, nextFreeLeaf: 101 });
    const other = await k.place({ kind: 'BANK_ACCOUNT', name: 'سامان', bankName: 'بانک سامان' });
    await k.newBook({ bankTafsiliId: other.tafsiliId, firstLeaf: 1, lastLeaf: 10 });
    const mine = await k.api<{ data: Book[] }>('GET', `${k.books}?bankTafsiliId=${k.bank.tafsiliId}`);
    expect(mine.body.data.map((row) => [row.id, row.bank.name, row.free])).toEqual([[book.id, 'ملت جاری', 25]]);
    const all = await k.api<{ data: Book[] }>('GET', k.books);
    expect(all.body.data).toHaveLength(2);
  });

  it('issue: payable ← notes payable (the payee’s tafsili), the leaf used; clear: notes payable ← the bank', async () => {
    const book = await k.newBook();
    const cheque = await k.issue(book.id);
    expect(cheque).toMatchObject({ state: 'ISSUED', leaf: 101, chequeBookId: book.id, serial: 'الف/12/101' });
    expect(cheque.actions).toEqual(['CLEAR', 'CANCEL']);
    expect(cheque.bank?.id).toBe(k.bank.tafsiliId);
    const payee = k.tafsiliOf(k.supplier);
    expect(voucherLinesOf(k.t.db, voucherOf(cheque, 'ISSUE'))).toEqual([
      { accountId: k.b.acc('3101'), tafsiliId: payee, debit: 18_000_000, credit: 0 },
      { accountId: k.b.acc('3102'), tafsiliId: payee, debit: 0, credit: 18_000_000 },
    ]);
    expect((await getBook(book.id)).usedLeaves).toEqual([
      { leaf: 101, chequeId: cheque.id, chequeState: 'ISSUED', amount: 18_000_000, stakeholder: expect.anything() },
    ]);
    expect(await getBook(book.id)).toMatchObject({ used: 1, free: 24, nextFreeLeaf: 102 });
    const cleared = await k.step(cheque.id, { action: 'CLEAR', date: '2026-07-06' });
    expect(cleared.body.itemInfo.state).toBe('CLEARED');
    expect(voucherLinesOf(k.t.db, voucherOf(cleared.body.itemInfo, 'CLEAR'))).toEqual([
      { accountId: k.b.acc('3102'), tafsiliId: payee, debit: 18_000_000, credit: 0 },
      { accountId: k.b.acc('1102'), tafsiliId: k.bank.tafsiliId, debit: 0, credit: 18_000_000 },
    ]);
    expect(balanceOn(k, '3102')).toBe(0);
    expect(balanceOn(k, '1102', k.bank.tafsiliId)).toBe(100_000_000 - 18_000_000);
    expect(balanceOn(k, '3101', payee)).toBe(18_000_000);
  });

  it('cancel (returned by the payee): notes payable ← payable; the leaf stays spent; undo brings it back issued', async () => {
    const book = await k.newBook();
    const cheque = await k.issue(book.id);
    const cancelled = await k.step(cheque.id, { action: 'CANCEL', date: '2026-05-08', reason: 'عودت' });
    expect(cancelled.body.itemInfo.state).toBe('CANCELLED');
    const payee = k.tafsiliOf(k.supplier);
    expect(voucherLinesOf(k.t.db, voucherOf(cancelled.body.itemInfo, 'CANCEL'))).toEqual([
      { accountId: k.b.acc('3102'), tafsiliId: payee, debit: 18_000_000, credit: 0 },
      { accountId: k.b.acc('3101'), tafsiliId: payee, debit: 0, credit: 18_000_000 },
    ]);
    expect([balanceOn(k, '3102'), balanceOn(k, '3101', payee)]).toEqual([0, 0]);
    expect((await getBook(book.id)).usedLeaves.map((leaf) => [leaf.leaf, leaf.chequeState])).toEqual([
      [101, 'CANCELLED'],
    ]);
    const undone = await k.api<Answer>('POST', `${k.cheques}/${cheque.id}/undo`, {});
    expect(undone.body.itemInfo.state).toBe('ISSUED');
    expect(balanceOn(k, '3102')).toBe(-18_000_000);
  });

  it('void a free leaf: spent with its reason, nothing posted; the next free leaf skips it', async () => {
    const book = await k.newBook();
    const vouchers = () => k.t.db.$client.prepare('select count(*) as n from vouchers').get();
    const before = vouchers();
    const voided = await k.api<{ itemInfo: Book }>('POST', `${k.books}/${book.id}/void`, {
      leaf: 101,
      date: '2026-05-02',
      reason: 'پاره شد',
    });
    expect(voided.status).toBe(200);
    expect(voided.body.itemInfo).toMatchObject({ voided: 1, free: 24, nextFreeLeaf: 102 });
    expect(voided.body.itemInfo.voidLeaves).toEqual([{ leaf: 101, date: '2026-05-02', reason: 'پاره شد' }]);
    expect(voided.body.itemInfo.usedLeaves).toEqual([]);
    expect(vouchers()).toEqual(before);
  });

  it('a cheque given on a purchase invoice: the payment posts payable ← notes payable and the cheque is issued', async () => {
    const book = await k.newBook();
    const item = insertItem(k.t.db, k.b.companyId, { kind: 'SERVICE', name: 'حمل', vatRate: 0 });
    const invoice = await k.api<{ itemInfo: { id: number } }>('POST', `/api/v1/companies/${k.b.companyId}/invoices`, {
      kind: 'PURCHASE',
      stakeholderId: k.supplier,
      issueDate: '2026-05-10',
      lines: [{ itemId: item.id, quantity: 1, unitPrice: 12_000_000 }],
      issue: true,
    });
    const pay = (body: Record<string, unknown>) =>
      k.api<{
        itemInfo: { balanceDue: number; payments: { voucherId: number }[] };
        errors: { path: string; message: string }[];
      }>('POST', `/api/v1/companies/${k.b.companyId}/invoices/${invoice.body.itemInfo.id}/payments`, {
        date: '2026-05-12',
        method: 'CHEQUE',
        amount: 12_000_000,
        reference: '103',
        chequeDueDate: '2026-08-01',
        ...body,
      });
    await k.issue(book.id, { leaf: 101 });
    const before = chequeRows(k.t.db);
    const bare = await pay({});
    expect([bare.status, bare.body.errors]).toEqual([
      400,
      [{ path: 'body.issuedCheque.chequeBookId', message: 'CHEQUE_DETAILS_REQUIRED' }],
    ]);
    const used = await pay({ issuedCheque: { chequeBookId: book.id, leaf: 101, sayadId: '3000000000000003' } });
    expect([used.status, used.body.errors]).toEqual([
      409,
      [{ path: 'body.issuedCheque.leaf', message: 'CHEQUE_LEAF_USED' }],
    ]);
    const stranger = await pay({ issuedCheque: { chequeBookId: 999, leaf: 103, sayadId: '3000000000000003' } });
    expect([stranger.status, stranger.body.errors]).toEqual([
      400,
      [{ path: 'body.issuedCheque.chequeBookId', message: 'CHEQUE_BOOK_NOT_FOUND' }],
    ]);
    expect(chequeRows(k.t.db)).toEqual(before);
    const paid = await pay({ issuedCheque: { chequeBookId: book.id, leaf: 103, sayadId: '3000000000000003' } });
    expect(paid.status).toBe(201);
    expect(paid.body.itemInfo.balanceDue).toBe(0);
    const payee = k.tafsiliOf(k.supplier);
    expect(voucherLinesOf(k.t.db, paid.body.itemInfo.payments[0]?.voucherId ?? 0)).toEqual([
      { accountId: k.b.acc('3102'), tafsiliId: payee, debit: 0, credit: 12_000_000 },
      { accountId: k.b.acc('3101'), tafsiliId: payee, debit: 12_000_000, credit: 0 },
    ]);
    const list = await k.api<{ data: { id: number; state: string; invoiceId: number; leaf: number }[] }>(
      'GET',
      `${k.cheques}?direction=ISSUED`,
    );
    expect(list.body.data.filter((row) => row.invoiceId === invoice.body.itemInfo.id)).toEqual([
      expect.objectContaining({ state: 'ISSUED', leaf: 103 }),
    ]);
    expect((await getBook(book.id)).usedLeaves.map((leaf) => [leaf.leaf, leaf.amount])).toEqual([
      [101, 18_000_000],
      [103, 12_000_000],
    ]);
    const onInvoice = list.body.data.find((row) => row.invoiceId === invoice.body.itemInfo.id);
    const cheque = await k.api<Answer>('GET', `${k.cheques}/${onInvoice?.id}`);
    expect(cheque.body.itemInfo.steps[0]?.voucherId).toBe(paid.body.itemInfo.payments[0]?.voucherId);
  });
});
