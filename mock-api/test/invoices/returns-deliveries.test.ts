import type { ItemStock } from '@daftar/contracts/endpoints/invoices-documents';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

const k = booksPerTest(openInvoiceBooks);

type One = { itemInfo: Invoice; message?: string };

async function created(body: Record<string, unknown>): Promise<Invoice> {
  const answer = await k.api<One>('POST', k.base, { issueDate: '2026-05-10', issue: true, ...body });
  expect(answer.status).toBe(201);
  return answer.body.itemInfo;
}

async function post(path: string, body: unknown, status = 201): Promise<Invoice> {
  const answer = await k.api<One>('POST', path, body);
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message: undefined });
  return answer.body.itemInfo;
}

const stockOf = async (itemId: number) =>
  (await k.api<{ itemInfo: ItemStock }>('GET', `/api/v1/companies/${k.b.companyId}/items/${itemId}/stock`)).body
    .itemInfo;

/** The customer's receivable in the ledger (debit − credit on their tafsili). */
function receivable(stakeholderId: number): number {
  return (
    k.t.db.$client
      .prepare(
        `select coalesce(sum(l.debit - l.credit), 0) as balance from voucher_lines l
         join tafsili_accounts t on t.id = l.tafsili_id where l.account_id = ? and t.stakeholder_id = ?`,
      )
      .get(k.settingAccount('receivablesAccountId'), stakeholderId) as { balance: number }
  ).balance;
}

