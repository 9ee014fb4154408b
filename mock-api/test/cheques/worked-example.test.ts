import { describe, expect, it } from 'vitest';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { balanceOn, openChequeBooks } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openChequeBooks);

/**
 * Figured by hand. Maryam buys 11,223,344 Rials of service + 10% VAT = 12,345,678 (rounded half away from zero:
 * 1,122,334.4 → 1,122,334) and pays it all by cheque A; she also hands over cheque B of 30,000,000 directly; Kaveh
 * gives cheque C of 8,000,000. A and B are deposited at Mellat; A clears, B bounces and stays in hand, then goes
 * back to Maryam; C is endorsed to the supplier Alborz.
 *
 *   notes receivable 1202: +12,345,678 +30,000,000 +8,000,000 −12,345,678 −30,000,000 +30,000,000 −8,000,000
 *                          −30,000,000                                                     = 0
 *   in collection 1203:    +12,345,678 +30,000,000 −12,345,678 −30,000,000                 = 0
 *   Mellat 1102:           100,000,000 (opening) + 12,345,678                              = 112,345,678
 *   Maryam 1201:           +12,345,678 (sale) −12,345,678 −30,000,000 +30,000,000 (returned) = 0
 *   Kaveh 1201:            −8,000,000 (he is owed, or paid ahead)
 *   Alborz 3101:           +8,000,000 (debit: paid 8,000,000 ahead of a purchase)
 */
describe('a worked example of received cheques, to the Rial', () => {
  it('leaves every account where the hand figures say', async () => {
    const service = insertItem(k.t.db, k.b.companyId, {
      kind: 'SERVICE',
      name: 'نصب',
      salePrice: 11_223_344,
      vatRate: 10,
    });
    const kaveh = insertStakeholder(k.t.db, k.b.companyId, { firstName: 'کاوه', lastName: 'یزدانی' }).id;
    const companyPath = `/api/v1/companies/${k.b.companyId}`;
    const sale = await k.api<{ itemInfo: { id: number; grandTotal: number } }>('POST', `${companyPath}/invoices`, {
      kind: 'SELL',
      stakeholderId: k.customer,
      issueDate: '2026-05-10',
      lines: [{ itemId: service.id, quantity: 1, unitPrice: 11_223_344 }],
      issue: true,
    });
    expect(sale.body.itemInfo.grandTotal).toBe(12_345_678);
    const paid = await k.api('POST', `${companyPath}/invoices/${sale.body.itemInfo.id}/payments`, {
      date: '2026-05-10',
      method: 'CHEQUE',
      amount: 12_345_678,
      reference: '100200',
      chequeDueDate: '2026-06-10',
      cheque: { sayadId: '1111222233334444', bankName: 'بانک ملت' },
    });
    expect(paid.status).toBe(201);
    const a = (k.t.db.$client.prepare('select id from cheques').get() as { id: number }).id;
    const b = (await k.receive({ amount: 30_000_000, date: '2026-05-11' })).id;
    const c = (await k.receive({ stakeholderId: kaveh, amount: 8_000_000, date: '2026-05-12' })).id;
    const bank = k.bank.tafsiliId;
    const steps: [number, Record<string, unknown>][] = [
      [a, { action: 'DEPOSIT', date: '2026-06-08', bankTafsiliId: bank }],
      [b, { action: 'DEPOSIT', date: '2026-06-08', bankTafsiliId: bank }],
      [a, { action: 'CLEAR', date: '2026-06-10' }],
      [b, { action: 'BOUNCE', date: '2026-06-11', reason: 'کسری موجودی' }],
      [c, { action: 'ENDORSE', date: '2026-06-12', stakeholderId: k.supplier }],
      [b, { action: 'RETURN', date: '2026-06-20', reason: 'تسویه نقدی' }],
    ];
    for (const [id, body] of steps) expect((await k.step(id, body)).status).toBe(200);

    expect(balanceOn(k, '1202')).toBe(0);
    expect(balanceOn(k, '1203')).toBe(0);
    expect(balanceOn(k, '1102', bank)).toBe(112_345_678);
    expect(balanceOn(k, '1201', k.tafsiliOf(k.customer))).toBe(0);
    expect(balanceOn(k, '1201', k.tafsiliOf(kaveh))).toBe(-8_000_000);
    expect(balanceOn(k, '3101', k.tafsiliOf(k.supplier))).toBe(8_000_000);
    const states = k.t.db.$client.prepare('select id, state from cheques order by id').all();
    expect(states).toEqual([
      { id: a, state: 'CLEARED' },
      { id: b, state: 'RETURNED' },
      { id: c, state: 'ENDORSED' },
    ]);
    // Three receipts (one the payment's), six steps: nine vouchers of cheques, and the sale's.
    const vouchers = k.t.db.$client
      .prepare(
        "select source_type as source, count(*) as n from vouchers where source_type is not null and source_type <> 'TREASURY_OPENING' group by 1 order by 1",
      )
      .all();
    expect(vouchers).toEqual([
      { source: 'CHEQUE_STEP', n: 8 },
      { source: 'INVOICE', n: 1 },
      { source: 'INVOICE_PAYMENT', n: 1 },
    ]);
  });
});

