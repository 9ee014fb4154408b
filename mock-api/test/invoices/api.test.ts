import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

const k = booksPerTest(openInvoiceBooks);

type One = { itemInfo: Invoice };

const sale = (overrides: Record<string, unknown> = {}) => ({
  kind: 'SELL',
  stakeholderId: k.customer,
  issueDate: '2026-05-10',
  dueDate: '2026-06-10',
  lines: [
    { itemId: k.product, quantity: 3, unitPrice: 1_200_000 },
    { itemId: k.exempt, quantity: 2.5, unitPrice: 950_000, discountType: 'PERCENT', discountValue: 10 },
  ],
  shipping: 150_000,
  ...overrides,
});

const create = async (body: Record<string, unknown>) => {
  const answer = await k.api<One>('POST', k.base, body);
  expect(answer.status).toBe(201);
  return answer.body.itemInfo;
};

describe('invoices over HTTP', () => {
  it('a draft has no number and no voucher; its figures come from the shared totals (VAT rate from the item)', async () => {
    const draft = await create(sale());
    expect(draft).toMatchObject({
      status: 'DRAFT',
      number: null,
      displayNumber: null,
      voucherId: null,
      subtotal: 3_600_000 + 2_137_500,
      vatTotal: 360_000,
      grandTotal: 3_600_000 + 2_137_500 + 360_000 + 150_000,
      balanceDue: 6_247_500,
    });
    expect(draft.lines.map((line) => [line.vatRate, line.unit, line.quantity, line.net, line.vat])).toEqual([
      [10, 'عدد', 3, 3_600_000, 360_000],
      [0, 'کیلوگرم', 2.5, 2_137_500, 0],
    ]);
    const got = await k.api<One>('GET', `${k.base}/${draft.id}`);
    expect(got.body.itemInfo).toEqual(draft);
  });

  it('issue numbers per kind and fiscal year with the prefix, and posts receivables against sales and VAT', async () => {
    await k.api('PUT', `/api/v1/companies/${k.b.companyId}/invoice-settings`, { sellPrefix: 'S-', purchasePrefix: '' });
    const first = await create(sale());
    const issued = await k.api<One>('POST', `${k.base}/${first.id}/issue`);
    expect(issued.status).toBe(200);
    expect(issued.body.itemInfo).toMatchObject({ status: 'ISSUED', number: 1, displayNumber: 'S-1', prefix: 'S-' });
    const voucherId = issued.body.itemInfo.voucherId ?? 0;
    const tafsili = k.t.db.$client
      .prepare('select id from tafsili_accounts where stakeholder_id = ?')
      .get(k.customer) as { id: number };
    expect(voucherLinesOf(k.t.db, voucherId)).toEqual([
      { accountId: k.settingAccount('receivablesAccountId'), tafsiliId: tafsili.id, debit: 6_247_500, credit: 0 },
      { accountId: k.settingAccount('salesAccountId'), tafsiliId: null, debit: 0, credit: 5_887_500 },
      { accountId: k.settingAccount('vatPayableAccountId'), tafsiliId: null, debit: 0, credit: 360_000 },
    ]);
    const second = await create(sale({ issue: true }));
    expect(second).toMatchObject({ number: 2, displayNumber: 'S-2' });
    const purchase = await create({ ...sale({ kind: 'PURCHASE', stakeholderId: k.supplier }), issue: true });
    expect(purchase).toMatchObject({ number: 1, displayNumber: '1', status: 'ISSUED' });
    expect(voucherLinesOf(k.t.db, purchase.voucherId ?? 0)).toEqual([
      expect.objectContaining({ accountId: k.settingAccount('purchasesAccountId'), debit: 5_887_500 }),
      expect.objectContaining({ accountId: k.settingAccount('vatReceivableAccountId'), debit: 360_000 }),
      expect.objectContaining({ accountId: k.settingAccount('payablesAccountId'), credit: 6_247_500 }),
    ]);
  });

  it('payments: partial, then the rest (PAID), each with its own voucher; removing one reopens the balance', async () => {
    const invoice = await create(sale({ issue: true }));
    const pay = (amount: number, method = 'BANK') =>
      k.api<One>('POST', `${k.base}/${invoice.id}/payments`, { date: '2026-05-20', method, amount, tafsiliId: k.bank });
    const partial = await pay(2_000_000);
    expect(partial.status).toBe(201);
    expect(partial.body.itemInfo).toMatchObject({ status: 'PARTIALLY_PAID', paid: 2_000_000, balanceDue: 4_247_500 });
    const rest = await pay(4_247_500, 'CASH');
    expect(rest.body.itemInfo).toMatchObject({ status: 'PAID', paid: 6_247_500, balanceDue: 0 });
    const [bankPayment, cashPayment] = rest.body.itemInfo.payments;
    expect(voucherLinesOf(k.t.db, bankPayment?.voucherId ?? 0)).toEqual([
      { accountId: k.settingAccount('bankAccountId'), tafsiliId: k.bank, debit: 2_000_000, credit: 0 },
      expect.objectContaining({ accountId: k.settingAccount('receivablesAccountId'), debit: 0, credit: 2_000_000 }),
    ]);
    expect(voucherLinesOf(k.t.db, cashPayment?.voucherId ?? 0)[0]).toMatchObject({
      accountId: k.settingAccount('cashAccountId'),
    });
    const removed = await k.api<One>('DELETE', `${k.base}/${invoice.id}/payments/${cashPayment?.id}`);
    expect(removed.body.itemInfo).toMatchObject({ status: 'PARTIALLY_PAID', paid: 2_000_000, payments: [bankPayment] });
    expect(
      k.t.db.$client.prepare('select count(*) as n from vouchers where id = ?').get(cashPayment?.voucherId),
    ).toEqual({
      n: 0,
    });
  });

  it('editing an issued invoice rewrites its TEMPORARY voucher (same number); once FINAL it is 409 VOUCHER_FINAL', async () => {
    const invoice = await create(sale({ issue: true }));
    const edited = await k.api<One>('PUT', `${k.base}/${invoice.id}`, {
      ...sale(),
      lines: [{ itemId: k.service, quantity: 1, unitPrice: 3_000_000 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.itemInfo).toMatchObject({ number: 1, grandTotal: 3_450_000, voucherId: invoice.voucherId });
    expect(voucherLinesOf(k.t.db, invoice.voucherId ?? 0)[0]).toMatchObject({ debit: 3_450_000 });
    await k.api('POST', `/api/v1/companies/${k.b.companyId}/accounting/vouchers/${invoice.voucherId}/finalise`);
    const refused = await k.api('PUT', `${k.base}/${invoice.id}`, sale());
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: 'VOUCHER_FINAL',
    });
    const cancelled = await k.api<One>('POST', `${k.base}/${invoice.id}/cancel`, { date: '2026-07-01' });
    expect(cancelled.body.itemInfo).toMatchObject({ status: 'CANCELLED', number: 1, balanceDue: 0, voucherId: null });
    const reversal = k.t.db.$client
      .prepare('select id, date from vouchers where reverses_voucher_id = ?')
      .get(invoice.voucherId) as { id: number; date: string };
    expect(reversal.date).toBe('2026-07-01');
    expect(voucherLinesOf(k.t.db, reversal.id)[0]).toMatchObject({ debit: 0, credit: 3_450_000 });
  });

  it('cancelling removes a TEMPORARY voucher and keeps the number; the next invoice takes the next one', async () => {
    const invoice = await create(sale({ issue: true }));
    const cancelled = await k.api<One>('POST', `${k.base}/${invoice.id}/cancel`, {});
    expect(cancelled.body.itemInfo).toMatchObject({ status: 'CANCELLED', number: 1 });
    expect(k.t.db.$client.prepare('select count(*) as n from vouchers').get()).toEqual({ n: 0 });
    expect(await create(sale({ issue: true }))).toMatchObject({ number: 2 });
  });

  it('remove deletes a draft only', async () => {
    const draft = await create(sale());
    const issued = await create(sale({ issue: true }));
    expect((await k.api('DELETE', `${k.base}/${draft.id}`)).status).toBe(200);
    expect((await k.api('GET', `${k.base}/${draft.id}`)).status).toBe(404);
    const refused = await k.api('DELETE', `${k.base}/${issued.id}`);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: 'INVOICE_NOT_DRAFT',
    });
  });

  it('a stakeholder or an item on an invoice is archived, not deleted, so the invoice keeps them', async () => {
    await create(sale());
    const companyPath = `/api/v1/companies/${k.b.companyId}`;
    const party = await k.api<{ itemInfo: { outcome: string } }>('DELETE', `${companyPath}/stakeholders/${k.customer}`);
    const item = await k.api<{ itemInfo: { outcome: string } }>('DELETE', `${companyPath}/items/${k.product}`);
    expect([party.body.itemInfo.outcome, item.body.itemInfo.outcome]).toEqual(['ARCHIVED', 'ARCHIVED']);
    const unused = await k.api<{ itemInfo: { outcome: string } }>('DELETE', `${companyPath}/items/${k.service}`);
    expect(unused.body.itemInfo.outcome).toBe('DELETED');
  });
});
