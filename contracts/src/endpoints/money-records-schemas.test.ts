import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../testing/field-errors.ts';
import { moneyRecordCreateInputSchema, moneyRecordVat } from './money-records-schemas.ts';

const valid = { kind: 'EXPENSE', date: '2026-05-05', categoryAccountId: 62, amount: 4_500_000, treasuryId: 251 };

const errorsOf = (input: unknown) => fieldErrorsOf(moneyRecordCreateInputSchema, input);

describe('money record input', () => {
  it('takes a valid expense and fills the defaults', () => {
    expect(moneyRecordCreateInputSchema.parse(valid)).toMatchObject({ vatRate: 0 });
  });

  it.each([
    ['a negative amount', { amount: -1 }, 'amount', 'INVALID_AMOUNT'],
    ['a decimal amount', { amount: 10.5 }, 'amount', 'INVALID_AMOUNT'],
    ['a zero amount', { amount: 0 }, 'amount', 'INVALID_AMOUNT'],
    ['a fractional VAT rate', { vatRate: 9.5 }, 'vatRate', 'INVALID_VAT_RATE'],
    ['no category', { categoryAccountId: undefined }, 'categoryAccountId', 'CATEGORY_REQUIRED'],
    ['no treasury account', { treasuryId: null }, 'treasuryId', 'TREASURY_REQUIRED'],
    ['an unknown kind', { kind: 'TRANSFER' }, 'kind', expect.any(String)],
    ['a total above 10^15', { amount: 1_000_000_000_000_000, vatRate: 10 }, 'amount', 'AMOUNT_TOO_LARGE'],
  ])('refuses %s', (_, change, path, message) => {
    expect(errorsOf({ ...valid, ...change })).toContainEqual({ path, message });
  });
});

describe('moneyRecordVat', () => {
  it('rounds half a Rial up and stays exact past 2^53', () => {
    expect(moneyRecordVat(4_500_000, 10)).toBe(450_000);
    expect(moneyRecordVat(5, 10)).toBe(1);
    expect(moneyRecordVat(4, 10)).toBe(0);
    expect(moneyRecordVat(999_999_999_999_999, 9)).toBe(90_000_000_000_000);
  });
});
