import { describe, expect, it } from 'vitest';
import { priceIncludingVat } from './vat.ts';

describe('price including VAT (integer Rials, VAT rounded half up to the Rial)', () => {
  it('adds 10% to a round price exactly', () => {
    expect(priceIncludingVat(1_850_000, true, 10)).toBe(2_035_000n);
  });

  it('rounds the VAT part to the nearest Rial, halves up', () => {
    // 10% of 15 is 1.5 → 2; 10% of 14 is 1.4 → 1; 9% of 1,111 is 99.99 → 100.
    expect(priceIncludingVat(15, true, 10)).toBe(17n);
    expect(priceIncludingVat(14, true, 10)).toBe(15n);
    expect(priceIncludingVat(1_111, true, 9)).toBe(1_211n);
  });

  it('is the price itself when exempt, at 0% or not subject to VAT', () => {
    expect(priceIncludingVat(12_000_000, false, 10)).toBe(12_000_000n);
    expect(priceIncludingVat(12_000_000, true, 0)).toBe(12_000_000n);
  });

  it('has no value without a price', () => {
    expect(priceIncludingVat(null, true, 10)).toBeNull();
  });

  it('stays exact beyond 2^53 Rials', () => {
    expect(priceIncludingVat(Number.MAX_SAFE_INTEGER, true, 10)).toBe(9_907_919_180_215_090n);
  });
});
