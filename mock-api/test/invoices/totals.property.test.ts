import { invoiceTotals, lineTotals } from '@daftar/contracts/invoices/totals';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The shared totals module (contracts/src/invoices/totals.ts) under random figures; fast-check is mock-api's
// dependency, so its property sits here beside the invoices that use it.
const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000),
  // Up to 10^14 a line (a million units at 10^8): twenty lines with 100% VAT stay below 2^53.
  unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
  discountType: fc.constantFrom('AMOUNT' as const, 'PERCENT' as const),
  discountValue: fc.oneof(
    fc.integer({ min: 0, max: 2_000_000_000 }),
    fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
  ),
  vatRate: fc.integer({ min: 0, max: 100 }),
});
const invoiceArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 20 }),
  discount: fc.integer({ min: 0, max: 1_000_000_000_000 }),
  shipping: fc.integer({ min: 0, max: 10_000_000 }),
  otherAdditions: fc.integer({ min: 0, max: 10_000_000 }),
  paid: fc.integer({ min: 0, max: 1_000_000_000_000 }),
});

describe('invoice totals, for any figures', () => {
  it('are whole Rials, never negative; the invoice is the sum of its lines; each line adds up', () => {
    fc.assert(
      fc.property(invoiceArb, (invoice) => {
        const totals = invoiceTotals(invoice);
        const { lines, ...sums } = totals;
        for (const value of [...Object.values(sums), ...lines.flatMap((line) => Object.values(line))]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        const sum = (pick: (line: (typeof lines)[number]) => number) =>
          lines.reduce((acc, line) => acc + pick(line), 0);
        expect(totals.subtotal).toBe(sum((line) => line.net));
        expect(totals.vatTotal).toBe(sum((line) => line.vat));
        expect(totals.gross - totals.lineDiscounts).toBe(totals.subtotal);
        expect(totals.grandTotal).toBe(
          totals.subtotal + totals.vatTotal - totals.discount + totals.shipping + totals.otherAdditions,
        );
        expect(totals.balanceDue).toBe(Math.max(0, totals.grandTotal - totals.paid));
        for (const [index, figures] of invoice.lines.entries()) {
          const line = lineTotals(figures);
          expect(lines[index]).toEqual(line);
          expect(line.net).toBe(line.gross - line.discount);
          expect(line.total).toBe(line.net + line.vat);
          expect(line.discount).toBeLessThanOrEqual(line.gross);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('round each line half away from zero: 0.5 Rial goes up, below it down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (price) => {
        // Half a unit of a price: exactly price / 2, rounded up when the price is odd.
        const half = lineTotals({
          quantity: 0.5,
          unitPrice: price,
          discountType: 'AMOUNT',
          discountValue: 0,
          vatRate: 0,
        });
        expect(half.gross).toBe(Math.ceil(price / 2));
      }),
    );
  });
});
