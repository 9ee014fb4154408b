import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../testing/field-errors.ts';
import { invoiceCreateInputSchema, invoicePaymentInputSchema } from './invoices-schemas.ts';

const valid = {
  kind: 'SELL',
  stakeholderId: 7,
  issueDate: '2026-11-23',
  lines: [{ itemId: 3, quantity: 1.5, unitPrice: 120_000, discountType: 'PERCENT', discountValue: 10, vatRate: 10 }],
};

const errorsOf = (input: unknown) => fieldErrorsOf(invoiceCreateInputSchema, input);

describe('invoice input', () => {
  it('takes a valid invoice and fills the defaults', () => {
    const parsed = invoiceCreateInputSchema.parse(valid);
    expect(parsed).toMatchObject({ issue: false, discount: 0, shipping: 0, otherAdditions: 0 });
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'lines.0.quantity', 'INVALID_QUANTITY'],
    ['four decimals of quantity', { quantity: 1.0001 }, 'lines.0.quantity', 'INVALID_QUANTITY'],
    ['a price with decimals', { unitPrice: 10.5 }, 'lines.0.unitPrice', 'INVALID_AMOUNT'],
    ['a line without an item', { itemId: undefined }, 'lines.0.itemId', 'ITEM_REQUIRED'],
    ['a percentage above 100', { discountValue: 101 }, 'lines.0.discountValue', 'INVALID_DISCOUNT'],
    [
      'an amount discount above the line',
      { discountType: 'AMOUNT', discountValue: 180_001 },
      'lines.0.discountValue',
      'DISCOUNT_ABOVE_AMOUNT',
    ],
  ])('refuses %s', (_, change, path, message) => {
    const input = { ...valid, lines: [{ ...valid.lines[0], ...change }] };
    expect(errorsOf(input)).toContainEqual({ path, message });
  });

  it('refuses an invoice discount above the subtotal, a due date before the date and no lines', () => {
    expect(errorsOf({ ...valid, discount: 200_000 })).toContainEqual({
      path: 'discount',
      message: 'DISCOUNT_ABOVE_SUBTOTAL',
    });
    expect(errorsOf({ ...valid, dueDate: '2026-11-01' })).toContainEqual({
      path: 'dueDate',
      message: 'DUE_BEFORE_ISSUE',
    });
    expect(errorsOf({ ...valid, lines: [] })).toContainEqual({ path: 'lines', message: 'LINES_REQUIRED' });
    expect(errorsOf({ ...valid, stakeholderId: undefined })).toContainEqual({
      path: 'stakeholderId',
      message: 'STAKEHOLDER_REQUIRED',
    });
  });

  it('asks a cheque for its number and due date', () => {
    const result = invoicePaymentInputSchema.safeParse({ date: '2026-11-23', method: 'CHEQUE', amount: 1000 });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'CHEQUE_NUMBER_REQUIRED',
      'CHEQUE_DUE_DATE_REQUIRED',
    ]);
  });
});
