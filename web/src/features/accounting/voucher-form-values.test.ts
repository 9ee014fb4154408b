import { describe, expect, it } from 'vitest';
import { checkVoucher, emptyLine, sentIndexes, type VoucherFormValues, voucherTotals } from './voucher-form-values.ts';

const line = (accountId: number | null, debit: string, credit: string) => ({
  ...emptyLine(),
  accountId,
  debit,
  credit,
});
const voucher = (...lines: VoucherFormValues['lines']): VoucherFormValues => ({
  date: '2026-04-02',
  description: ' آورده ',
  lines,
});

describe('checkVoucher', () => {
  it('sends a balanced voucher without its blank lines, amounts read from Persian digits', () => {
    const checked = checkVoucher(
      voucher(line(32, '۵٬۰۰۰٬۰۰۰', ''), emptyLine(), line(60, '', '5,000,000'), emptyLine()),
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        date: '2026-04-02',
        description: 'آورده',
        lines: [
          { accountId: 32, tafsiliId: null, debit: 5_000_000, credit: 0, description: null },
          { accountId: 60, tafsiliId: null, debit: 0, credit: 5_000_000, description: null },
        ],
      },
    });
  });

  it('refuses an unbalanced voucher under the lines, as the server does', () => {
    expect(checkVoucher(voucher(line(32, '5000000', ''), line(60, '', '4000000')))).toEqual({
      ok: false,
      errors: { lines: 'UNBALANCED_VOUCHER' },
    });
  });

  it('names the sent line of each refusal: both sides, neither side, no account, a bad amount', () => {
    const checked = checkVoucher(
      voucher(line(32, '100', '100'), emptyLine(), line(33, '', ''), line(null, '5', ''), line(34, '12a', '')),
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toMatchObject({
      'lines.0.debit': 'LINE_NEEDS_ONE_SIDE',
      'lines.1.debit': 'LINE_NEEDS_ONE_SIDE',
      'lines.2.accountId': 'REQUIRED',
      'lines.3.debit': 'INVALID_AMOUNT',
    });
  });

  it('wants two lines and a date', () => {
    const checked = checkVoucher({ ...voucher(line(32, '100', '')), date: '' });
    expect(!checked.ok && checked.errors).toMatchObject({ lines: 'VOUCHER_NEEDS_TWO_LINES', date: 'INVALID_DATE' });
  });
});

describe('sentIndexes and voucherTotals', () => {
  it('skips blank rows when numbering what is sent', () => {
    const lines = [line(1, '1', ''), emptyLine(), line(2, '', '1')];
    expect(sentIndexes(lines)).toEqual([0, null, 1]);
  });
  it('adds what parses and shows the difference', () => {
    expect(voucherTotals([line(1, '1,500', ''), line(2, '', '۱٬۰۰۰'), line(3, 'x', '')])).toEqual({
      debit: 1500,
      credit: 1000,
      difference: 500,
    });
  });
});
