import {
  type Invoice,
  type InvoiceLine,
  invoiceSchema,
  type InvoiceStatus,
} from '@daftar/contracts/endpoints/invoices-schemas';
import { type InvoiceFigures, invoiceTotals, type LineFigures } from '@daftar/contracts/invoices/totals';
import { describe, expect, it } from 'vitest';
import { invoicePrintModel, paperOf } from './invoice-print-model.ts';

const at = '2026-04-10T08:30:00.000Z';

interface Made {
  kind?: Invoice['kind'];
  status?: InvoiceStatus;
  lines: (LineFigures & { name: string })[];
  adjustments?: Pick<InvoiceFigures, 'discount' | 'shipping' | 'otherAdditions'>;
  paid?: number;
  returned?: number;
}

/**
 * An invoice as the API answers it: its figures are what the contract's shared totals module gives (the module the
 * server stores and posts), and the answer passes the contract's schema.
 */
function invoiceOf({ kind = 'SELL', status = 'ISSUED', lines, adjustments = {}, paid = 0, returned = 0 }: Made) {
  const totals = invoiceTotals({ lines, ...adjustments });
  const invoiceLines: InvoiceLine[] = lines.map((line, index) => ({
    id: 100 + index,
    row: index + 1,
    itemId: 10 + index,
    itemCode: String(1001 + index),
    itemName: line.name,
    unit: 'عدد',
    description: null,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountType: line.discountType,
    discountValue: line.discountValue,
    vatRate: line.vatRate,
    ...(totals.lines[index] ?? { gross: 0, discount: 0, net: 0, vat: 0, total: 0 }),
    returnedQuantity: 0,
    deliveredQuantity: 0,
  }));
  return invoiceSchema.parse({
    id: 12,
    kind,
    status,
    number: status === 'DRAFT' ? null : 7,
    prefix: status === 'DRAFT' ? null : 'S-',
    displayNumber: status === 'DRAFT' ? null : 'S-7',
    fiscalYearId: 1,
    issueDate: '2026-04-10',
    dueDate: null,
    stakeholderId: 7,
    stakeholderCode: '1007',
    stakeholderName: 'مریم احمدی',
    subtotal: totals.subtotal,
    lineDiscounts: totals.lineDiscounts,
    vatTotal: totals.vatTotal,
    discount: totals.discount,
    shipping: totals.shipping,
    otherAdditions: totals.otherAdditions,
    grandTotal: totals.grandTotal,
    paid,
    returned,
    balanceDue: kind === 'ESTIMATE' ? 0 : totals.grandTotal - returned - paid,
    einvoiceType: null,
    einvoicePattern: null,
    sourceInvoiceId: null,
    recurringTemplateId: null,
    notes: null,
    voucherId: status === 'DRAFT' ? null : 50,
    issuedAt: status === 'DRAFT' ? null : at,
    cancelledAt: null,
    createdAt: at,
    updatedAt: at,
    lines: invoiceLines,
    payments: [],
    returns: [],
    deliveries: [],
    convertedInvoiceId: null,
  });
}

const coffee = { name: 'قهوه اسپرسو', quantity: 2.5, unitPrice: 1_250_000, vatRate: 10 } as const;
const cups = { name: 'فنجان', quantity: 12, unitPrice: 85_000, vatRate: 10 } as const;
const service = { name: 'نصب دستگاه', quantity: 1, unitPrice: 3_333_333, vatRate: 0 } as const;

const mixed = invoiceOf({
  lines: [
    { ...coffee, discountType: 'PERCENT', discountValue: 7.5 },
    { ...cups, discountType: 'AMOUNT', discountValue: 20_000 },
    { ...service, discountType: 'AMOUNT', discountValue: 0 },
  ],
  adjustments: { discount: 100_000, shipping: 250_000, otherAdditions: 40_000 },
  paid: 2_000_000,
  returned: 935_000,
});

const figure = (model: ReturnType<typeof invoicePrintModel>, id: string) =>
  model.figures.find((candidate) => candidate.id === id)?.rials ?? 0;

