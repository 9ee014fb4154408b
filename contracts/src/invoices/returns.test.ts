import { describe, expect, it } from 'vitest';
import { returnedIntoStock, returnFigures } from './returns.ts';

/** One line: three units (3,000 thousandths) for a net of 1,000,000 Rials and 100,000 VAT. */
const line = { net: 1_000_000, vat: 100_000, quantity: 3000 };
const invoice = { subtotal: 1_000_000, discount: 100_000 };

describe("a return's figures", () => {
  it('gives back a line returned in three parts exactly its net and VAT, the rounding evened out', () => {
    const parts = [0, 1000, 2000].map((returnedBefore, index) =>
      returnFigures(invoice, [0, 333_333, 666_667][index] ?? 0, [{ ...line, returnedBefore, returning: 1000 }]),
    );
    expect(parts.map((part) => part.lines)).toEqual([
      [{ net: 333_333, vat: 33_333 }],
      [{ net: 333_334, vat: 33_334 }],
      [{ net: 333_333, vat: 33_333 }],
    ]);
    expect(parts.map((part) => part.discountShare)).toEqual([33_333, 33_334, 33_333]);
    expect(parts[0]).toEqual({
      lines: [{ net: 333_333, vat: 33_333 }],
      linesNet: 333_333,
      discountShare: 33_333,
      net: 300_000,
      vat: 33_333,
      total: 333_333,
    });
    expect(parts.reduce((sum, part) => sum + part.total, 0)).toBe(900_000 + 100_000);
  });

  it('adds up several lines of one return and shares the discount over their net', () => {
    const figures = returnFigures({ subtotal: 3_000_000, discount: 300_000 }, 0, [
      { ...line, returnedBefore: 0, returning: 3000 },
      { net: 2_000_000, vat: 0, quantity: 1000, returnedBefore: 0, returning: 1000 },
    ]);
    expect(figures).toMatchObject({ linesNet: 3_000_000, discountShare: 300_000, net: 2_700_000, vat: 100_000 });
    expect(figures.total).toBe(2_800_000);
  });

  it('gives back no more discount than the subtotal: the part that covered shipping stays', () => {
    const figures = returnFigures({ subtotal: 1_000_000, discount: 1_200_000 }, 0, [
      { ...line, returnedBefore: 0, returning: 3000 },
    ]);
    expect(figures).toMatchObject({ discountShare: 1_000_000, net: 0, total: 100_000 });
  });

  it('returns a free invoice without dividing by its zero subtotal', () => {
    const figures = returnFigures({ subtotal: 0, discount: 0 }, 0, [
      { net: 0, vat: 0, quantity: 0, returnedBefore: 0, returning: 0 },
    ]);
    expect(figures).toEqual({ lines: [{ net: 0, vat: 0 }], linesNet: 0, discountShare: 0, net: 0, vat: 0, total: 0 });
  });
});

describe('what a return brings back into stock', () => {
  it('first cancels what was never delivered, then brings back delivered goods', () => {
    // Ten sold, six delivered: returning five cancels the four undelivered and brings one back; the next five, five.
    expect(returnedIntoStock(10_000, 6000, 0, 5000)).toBe(1000);
    expect(returnedIntoStock(10_000, 6000, 5000, 5000)).toBe(5000);
    expect(returnedIntoStock(10_000, 0, 0, 10_000)).toBe(0);
    expect(returnedIntoStock(10_000, 10_000, 2000, 3000)).toBe(3000);
  });
});
