import { and, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Queryable } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { type VoucherRow, voucherLines, vouchers } from '@daftar/db/schema/accounting-journal';
import { addToPeriodTotals, type PostedLine } from '@daftar/db/accounting/period-totals';
import { DomainError } from '../errors.ts';
import { assertPeriodOpen } from './period-locks.ts';

/**
 * Money is integer Rials in JS numbers, exact up to 2^53 − 1 (about 9 × 10^15 Rials). A line is capped at 10^15, so
 * a voucher's total stays exact; SQLite sums in 64-bit integers, and a company's yearly turnover is far below 2^53.
 */
export const maxLineAmount = 1_000_000_000_000_000;

export interface VoucherLineInput {
  accountId: number;
  tafsiliId?: number | null | undefined;
  debit: number;
  credit: number;
  description?: string | null | undefined;
}

const isAmount = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= maxLineAmount;

function sideErrors(lines: VoucherLineInput[]): FieldError[] {
  return lines.flatMap((line, index): FieldError[] => {
    const path = `body.lines.${index}`;
    if (!isAmount(line.debit)) return [{ path: `${path}.debit`, message: 'INVALID_AMOUNT' }];
    if (!isAmount(line.credit)) return [{ path: `${path}.credit`, message: 'INVALID_AMOUNT' }];
    if (line.debit > 0 === line.credit > 0) return [{ path: `${path}.debit`, message: 'LINE_NEEDS_ONE_SIDE' }];
    return [];
  });
}

function accountErrors(db: Queryable, companyId: number, lines: VoucherLineInput[]): FieldError[] {
  const ids = [...new Set(lines.map((line) => line.accountId))];
  const found = new Map(
    db
      .select({ id: accounts.id, level: accounts.level, archived: accounts.archived })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)))
      .all()
      .map((row) => [row.id, row]),
  );
  const tafsiliIds = [...new Set(lines.flatMap((line) => (line.tafsiliId ? [line.tafsiliId] : [])))];
  const tafsili = new Map(
    tafsiliIds.length === 0
      ? []
      : db
          .select({ id: tafsiliAccounts.id, archived: tafsiliAccounts.archived })
          .from(tafsiliAccounts)
          .where(and(eq(tafsiliAccounts.companyId, companyId), inArray(tafsiliAccounts.id, tafsiliIds)))
          .all()
          .map((row) => [row.id, row]),
  );
  return lines.flatMap((line, index): FieldError[] => {
    const path = `body.lines.${index}`;
    const account = found.get(line.accountId);
    const errors: FieldError[] = [];
    if (!account) errors.push({ path: `${path}.accountId`, message: 'ACCOUNT_NOT_FOUND' });
    else if (account.level !== 'MOEIN') errors.push({ path: `${path}.accountId`, message: 'ACCOUNT_NOT_POSTABLE' });
    else if (account.archived) errors.push({ path: `${path}.accountId`, message: 'ACCOUNT_ARCHIVED' });
    if (line.tafsiliId) {
      const detail = tafsili.get(line.tafsiliId);
      if (!detail) errors.push({ path: `${path}.tafsiliId`, message: 'TAFSILI_NOT_FOUND' });
      else if (detail.archived) errors.push({ path: `${path}.tafsiliId`, message: 'TAFSILI_ARCHIVED' });
    }
    return errors;
  });
}

/**
 * Every rule a voucher's lines must pass before anything is written: one side per line, whole Rials, postable
 * (moein, not archived) accounts and tafsili of the same company, debits equal to credits. Refuses with 400, the
 * first problem's code as the message and every problem as a field error. Answers the voucher's total.
 */
export function checkLines(db: Queryable, companyId: number, lines: VoucherLineInput[]): number {
  if (lines.length < 2) {
    throw new DomainError('invalid', 'VOUCHER_NEEDS_TWO_LINES', [
      { path: 'body.lines', message: 'VOUCHER_NEEDS_TWO_LINES' },
    ]);
  }
  const errors = [...sideErrors(lines), ...accountErrors(db, companyId, lines)];
  const first = errors[0];
  if (first) throw new DomainError('invalid', first.message, errors);
  const debit = lines.reduce((sum, line) => sum + line.debit, 0);
  const credit = lines.reduce((sum, line) => sum + line.credit, 0);
  if (debit !== credit) {
    throw new DomainError('invalid', 'UNBALANCED_VOUCHER', [{ path: 'body.lines', message: 'UNBALANCED_VOUCHER' }]);
  }
  return debit;
}

function postedLines(tx: Queryable, voucherId: number): PostedLine[] {
  return tx
    .select({
      companyId: voucherLines.companyId,
      accountId: voucherLines.accountId,
      tafsiliId: voucherLines.tafsiliId,
      date: voucherLines.date,
      voucherKind: voucherLines.voucherKind,
      debit: voucherLines.debit,
      credit: voucherLines.credit,
    })
    .from(voucherLines)
    .where(eq(voucherLines.voucherId, voucherId))
    .all();
}

/**
 * Replaces a voucher's lines; each repeats the voucher's company, date and kind for the report indexes, and the
 * monthly roll-up moves with them.
 */
export function writeLines(tx: Queryable, voucher: VoucherRow, lines: VoucherLineInput[]): void {
  assertPeriodOpen(tx, voucher.companyId, voucher.date);
  addToPeriodTotals(tx, postedLines(tx, voucher.id), -1);
  tx.delete(voucherLines).where(eq(voucherLines.voucherId, voucher.id)).run();
  const rows = lines.map((line, index) => ({
    voucherId: voucher.id,
    companyId: voucher.companyId,
    date: voucher.date,
    voucherKind: voucher.kind,
    row: index + 1,
    accountId: line.accountId,
    tafsiliId: line.tafsiliId ?? null,
    debit: line.debit,
    credit: line.credit,
    description: line.description ?? null,
  }));
  tx.insert(voucherLines).values(rows).run();
  addToPeriodTotals(tx, rows, 1);
}

/** Deletes a voucher and its lines, taking them out of the monthly roll-up. */
export function deleteVoucher(tx: Queryable, voucher: VoucherRow): void {
  assertPeriodOpen(tx, voucher.companyId, voucher.date);
  addToPeriodTotals(tx, postedLines(tx, voucher.id), -1);
  tx.delete(vouchers).where(eq(vouchers.id, voucher.id)).run();
}
