import { describe, expect, it } from 'vitest';
import { checkMoneyRecord, formFigures, newMoneyRecordValues, parseRate } from './money-record-form-values.ts';

const filled = {
  ...newMoneyRecordValues('2026-05-05'),
  category: { id: 62, label: '۸۱۰۵ هزینه تلفن و اینترنت' },
  treasury: { id: 251, label: '۳۰۰۰۱ صندوق فروشگاه' },
  amount: '۴٬۵۰۰٬۰۰۰',
  vatRate: '۱۰',
};

describe('the income and expense form', () => {
  it('reads Persian digits into the input the API takes', () => {
    const checked = checkMoneyRecord(filled);
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({ amount: 4_500_000, vatRate: 10, categoryAccountId: 62, treasuryId: 251 }),
    });
  });

  it('shows the VAT and total as one types, and nothing while the amount is not a number', () => {
    expect(formFigures(filled)).toEqual({ amount: 4_500_000, vat: 450_000, total: 4_950_000 });
    expect(formFigures({ amount: '۴۵۰.۵', vatRate: '' })).toBeNull();
    expect(parseRate('')).toBe(0);
  });

  it('refuses a missing category, a decimal amount and a rate above 100 under their fields', () => {
    const checked = checkMoneyRecord({ ...filled, category: null, amount: '12.5', vatRate: '120' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors).toMatchObject({
        categoryAccountId: 'CATEGORY_REQUIRED',
        amount: 'INVALID_AMOUNT',
        vatRate: 'INVALID_VAT_RATE',
      });
    }
  });
});
