import { describe, expect, it } from 'vitest';
import { moadianSerial, moadianTaxId, verhoeffDigit, verhoeffValid } from './moadian.ts';

describe('Verhoeff', () => {
  it('gives the textbook check digits', () => {
    expect(verhoeffDigit('236')).toBe(3);
    expect(verhoeffDigit('12345')).toBe(1);
    expect(verhoeffDigit('142857')).toBe(0);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('catches every single-digit error and adjacent swap of a number it checked', () => {
    const base = '7665019384';
    const full = base + verhoeffDigit(base);
    for (let at = 0; at < full.length; at++) {
      for (let digit = 0; digit <= 9; digit++) {
        const changed = full.slice(0, at) + digit + full.slice(at + 1);
        if (changed !== full) expect(verhoeffValid(changed)).toBe(false);
      }
      const swapped = full.slice(0, at) + (full[at + 1] ?? '') + full[at] + full.slice(at + 2);
      if (at < full.length - 1 && swapped !== full) expect(verhoeffValid(swapped)).toBe(false);
    }
  });
});

describe('moadianTaxId', () => {
  it('builds a published sample: memory id, days in hex, serial in hex, check digit', () => {
    // A sample published with a Python client (memory id A278W6, 2023-08-15 = day 19584 = 0x04C80, serial 1140):
    // its first 21 characters match; its check digit, 4, is the one a permutation index off by one gives (i % 8
    // instead of (i + 1) % 8, which a later fork of that client fixed) with this table, which gives 5 with the index
    // right. Verhoeff's published table would give 7 (see the permutation's row 4 in moadian.ts).
    expect(moadianTaxId('A278W6', 1_692_085_800_000, 1140)).toBe('A278W604C8000000004745');
    expect(moadianSerial(1140)).toBe('0000000474');
  });

  it('is 22 characters whose check digit covers the decimal form', () => {
    const id = moadianTaxId('ABC123', Date.UTC(2026, 10, 27, 8, 30), 42);
    expect(id).toHaveLength(22);
    expect(id.slice(0, 6)).toBe('ABC123');
    expect(Number.parseInt(id.slice(6, 11), 16)).toBe(Math.floor(Date.UTC(2026, 10, 27) / 86_400_000));
    expect(Number.parseInt(id.slice(11, 21), 16)).toBe(42);
    const days = String(Number.parseInt(id.slice(6, 11), 16)).padStart(6, '0');
    expect(verhoeffValid(`656667123${days}${'42'.padStart(12, '0')}${id[21]}`)).toBe(true);
  });

  it('refuses a memory id or serial out of shape', () => {
    expect(() => moadianTaxId('abc', 0, 1)).toThrow();
    expect(() => moadianTaxId('ABC123', 0, 0)).toThrow();
  });
});
