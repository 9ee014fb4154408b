import { describe, expect, it } from 'vitest';
import { groupAmountText, parseAmount } from './parse-amount.ts';

describe('parseAmount', () => {
  it('reads Persian, Arabic-Indic and Latin digits, grouped or not', () => {
    expect(parseAmount('۵۰٬۰۰۰٬۰۰۰')).toBe(50_000_000);
    expect(parseAmount('٥٠،٠٠٠')).toBe(50_000);
    expect(parseAmount('12,345,678')).toBe(12_345_678);
    expect(parseAmount(' 1 000 ')).toBe(1000);
    expect(parseAmount('0')).toBe(0);
  });

  it('gives undefined for nothing and NaN for what is not a whole amount', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('   ')).toBeUndefined();
    expect(parseAmount('12a')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('1.5')).toBeNaN();
    expect(parseAmount('۱٫۵')).toBeNaN();
  });
});

describe('groupAmountText', () => {
  it('regroups as one types, in the language’s digits', () => {
    expect(groupAmountText('1234567', 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(groupAmountText('۱۲۳۴', 'en')).toBe('1,234');
    expect(groupAmountText('1,2345', 'en')).toBe('12,345');
  });

  it('leaves text that is not an amount as typed', () => {
    expect(groupAmountText('12a', 'en')).toBe('12a');
    expect(groupAmountText('', 'fa')).toBe('');
  });
});
