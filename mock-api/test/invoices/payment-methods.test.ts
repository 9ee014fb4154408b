import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { createPaymentMethod, removePaymentMethod } from '../../src/domain/payment-methods/payment-methods.ts';
import { insertCompany } from '../support/factories.ts';
import { insertBooks } from '../payment-methods/books.ts';
import { voucherChecks, voucherLinesOf } from '../accounting/books.ts';
import { allRows, openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openInvoiceBooks);

type One = { itemInfo: Invoice };

/**
 * The company's methods: a card reader posting to petty cash (not the settings' bank account, so the voucher shows
 * which one it used) through the bank tafsili, a bank transfer to the bank, and an old card reader no longer used.
 */
function methods() {
  const method = (name: string, kind: 'CARD_READER' | 'BANK_TRANSFER', accountId: number, active = true) =>
    createPaymentMethod(k.t.db, k.b.companyId, { name, kind, accountId, tafsiliId: k.bank, active, isDefault: false });
  return {
    card: method('کارت‌خوان سامان', 'CARD_READER', k.settingAccount('pettyCashAccountId')),
    transfer: method('انتقال به ملت', 'BANK_TRANSFER', k.settingAccount('bankAccountId')),
    oldCard: method('کارت‌خوان قدیمی', 'CARD_READER', k.settingAccount('pettyCashAccountId'), false),
  };
}

const issued = async (kind: 'SELL' | 'PURCHASE' = 'SELL') => {
  const answer = await k.api<One>('POST', k.base, {
    kind,
    stakeholderId: kind === 'SELL' ? k.customer : k.supplier,
    issueDate: '2026-05-10',
    lines: [{ itemId: k.service, quantity: 1, unitPrice: 2_000_000 }],
    issue: true,
  });
  expect(answer.status).toBe(201);
  return answer.body.itemInfo;
};

const paymentBody = (body: Record<string, unknown>) => ({ date: '2026-05-20', amount: 1_000_000, ...body });
const pay = (invoiceId: number, body: Record<string, unknown>) =>
  k.api<One>('POST', `${k.base}/${invoiceId}/payments`, paymentBody(body));

describe('invoice payments through the company’s payment methods', () => {
  it("a received payment debits the method's account and tafsili; the payment keeps the method, its name and account", async () => {
    const { card } = methods();
    const invoice = await issued();
    const paid = await pay(invoice.id, { method: 'CARD', paymentMethodId: card.id, reference: '4411' });
    expect(paid.status).toBe(201);
    const [payment] = paid.body.itemInfo.payments;
    expect(payment).toMatchObject({
      method: 'CARD',
      paymentMethodId: card.id,
      paymentMethodName: 'کارت‌خوان سامان',
      accountId: k.settingAccount('pettyCashAccountId'),
      tafsiliId: k.bank,
    });
    expect(voucherLinesOf(k.t.db, payment?.voucherId ?? 0)).toEqual([
      { accountId: k.settingAccount('pettyCashAccountId'), tafsiliId: k.bank, debit: 1_000_000, credit: 0 },
      expect.objectContaining({ accountId: k.settingAccount('receivablesAccountId'), debit: 0, credit: 1_000_000 }),
    ]);
  });

  it("a payment made on a purchase credits the method's account", async () => {
    const { transfer } = methods();
    const invoice = await issued('PURCHASE');
    const paid = await pay(invoice.id, { method: 'BANK', paymentMethodId: transfer.id });
    const voucherId = paid.body.itemInfo.payments[0]?.voucherId ?? 0;
    expect(voucherLinesOf(k.t.db, voucherId)).toEqual([
      { accountId: k.settingAccount('bankAccountId'), tafsiliId: k.bank, debit: 0, credit: 1_000_000 },
      expect.objectContaining({ accountId: k.settingAccount('payablesAccountId'), debit: 1_000_000, credit: 0 }),
    ]);
  });

  it("without a method the payment stores the settings' cash or bank account it went through", async () => {
    const invoice = await issued();
    const paid = await pay(invoice.id, { method: 'CASH', tafsiliId: k.cash });
    expect(paid.body.itemInfo.payments[0]).toMatchObject({
      paymentMethodId: null,
      paymentMethodName: null,
      accountId: k.settingAccount('cashAccountId'),
      tafsiliId: k.cash,
    });
  });

  it('deleting the method leaves its payments their account, tafsili and voucher; they are still removed', async () => {
    const { card } = methods();
    const invoice = await issued();
    const paid = await pay(invoice.id, { method: 'CARD', paymentMethodId: card.id });
    const payment = paid.body.itemInfo.payments[0];
    const lines = voucherLinesOf(k.t.db, payment?.voucherId ?? 0);
    removePaymentMethod(k.t.db, k.b.companyId, card.id);
    const after = await k.api<One>('GET', `${k.base}/${invoice.id}`);
    expect(after.body.itemInfo.payments[0]).toEqual({
      ...payment,
      paymentMethodId: null,
      paymentMethodName: null,
    });
    expect(voucherLinesOf(k.t.db, payment?.voucherId ?? 0)).toEqual(lines);
    const removed = await k.api<One>('DELETE', `${k.base}/${invoice.id}/payments/${payment?.id}`);
    expect(removed.body.itemInfo).toMatchObject({ status: 'ISSUED', payments: [] });
    expect(voucherChecks(k.t.db, k.b.companyId).filter((voucher) => !voucher.balanced)).toEqual([]);
  });

  it('refused with a code on the field and nothing written: another company’s, an inactive or another kind’s method', async () => {
    const { card, transfer, oldCard } = methods();
    const other = insertCompany(k.t.db).id;
    const foreign = createPaymentMethod(k.t.db, other, {
      name: 'کارت‌خوان دیگری',
      kind: 'CARD_READER',
      accountId: insertBooks(k.t.db, other).bank,
      tafsiliId: null,
      active: true,
      isDefault: false,
    });
    const invoice = await issued();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ method: 'CARD', paymentMethodId: foreign.id }, 'PAYMENT_METHOD_NOT_FOUND', 'body.paymentMethodId', ''],
      [{ method: 'CARD', paymentMethodId: 999_999 }, 'PAYMENT_METHOD_NOT_FOUND', 'body.paymentMethodId', ''],
      [{ method: 'CARD', paymentMethodId: oldCard.id }, 'PAYMENT_METHOD_INACTIVE', 'body.paymentMethodId', ''],
      [{ method: 'CARD', paymentMethodId: transfer.id }, 'PAYMENT_METHOD_KIND_MISMATCH', 'body.paymentMethodId', ''],
      [{ method: 'CASH', paymentMethodId: card.id }, 'PAYMENT_METHOD_KIND_MISMATCH', 'body.paymentMethodId', ''],
      [
        { method: 'CARD', paymentMethodId: card.id, tafsiliId: k.cash },
        'VALIDATION_FAILED',
        'body.tafsiliId',
        'TAFSILI_COMES_FROM_PAYMENT_METHOD',
      ],
    ];
    for (const [body, message, path, fieldMessage] of cases) {
      const before = allRows(k.t.db);
      const answer = await k.api('POST', `${k.base}/${invoice.id}/payments`, paymentBody(body));
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
      expect(answer.body.errors).toContainEqual({ path, message: fieldMessage || message });
      expect(allRows(k.t.db)).toEqual(before);
    }
  });
});
