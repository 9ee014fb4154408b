import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { balanceOn, type ChequeBooks, openChequeBooks } from './cheque-books.ts';

let k: ChequeBooks;
beforeEach(async () => {
  k = await openChequeBooks();
});
afterEach(() => k.t.dispose());

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
describe('a worked example of cheques, to the Rial', () => {
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