describe('the print model of an invoice', () => {
  it('sums the lines to the invoice’s own subtotal, VAT and lines’ total', () => {
    const model = invoicePrintModel(mixed);
    expect(model.lineSums.net).toBe(mixed.subtotal);
    expect(model.lineSums.vat).toBe(mixed.vatTotal);
    expect(model.lineSums.discount).toBe(mixed.lineDiscounts);
    expect(model.lineSums.gross - model.lineSums.discount).toBe(mixed.subtotal);
    expect(model.lineSums.total).toBe(mixed.subtotal + mixed.vatTotal);
  });

  it('prints the invoice’s own figures, which add up to its total and balance due', () => {
    const model = invoicePrintModel(mixed);
    expect(model.figures.map((row) => row.id)).toEqual([
      'gross',
      'line-discounts',
      'vat-total',
      'discount',
      'shipping',
      'other-additions',
      'grand-total',
      'returned',
      'paid',
      'balance-due',
    ]);
    const grand =
      figure(model, 'gross') -
      figure(model, 'line-discounts') +
      figure(model, 'vat-total') -
      figure(model, 'discount') +
      figure(model, 'shipping') +
      figure(model, 'other-additions');
    expect(grand).toBe(mixed.grandTotal);
    expect(figure(model, 'grand-total')).toBe(mixed.grandTotal);
    expect(figure(model, 'grand-total') - figure(model, 'returned') - figure(model, 'paid')).toBe(
      figure(model, 'balance-due'),
    );
    expect(figure(model, 'balance-due')).toBe(mixed.balanceDue);
    expect(model.payable).toBe(mixed.grandTotal);
  });

  it('recomputes to the same figures from the printed lines (the shared totals module)', () => {
    const again = invoiceTotals({
      lines: mixed.lines,
      discount: mixed.discount,
      shipping: mixed.shipping,
      otherAdditions: mixed.otherAdditions,
    });
    const model = invoicePrintModel(mixed);
    expect(again.grandTotal).toBe(figure(model, 'grand-total'));
    expect(again.vatTotal).toBe(figure(model, 'vat-total'));
    expect(again.lines.map((line) => line.total)).toEqual(model.lines.map((line) => line.total));
  });

  it('leaves out the figures an invoice does not have', () => {
    const plain = invoiceOf({ lines: [{ ...cups, discountType: 'AMOUNT', discountValue: 0 }] });
    expect(invoicePrintModel(plain).figures.map((row) => row.id)).toEqual([
      'gross',
      'vat-total',
      'grand-total',
      'paid',
      'balance-due',
    ]);
  });

  it('shows a credit, not a negative balance, after a return of what was paid', () => {
    const credited = invoiceOf({ lines: [{ ...cups, discountType: 'AMOUNT', discountValue: 0 }], paid: 1_122_000 });
    const refunded = { ...credited, returned: 187_000, balanceDue: -187_000 };
    const balance = invoicePrintModel(refunded).figures.at(-1);
    expect(balance).toMatchObject({ key: 'WEB_INVOICE_PARTY_CREDIT', rials: 187_000, strong: true });
  });

  it('prints an estimate without paid or balance, a purchase with the supplier as seller', () => {
    const estimate = invoiceOf({ kind: 'ESTIMATE', lines: [{ ...service, discountType: 'AMOUNT', discountValue: 0 }] });
    const estimateModel = invoicePrintModel(estimate);
    expect(estimateModel.figures.at(-1)?.id).toBe('grand-total');
    expect(estimateModel.titleKey).toBe('WEB_PRINT_TITLE_ESTIMATE');
    const purchase = invoicePrintModel(
      invoiceOf({ kind: 'PURCHASE', lines: [{ ...cups, discountType: 'AMOUNT', discountValue: 0 }] }),
    );
    expect(purchase.parties).toEqual({ seller: 'party', buyer: 'company' });
    expect(purchase.titleKey).toBe('WEB_PRINT_TITLE_PURCHASE');
  });

  it('stamps a draft and a cancelled invoice', () => {
    const line = { ...cups, discountType: 'AMOUNT' as const, discountValue: 0 };
    expect(invoicePrintModel(invoiceOf({ status: 'DRAFT', lines: [line] })).stampKey).toBe('WEB_PRINT_STAMP_DRAFT');
    expect(invoicePrintModel(invoiceOf({ status: 'CANCELLED', lines: [line] })).stampKey).toBe(
      'WEB_PRINT_STAMP_CANCELLED',
    );
    expect(invoicePrintModel(mixed).stampKey).toBeNull();
  });

  it('reads the paper from the address, A4 unless it says 80mm', () => {
    expect(paperOf('80mm')).toBe('80mm');
    expect(paperOf('a4')).toBe('a4');
    expect(paperOf(null)).toBe('a4');
    expect(paperOf('letter')).toBe('a4');
  });
});
