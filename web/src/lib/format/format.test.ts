import { describe, expect, it } from 'vitest';
import { toLatinDigits, toPersianDigits } from './digits.ts';
import { formatAmount } from './format-amount.ts';
import { formatDate } from './format-date.ts';

describe('formatDate in Asia/Tehran', () => {
  it('shows fa in Jalali with Persian digits', () => {
    expect(formatDate('2025-03-20T08:00:00Z', 'fa')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatDate('2025-03-20T08:00:00Z', 'fa', { style: 'long' })).toBe('۳۰ اسفند ۱۴۰۳');
    expect(formatDate('2025-03-21T08:00:00Z', 'fa', { style: 'long' })).toBe('۱ فروردین ۱۴۰۴');
  });

  it('uses the Tehran day, not the UTC day (UTC+03:30)', () => {
    // 20:29 UTC is 23:59 in Tehran, still 30 Esfand; 20:30 UTC is midnight, 1 Farvardin.
    expect(formatDate('2025-03-20T20:29:00Z', 'fa', { withTime: true })).toBe('۱۴۰۳/۱۲/۳۰، ۲۳:۵۹');
    expect(formatDate('2025-03-20T20:30:00Z', 'fa', { withTime: true })).toBe('۱۴۰۴/۰۱/۰۱، ۰۰:۰۰');
    expect(formatDate('2025-03-20T20:30:00Z', 'en')).toBe('03/21/2025');
  });

  it('shows en in Gregorian with Latin digits', () => {
    expect(formatDate('2025-03-20T08:00:00Z', 'en')).toBe('03/20/2025');
    expect(formatDate(new Date('2025-03-20T08:00:00Z'), 'en', { style: 'long' })).toBe('March 20, 2025');
    expect(formatDate(Date.parse('2025-03-20T08:00:00Z'), 'en', { withTime: true })).toBe('03/20/2025, 11:30');
  });

  it('gives empty text for an invalid date', () => {
    expect(formatDate('not a date', 'fa')).toBe('');
  });
});

describe('formatAmount', () => {
  it('groups Rials with Persian digits in fa and Latin in en', () => {
    expect(formatAmount(12_345_678, 'fa')).toBe('۱۲٬۳۴۵٬۶۷۸');
    expect(formatAmount(12_345_678, 'en')).toBe('12,345,678');
    expect(formatAmount(0, 'fa')).toBe('۰');
  });

  it('shows Tomans as a tenth of the Rials, with a decimal only when needed', () => {
    expect(formatAmount(12_345_670, 'en', 'TOMAN')).toBe('1,234,567');
    expect(formatAmount(15, 'en', 'TOMAN')).toBe('1.5');
    expect(formatAmount(15, 'fa', 'TOMAN')).toBe('۱٫۵');
    expect(formatAmount(-2_500, 'en', 'TOMAN')).toBe('-250');
  });

  it('keeps 64-bit amounts exact', () => {
    expect(formatAmount(9_007_199_254_740_993n, 'en')).toBe('9,007,199,254,740,993');
    expect(formatAmount(9_007_199_254_740_993n, 'en', 'TOMAN')).toBe('900,719,925,474,099.3');
  });

  it('writes what Intl.NumberFormat writes, signs and decimals included (it is written by hand, issue 33)', () => {
    const samples = [0n, 1n, -1n, 5n, -5n, 15n, 999n, 1_000n, -1_000n, 12_345n, -123_456n, 1_000_000n, -9_990_001n];
    const locales = { fa: 'fa-IR', en: 'en-US' } as const;
    for (const language of ['fa', 'en'] as const) {
      const intl = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1, useGrouping: true });
      for (const rials of [...samples, 9_007_199_254_740_993n, -12_345_678_901_234_567_891n]) {
        expect(formatAmount(rials, language)).toBe(intl.format(rials));
        const tomans = `${rials < 0n ? '-' : ''}${(rials < 0n ? -rials : rials) / 10n}.${(rials < 0n ? -rials : rials) % 10n}`;
        expect(formatAmount(rials, language, 'TOMAN')).toBe(intl.format(tomans as `${number}`));
      }
      expect(formatAmount(-2_500.4, language)).toBe(intl.format(-2_500));
    }
  });
});

describe('digits', () => {
  it('converts both ways', () => {
    expect(toPersianDigits('1403/12/30')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(toLatinDigits('۱۴۰۳/۱۲/۳۰ and ٤٥')).toBe('1403/12/30 and 45');
  });
});
