import type { Item } from '@daftar/contracts/endpoints/items';
import { describe, expect, it } from 'vitest';
import {
  checkInvoice,
  emptyLine,
  formTotals,
  type InvoiceFormValues,
  newInvoiceValues,
  parseDecimal,
  sentIndex,
  withItem,
} from './invoice-form-values.ts';

const coffee: Item = {
  id: 3,
  code: '1001',
  kind: 'PRODUCT',
  name: 'قهوه اسپرسو',
  unit: 'کیلوگرم',
  salePrice: 1_250_000,
  purchasePrice: 900_000,
  vatApplicable: true,
  vatRate: 10,
  barcode: null,
  goodsServiceId: null,
  category: null,
  trackStock: true,
  active: true,
  createdAt: '2026-03-21T08:30:00.000Z',
  updatedAt: '2026-03-21T08:30:00.000Z',
};

/** A line of one coffee, as choosing it in the picker fills it. */
const coffeeLine = () => withItem(emptyLine(), coffee, 'SELL', 'fa');

function sale(patch: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...newInvoiceValues('2026-05-01'),
    party: { id: 7, label: '1007 مریم احمدی' },
    lines: [coffeeLine()],
    ...patch,
  };
}

describe('the invoice editor’s model', () => {
  it('reads decimals typed in Persian or Latin digits, with either decimal point', () => {
    expect(parseDecimal('۱٫۵')).toBe(1.5);
    expect(parseDecimal('2.25')).toBe(2.25);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('۱,۵')).toBe(15);
    expect(parseDecimal('abc')).toBeNaN();
  });

  it('fills a line from its item: unit, VAT rate, the sale or purchase price, one of it', () => {
    const sold = withItem(emptyLine(), coffee, 'SELL', 'en');
    expect(sold).toMatchObject({ unit: 'کیلوگرم', vatRate: 10, quantity: '1', unitPrice: '1,250,000' });
    expect(withItem(emptyLine(), coffee, 'PURCHASE', 'en').unitPrice).toBe('900,000');
    expect(withItem(emptyLine(), { ...coffee, vatApplicable: false }, 'SELL', 'en').vatRate).toBe(0);
    // A quantity already typed is kept.
    expect(withItem({ ...emptyLine(), quantity: '3' }, coffee, 'SELL', 'en').quantity).toBe('3');
  });

  it('computes the live totals with the shared module: 1.5 kg at 10% off, VAT 10%, shipping', () => {
    const values = sale({
      lines: [{ ...coffeeLine(), quantity: '۱٫۵', discountType: 'PERCENT', discountValue: '۱۰' }, emptyLine()],
      shipping: '۵۰٬۰۰۰',
    });
    const totals = formTotals(values);
    // gross 1,875,000; discount 187,500; net 1,687,500; VAT 168,750; + shipping 50,000.
    expect(totals.lines[0]).toEqual({
      gross: 1_875_000,
      discount: 187_500,
      net: 1_687_500,
      vat: 168_750,
      total: 1_856_250,
    });
    expect(totals.grandTotal).toBe(1_906_250);
    // A blank row counts as nothing.
    expect(totals.lines[1]?.total).toBe(0);
  });

  it('sends the non-blank lines, checked by the contract’s schema', () => {
    const checked = checkInvoice(sale({ lines: [...sale().lines, emptyLine()], notes: '  ' }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input.lines).toHaveLength(1);
    expect(checked.input.lines[0]).toMatchObject({ itemId: 3, quantity: 1, unitPrice: 1_250_000, vatRate: 10 });
    expect(checked.input.notes).toBeNull();
  });

  it('refuses what the server would, under the same fields: no party, no item, a bad quantity, no lines', () => {
    const noParty = checkInvoice(sale({ party: null }));
    expect(noParty).toEqual({ ok: false, errors: { stakeholderId: 'STAKEHOLDER_REQUIRED' } });

    const bad = checkInvoice(sale({ lines: [emptyLine(), { ...coffeeLine(), item: null, quantity: '-1' }] }));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    // The blank first row is not sent: the error names sent line 0, which sentIndex puts on row 1.
    expect(bad.errors['lines.0.itemId']).toBe('ITEM_REQUIRED');
    expect(bad.errors['lines.0.quantity']).toBe('INVALID_QUANTITY');
    expect(sentIndex([emptyLine(), coffeeLine()], 1)).toBe(0);

    expect(checkInvoice(sale({ lines: [emptyLine()] }))).toEqual({ ok: false, errors: { lines: 'LINES_REQUIRED' } });
  });
});