/**
 * Figured by hand. Alborz sells us 6,958,474 Rials of transport + 10% VAT = 7,654,321 (695,847.4 → 695,847), paid
 * all by cheque D from leaf 101 of our Mellat book (الف/12, leaves 101..125); we give Alborz cheque E of 20,000,000
 * from leaf 102 as an advance; leaf 103 spoils and is voided; Kaveh gets cheque F of 5,500,000 from leaf 104 and
 * hands it back. D clears; E's clearing is recorded, then undone (the bank had not paid it yet).
 *
 *   notes payable 3102:    −7,654,321 −20,000,000 −5,500,000 +5,500,000 +7,654,321 (+20,000,000 −20,000,000 undone)
 *                          = −20,000,000 (E outstanding, all Alborz's)
 *   Mellat 1102:           100,000,000 (opening) − 7,654,321                                = 92,345,679
 *   Alborz 3101:           −7,654,321 (purchase) +7,654,321 (D) +20,000,000 (E)             = +20,000,000 (paid ahead)
 *   Kaveh 3101 and 3102:   +5,500,000 −5,500,000 and −5,500,000 +5,500,000                  = 0
 *   the book:              101, 102, 104 used, 103 void: 21 free, the next 105
 */
describe('a worked example of issued cheques, to the Rial', () => {
  it('leaves the payables, notes payable, the bank and the book where the hand figures say', async () => {
    const transport = insertItem(k.t.db, k.b.companyId, { kind: 'SERVICE', name: 'حمل', vatRate: 10 });
    const kaveh = insertStakeholder(k.t.db, k.b.companyId, { firstName: 'کاوه', lastName: 'یزدانی' }).id;
    const companyPath = `/api/v1/companies/${k.b.companyId}`;
    const book = await k.newBook();
    const purchase = await k.api<{ itemInfo: { id: number; grandTotal: number } }>('POST', `${companyPath}/invoices`, {
      kind: 'PURCHASE',
      stakeholderId: k.supplier,
      issueDate: '2026-05-10',
      lines: [{ itemId: transport.id, quantity: 1, unitPrice: 6_958_474, vatRate: 10 }],
      issue: true,
    });
    expect(purchase.body.itemInfo.grandTotal).toBe(7_654_321);
    const paid = await k.api('POST', `${companyPath}/invoices/${purchase.body.itemInfo.id}/payments`, {
      date: '2026-05-10',
      method: 'CHEQUE',
      amount: 7_654_321,
      reference: '101',
      chequeDueDate: '2026-07-01',
      issuedCheque: { chequeBookId: book.id, leaf: 101, sayadId: '3000000000000101' },
    });
    expect(paid.status).toBe(201);
    const d = (k.t.db.$client.prepare('select id from cheques where leaf = 101').get() as { id: number }).id;
    const e = (await k.issue(book.id, { leaf: 102, amount: 20_000_000, date: '2026-05-11', dueDate: '2026-08-01' })).id;
    const voided = await k.api('POST', `${k.books}/${book.id}/void`, {
      leaf: 103,
      date: '2026-05-12',
      reason: 'خط خورد',
    });
    expect(voided.status).toBe(200);
    const f = (await k.issue(book.id, { leaf: 104, stakeholderId: kaveh, amount: 5_500_000, date: '2026-05-13' })).id;
    const steps: [number, Record<string, unknown>][] = [
      [f, { action: 'CANCEL', date: '2026-05-20', reason: 'کار انجام نشد' }],
      [d, { action: 'CLEAR', date: '2026-07-01' }],
      [e, { action: 'CLEAR', date: '2026-08-01' }],
    ];
    for (const [id, body] of steps) expect((await k.step(id, body)).status).toBe(200);
    expect((await k.api('POST', `${k.cheques}/${e}/undo`, {})).status).toBe(200);

    const alborz = k.tafsiliOf(k.supplier);
    expect(balanceOn(k, '3102')).toBe(-20_000_000);
    expect(balanceOn(k, '3102', alborz)).toBe(-20_000_000);
    expect(balanceOn(k, '1102', k.bank.tafsiliId)).toBe(92_345_679);
    expect(balanceOn(k, '3101', alborz)).toBe(20_000_000);
    expect([balanceOn(k, '3101', k.tafsiliOf(kaveh)), balanceOn(k, '3102', k.tafsiliOf(kaveh))]).toEqual([0, 0]);
    const states = k.t.db.$client.prepare('select id, leaf, state from cheques order by id').all();
    expect(states).toEqual([
      { id: d, leaf: 101, state: 'CLEARED' },
      { id: e, leaf: 102, state: 'ISSUED' },
      { id: f, leaf: 104, state: 'CANCELLED' },
    ]);
    const leaves = await k.api<{ itemInfo: { used: number; voided: number; free: number; nextFreeLeaf: number } }>(
      'GET',
      `${k.books}/${book.id}`,
    );
    expect(leaves.body.itemInfo).toMatchObject({ used: 3, voided: 1, free: 21, nextFreeLeaf: 105 });
  });
});