describe('returns, delivery notes and stock over HTTP', () => {
  it('a sale taken in part, returned before and after delivery, delivered: the books, the balance and the stock', async () => {
    await created({
      kind: 'PURCHASE',
      stakeholderId: k.supplier,
      lines: [{ itemId: k.stocked, quantity: 10, unitPrice: 1_000_000 }],
    });
    expect((await stockOf(k.stocked)).onHand).toBe(10);

    const sale = await created({
      kind: 'SELL',
      stakeholderId: k.customer,
      lines: [
        { itemId: k.stocked, quantity: 4, unitPrice: 2_000_000 },
        { itemId: k.service, quantity: 1, unitPrice: 3_000_000 },
      ],
    });
    expect(sale.grandTotal).toBe(12_100_000);
    expect((await stockOf(k.stocked)).onHand).toBe(10);
    const [coffee, install] = sale.lines;
    const path = `${k.base}/${sale.id}`;
    await post(`${path}/payments`, { date: '2026-05-11', method: 'CASH', amount: 5_000_000 });

    // One coffee back before anything was delivered: money back, no stock (it never left).
    const first = await post(`${path}/returns`, {
      date: '2026-05-12',
      lines: [{ invoiceLineId: coffee?.id, quantity: 1 }],
    });
    expect(first).toMatchObject({ status: 'PARTLY_RETURNED', returned: 2_200_000, balanceDue: 4_900_000 });
    expect(first.returns[0]).toMatchObject({ number: 1, net: 2_000_000, vat: 200_000, total: 2_200_000 });
    const tafsili = k.t.db.$client.prepare('select id from tafsili_accounts where stakeholder_id = ?').get(k.customer);
    expect(voucherLinesOf(k.t.db, first.returns[0]?.voucherId ?? 0)).toEqual([
      { accountId: k.settingAccount('salesReturnsAccountId'), tafsiliId: null, debit: 2_000_000, credit: 0 },
      { accountId: k.settingAccount('vatPayableAccountId'), tafsiliId: null, debit: 200_000, credit: 0 },
      {
        accountId: k.settingAccount('receivablesAccountId'),
        tafsiliId: (tafsili as { id: number }).id,
        debit: 0,
        credit: 2_200_000,
      },
    ]);
    expect((await stockOf(k.stocked)).onHand).toBe(10);

    // The other three delivered: stock goes out, nothing is posted.
    const vouchersBefore = k.t.db.$client.prepare('select count(*) as n from vouchers').get();
    const delivered = await post(`${path}/deliveries`, {
      date: '2026-05-13',
      lines: [{ invoiceLineId: coffee?.id, quantity: 3 }],
    });
    expect(delivered.deliveries).toMatchObject([{ number: 1, lines: [{ invoiceLineId: coffee?.id, quantity: 3 }] }]);
    expect(delivered.lines[0]).toMatchObject({ deliveredQuantity: 3, returnedQuantity: 1 });
    expect(k.t.db.$client.prepare('select count(*) as n from vouchers').get()).toEqual(vouchersBefore);
    expect((await stockOf(k.stocked)).onHand).toBe(7);

    // Delivered goods that come back return to stock; every line back in full is RETURNED, the payment a credit.
    await post(`${path}/returns`, { date: '2026-05-14', lines: [{ invoiceLineId: coffee?.id, quantity: 1 }] });
    const all = await post(`${path}/returns`, {
      date: '2026-05-15',
      lines: [
        { invoiceLineId: coffee?.id, quantity: 2 },
        { invoiceLineId: install?.id, quantity: 1 },
      ],
    });
    expect(all).toMatchObject({ status: 'RETURNED', returned: 12_100_000, paid: 5_000_000, balanceDue: -5_000_000 });
    expect(all.returns.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(receivable(k.customer)).toBe(-5_000_000);
    const stock = await stockOf(k.stocked);
    expect(stock).toMatchObject({
      trackStock: true,
      onHand: 10,
      sales: { invoiceCount: 1, quantity: 4, returnedQuantity: 4, netAmount: 0, toDeliver: 0 },
    });
    expect(stock.movements.map((m) => [m.sourceType, m.quantity, m.balance])).toEqual([
      ['SELL_RETURN', 2, 10],
      ['SELL_RETURN', 1, 8],
      ['DELIVERY', -3, 7],
      ['PURCHASE', 10, 10],
    ]);
    expect((await stockOf(k.service)).movements).toEqual([]);

    // A sale with returns or deliveries keeps its lines: no edit, no cancel.
    const edit = await k.api('PUT', path, { stakeholderId: k.customer, issueDate: '2026-05-10', lines: [] });
    expect(edit.status).toBe(400);
    const cancel = await k.api('POST', `${path}/cancel`, {});
    expect({ status: cancel.status, message: cancel.body.message }).toEqual({
      status: 409,
      message: 'INVOICE_HAS_PAYMENTS',
    });
  });

  it('a purchase return sends the goods back out of stock and debits the supplier', async () => {
    const purchase = await created({
      kind: 'PURCHASE',
      stakeholderId: k.supplier,
      lines: [{ itemId: k.stocked, quantity: 5, unitPrice: 1_000_000 }],
      discount: 500_000,
    });
    const back = await post(`${k.base}/${purchase.id}/returns`, {
      date: '2026-05-20',
      lines: [{ invoiceLineId: purchase.lines[0]?.id, quantity: 2 }],
    });
    // 2 of 5 lines' net (2,000,000) less 2/5 of the discount (200,000); VAT 10% of the line's 5,000,000 share.
    expect(back.returns[0]).toMatchObject({ net: 1_800_000, vat: 200_000, total: 2_000_000 });
    expect(back).toMatchObject({ status: 'PARTLY_RETURNED', balanceDue: purchase.grandTotal - 2_000_000 });
    expect(voucherLinesOf(k.t.db, back.returns[0]?.voucherId ?? 0)).toEqual([
      expect.objectContaining({ accountId: k.settingAccount('payablesAccountId'), debit: 2_000_000 }),
      expect.objectContaining({ accountId: k.settingAccount('purchasesAccountId'), credit: 1_800_000 }),
      expect.objectContaining({ accountId: k.settingAccount('vatReceivableAccountId'), credit: 200_000 }),
    ]);
    expect((await stockOf(k.stocked)).onHand).toBe(3);
    const rest = await post(`${k.base}/${purchase.id}/returns`, {
      date: '2026-05-21',
      lines: [{ invoiceLineId: purchase.lines[0]?.id, quantity: 3 }],
    });
    // Returned in two parts, the figures add up to the invoice's exactly (the discount shared cumulatively).
    expect(rest).toMatchObject({ status: 'RETURNED', returned: purchase.grandTotal, balanceDue: 0 });
    expect((await stockOf(k.stocked)).onHand).toBe(0);
  });

  it('the delivery notes list: newest first, searched by customer, with the invoice number', async () => {
    const sale = await created({
      kind: 'SELL',
      stakeholderId: k.customer,
      lines: [{ itemId: k.stocked, quantity: 2, unitPrice: 2_000_000 }],
    });
    const line = sale.lines[0]?.id;
    await post(`${k.base}/${sale.id}/deliveries`, {
      date: '2026-05-11',
      lines: [{ invoiceLineId: line, quantity: 1 }],
    });
    await post(`${k.base}/${sale.id}/deliveries`, {
      date: '2026-05-12',
      lines: [{ invoiceLineId: line, quantity: 1 }],
      notes: 'با پیک',
    });
    const list = await k.api<{ data: unknown[]; meta: { total: number } }>(
      'GET',
      `/api/v1/companies/${k.b.companyId}/delivery-notes?q=${encodeURIComponent('احمدی')}`,
    );
    expect(list.body.meta.total).toBe(2);
    expect(list.body.data[0]).toMatchObject({
      number: 2,
      date: '2026-05-12',
      invoiceId: sale.id,
      invoiceNumber: '1',
      stakeholderName: 'مریم احمدی',
      lineCount: 1,
      quantity: 1,
      notes: 'با پیک',
    });
    const none = await k.api<{ meta: { total: number } }>(
      'GET',
      `/api/v1/companies/${k.b.companyId}/delivery-notes?q=${encodeURIComponent('یزدانی')}`,
    );
    expect(none.body.meta.total).toBe(0);
  });
});

describe('estimates over HTTP', () => {
  it('numbered on their own, never posted, kept out of the invoices list, converted to an issued sale once', async () => {
    const estimate = await created({
      kind: 'ESTIMATE',
      stakeholderId: k.customer,
      lines: [{ itemId: k.product, quantity: 2, unitPrice: 1_200_000 }],
      shipping: 100_000,
    });
    expect(estimate).toMatchObject({
      status: 'ISSUED',
      number: 1,
      voucherId: null,
      balanceDue: 0,
      grandTotal: 2_740_000,
    });
    await created({
      kind: 'SELL',
      stakeholderId: k.customer,
      lines: [{ itemId: k.product, quantity: 1, unitPrice: 1 }],
    });
    const invoices = await k.api<{ data: Invoice[] }>('GET', k.base);
    expect(invoices.body.data.map((row) => row.kind)).toEqual(['SELL']);
    const estimates = await k.api<{ data: Invoice[] }>('GET', `${k.base}?kind=ESTIMATE`);
    expect(estimates.body.data.map((row) => row.id)).toEqual([estimate.id]);

    const paid = await k.api('POST', `${k.base}/${estimate.id}/payments`, {
      date: '2026-05-11',
      method: 'CASH',
      amount: 1,
    });
    expect(paid.body.message).toBe('ESTIMATE_TAKES_NO_PAYMENTS');

    const sale = await post(`${k.base}/${estimate.id}/convert`, { issueDate: '2026-05-20' });
    expect(sale).toMatchObject({
      kind: 'SELL',
      status: 'ISSUED',
      number: 2,
      issueDate: '2026-05-20',
      sourceInvoiceId: estimate.id,
      grandTotal: 2_740_000,
      balanceDue: 2_740_000,
    });
    expect(sale.voucherId).not.toBeNull();
    const after = await k.api<One>('GET', `${k.base}/${estimate.id}`);
    expect(after.body.itemInfo).toMatchObject({ status: 'CONVERTED', convertedInvoiceId: sale.id });
    const again = await k.api('POST', `${k.base}/${estimate.id}/convert`, {});
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'ESTIMATE_CONVERTED',
    });
    const notEstimate = await k.api('POST', `${k.base}/${sale.id}/convert`, {});
    expect(notEstimate.body.message).toBe('NOT_AN_ESTIMATE');
    const edit = await k.api('PUT', `${k.base}/${estimate.id}`, {
      stakeholderId: k.customer,
      issueDate: '2026-05-10',
      lines: [{ itemId: k.product, quantity: 1, unitPrice: 1 }],
    });
    expect(edit.body.message).toBe('ESTIMATE_CONVERTED');
  });
});
