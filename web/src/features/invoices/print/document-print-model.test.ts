import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { documentPrintModel } from './document-print-model.ts';

const line = (id: number, row: number, itemName: string) => ({ id, row, itemCode: `10${row}`, itemName, unit: 'عدد' });

/** A sale of two lines, the second returned in part and the first delivered in part. */
const invoice = {
  id: 9,
  kind: 'SELL',
  lines: [line(21, 1, 'چای سبز'), line(22, 2, 'قهوه')],
  returns: [
    {
      id: 31,
      number: 4,
      date: '2026-05-02',
      net: 900_000,
      vat: 90_000,
      total: 990_000,
      notes: 'آسیب در حمل',
      lines: [{ invoiceLineId: 22, itemId: 3, quantity: 1.5, net: 900_000, vat: 90_000 }],
    },
  ],
  deliveries: [
    { id: 41, number: 7, date: '2026-05-03', notes: null, lines: [{ invoiceLineId: 21, itemId: 2, quantity: 2 }] },
  ],
} as unknown as Invoice;

describe("a return's and a delivery note's printout", () => {
  it("a return: its number, date and lines by the invoice's rows, with the figures given back", () => {
    const model = documentPrintModel(invoice, 'return', 31);
    expect(model).toMatchObject({
      titleKey: 'WEB_PRINT_TITLE_SELL_RETURN',
      number: 4,
      date: '2026-05-02',
      notes: 'آسیب در حمل',
      parties: { seller: 'company', buyer: 'party' },
      lines: [{ id: 22, row: 2, itemName: 'قهوه', quantity: 1.5, net: 900_000, vat: 90_000, total: 990_000 }],
      payable: 990_000,
    });
    expect(model?.figures.map((figure) => [figure.id, figure.rials])).toEqual([
      ['net', 900_000],
      ['vat-total', 90_000],
      ['grand-total', 990_000],
    ]);
  });

  it('a purchase return is bought from the party; a delivery note carries quantities and no money', () => {
    const purchase = { ...invoice, kind: 'PURCHASE' } as Invoice;
    expect(documentPrintModel(purchase, 'return', 31)).toMatchObject({
      titleKey: 'WEB_PRINT_TITLE_PURCHASE_RETURN',
      parties: { seller: 'party', buyer: 'company' },
    });
    expect(documentPrintModel(invoice, 'delivery', 41)).toMatchObject({
      titleKey: 'WEB_PRINT_TITLE_DELIVERY',
      number: 7,
      lines: [{ id: 21, itemName: 'چای سبز', quantity: 2, net: null, total: null }],
      figures: [],
      payable: null,
    });
  });

  it('a document the invoice does not have is null (the not-found state)', () => {
    expect(documentPrintModel(invoice, 'return', 41)).toBeNull();
    expect(documentPrintModel(invoice, 'delivery', 31)).toBeNull();
  });
});
