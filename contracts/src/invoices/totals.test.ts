import { describe, expect, it } from 'vitest';
import { divideRounded, invoiceTotals, lineTotals } from './totals.ts';

const line = { quantity: 1, unitPrice: 0, discountType: 'AMOUNT' as const, discountValue: 0, vatRate: 0 };

describe('invoice totals', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(149n, 100n)).toBe(1n);
    expect(divideRounded(150n, 100n)).toBe(2n);
    // A negative divisor keeps the sign too: a credit shared out stays a credit.
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(-5n, -2n)).toBe(3n);
  });

  it('computes a line: gross, percent discount, net, VAT on the net', () => {
    expect(
      lineTotals({ quantity: 2.5, unitPrice: 1_000_001, discountType: 'PERCENT', discountValue: 12.5, vatRate: 10 }),
    ).toEqual({ gross: 2_500_003, discount: 312_500, net: 2_187_503, vat: 218_750, total: 2_406_253 });
  });

  it('keeps quantities exact to the thousandth (no binary float drift)', () => {
    // 1.005 × 1,000 is 1004.9999… in floating point; counted in thousandths it is 1,005 exactly.
    expect(lineTotals({ ...line, quantity: 1.005, unitPrice: 1000 }).gross).toBe(1005);
    expect(lineTotals({ ...line, quantity: 0.001, unitPrice: 500 }).gross).toBe(1);
    expect(lineTotals({ ...line, quantity: 0.001, unitPrice: 499 }).gross).toBe(0);
  });

  it('sums rounded lines, then the invoice discount and additions; VAT is per line', () => {
    const totals = invoiceTotals({
      lines: [
        { ...line, quantity: 3, unitPrice: 333_333, vatRate: 10 },
        { ...line, quantity: 1, unitPrice: 10_005, discountType: 'AMOUNT', discountValue: 5, vatRate: 9 },
      ],
      discount: 50_000,
      shipping: 20_000,
      otherAdditions: 1_000,
      paid: 100_000,
    });
    expect(totals.lines.map((l) => l.vat)).toEqual([100_000, 900]);
    expect(totals).toMatchObject({
      gross: 1_010_004,
      lineDiscounts: 5,
      subtotal: 1_009_999,
      vatTotal: 100_900,
      grandTotal: 1_009_999 + 100_900 - 50_000 + 20_000 + 1_000,
      paid: 100_000,
      balanceDue: 1_081_899 - 100_000,
    });
  });

  it('clamps what would go negative while a form is half typed', () => {
    expect(lineTotals({ ...line, unitPrice: 100, discountValue: 500 })).toMatchObject({ discount: 100, net: 0 });
    const totals = invoiceTotals({ lines: [{ ...line, unitPrice: 100 }], discount: 1_000, paid: 5_000 });
    expect(totals).toMatchObject({ discount: 100, grandTotal: 0, balanceDue: 0 });
    // A minus sign typed before the quantity: nothing is sold yet, not a negative line.
    expect(lineTotals({ ...line, quantity: -2, unitPrice: 1000, vatRate: 10 })).toMatchObject({ gross: 0, total: 0 });
  });

  it('lets the invoice discount cover the shipping and other additions too, not only the goods', () => {
    const totals = invoiceTotals({
      lines: [{ ...line, unitPrice: 100_000, vatRate: 10 }],
      discount: 170_000,
      shipping: 50_000,
      otherAdditions: 30_000,
    });
    // Goods 100,000 + shipping 50,000 + additions 30,000 = 180,000 the discount may take; the VAT stays.
    expect(totals).toMatchObject({ discount: 170_000, grandTotal: 10_000 + 10_000 });
    expect(
      invoiceTotals({ lines: [{ ...line, unitPrice: 100_000 }], discount: 500_000, otherAdditions: 30_000 }),
    ).toMatchObject({ discount: 130_000, grandTotal: 0 });
  });
});
