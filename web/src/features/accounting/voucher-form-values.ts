import { type VoucherInput, voucherInputSchema, type Voucher } from '@daftar/contracts/endpoints/accounting-vouchers';
import type { Language } from '@daftar/contracts/schemas/common';
import { checkInput, type FieldErrors, type FormCheck } from '../../lib/forms/field-errors.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';

/**
 * The voucher editor's model: a line's amounts are the text as typed (grouped, Persian digits in fa) and its account
 * may be unset while it is being filled in. Blank lines (nothing entered) are left out of what is sent, and an error
 * of sent line k is shown on the k-th non-blank row (`sentIndexes`), the same row the server's `lines.k` names.
 */
export interface VoucherLineDraft {
  /** A stable React key for the row. */
  key: number;
  accountId: number | null;
  tafsiliId: number | null;
  debit: string;
  credit: string;
  description: string;
}

export interface VoucherFormValues {
  date: string;
  description: string;
  lines: VoucherLineDraft[];
}

let nextKey = 1;
export function emptyLine(): VoucherLineDraft {
  nextKey += 1;
  return { key: nextKey, accountId: null, tafsiliId: null, debit: '', credit: '', description: '' };
}

export function newVoucherValues(date: string): VoucherFormValues {
  return { date, description: '', lines: [emptyLine(), emptyLine()] };
}

/** A saved voucher as the editor shows it (edit), or as the start of a new one dated `date` (copy). */
export function voucherValues(voucher: Voucher, language: Language, date = voucher.date): VoucherFormValues {
  const amount = (rials: number) => (rials > 0 ? formatAmount(rials, language) : '');
  return {
    date,
    description: voucher.description ?? '',
    lines: voucher.lines.map((line) => ({
      ...emptyLine(),
      accountId: line.accountId,
      tafsiliId: line.tafsiliId,
      debit: amount(line.debit),
      credit: amount(line.credit),
      description: line.description ?? '',
    })),
  };
}

export const isBlankLine = (line: VoucherLineDraft) =>
  line.accountId === null &&
  line.tafsiliId === null &&
  !line.debit.trim() &&
  !line.credit.trim() &&
  !line.description.trim();

/**
 * Each row's index in what is sent (blank rows are skipped), null for a blank row: the row a server error on
 * `lines.k` belongs to. One pass, so a 500-line voucher does not count its rows again for every cell.
 */
export function sentIndexes(lines: readonly VoucherLineDraft[]): (number | null)[] {
  let sent = 0;
  return lines.map((line) => (isBlankLine(line) ? null : sent++));
}

/** An amount cell's Rials: 0 when empty, NaN when it is not a whole amount. */
const rialsOf = (text: string) => parseAmount(text) ?? 0;

export interface VoucherTotals {
  debit: number;
  credit: number;
  /** debit − credit: 0 when the voucher balances. */
  difference: number;
}

export function voucherTotals(lines: readonly VoucherLineDraft[]): VoucherTotals {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    const d = rialsOf(line.debit);
    const c = rialsOf(line.credit);
    if (Number.isFinite(d)) debit += d;
    if (Number.isFinite(c)) credit += c;
  }
  return { debit, credit, difference: debit - credit };
}

/**
 * The form's check before sending: the contract's schema for the shape, then the rules the server would refuse
 * with the same codes under the same paths: an account on every line, one side per line, at least two lines,
 * debits equal to credits.
 */
export function checkVoucher(values: VoucherFormValues): FormCheck<VoucherInput> {
  const lines = values.lines.filter((line) => !isBlankLine(line));
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    const debit = rialsOf(line.debit);
    const credit = rialsOf(line.credit);
    if (line.accountId === null) errors[`lines.${index}.accountId`] = 'REQUIRED';
    if (Number.isNaN(debit)) errors[`lines.${index}.debit`] = 'INVALID_AMOUNT';
    else if (Number.isNaN(credit)) errors[`lines.${index}.credit`] = 'INVALID_AMOUNT';
    else if (debit > 0 === credit > 0) errors[`lines.${index}.debit`] = 'LINE_NEEDS_ONE_SIDE';
  });
  const input = {
    date: values.date,
    description: values.description.trim() || null,
    lines: lines.map((line) => ({
      accountId: line.accountId ?? 0,
      tafsiliId: line.tafsiliId,
      debit: rialsOf(line.debit),
      credit: rialsOf(line.credit),
      description: line.description.trim() || null,
    })),
  };
  const shape = checkInput(voucherInputSchema, input);
  const found: FieldErrors = { ...(shape.ok ? {} : shape.errors), ...errors };
  if (lines.length < 2) return { ok: false, errors: { ...found, lines: 'VOUCHER_NEEDS_TWO_LINES' } };
  if (Object.keys(found).length > 0 || !shape.ok) return { ok: false, errors: found };
  if (voucherTotals(lines).difference !== 0) return { ok: false, errors: { lines: 'UNBALANCED_VOUCHER' } };
  return shape;
}
