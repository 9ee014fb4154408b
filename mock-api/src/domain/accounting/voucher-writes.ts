import { eq } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { type VoucherKind, type VoucherRow, vouchers } from '@daftar/db/schema/accounting-journal';
import { DomainError } from '../errors.ts';
import { assertYearOpen, getFiscalYear, openYearFor } from './fiscal-years.ts';
import { nextNumber } from './numbering.ts';
import { assertPeriodOpen } from './period-locks.ts';
import { checkLines, type VoucherLineInput, writeLines } from './voucher-lines.ts';

export interface VoucherInput {
  /** YYYY-MM-DD inside an OPEN fiscal year. */
  date: string;
  description?: string | null | undefined;
  lines: VoucherLineInput[];
}

export interface VoucherOrigin {
  kind?: VoucherKind;
  sourceType?: string | null;
  sourceId?: number | null;
  reversesVoucherId?: number | null;
  /** Null for system-made vouchers. */
  createdBy: number | null;
}

/** Checks and writes a new TEMPORARY voucher with the next number of its year. Call inside a transaction. */
export function insertVoucher(
  tx: Queryable,
  companyId: number,
  input: VoucherInput,
  origin: VoucherOrigin,
): VoucherRow {
  const year = openYearFor(tx, companyId, input.date);
  const total = checkLines(tx, companyId, input.lines);
  const voucher = tx
    .insert(vouchers)
    .values({
      companyId,
      fiscalYearId: year.id,
      number: nextNumber(tx, year.id),
      date: input.date,
      kind: origin.kind ?? 'NORMAL',
      sourceType: origin.sourceType ?? null,
      sourceId: origin.sourceId ?? null,
      reversesVoucherId: origin.reversesVoucherId ?? null,
      description: input.description ?? null,
      total,
      createdBy: origin.createdBy,
    })
    .returning()
    .get();
  writeLines(tx, voucher, input.lines);
  return voucher;
}

/** What every change to an existing voucher needs: its period not locked, still TEMPORARY, its year still OPEN. */
export function assertEditable(tx: Queryable, voucher: VoucherRow): void {
  assertPeriodOpen(tx, voucher.companyId, voucher.date);
  assertYearOpen(getFiscalYear(tx, voucher.companyId, voucher.fiscalYearId));
  if (voucher.status === 'FINAL') throw new DomainError('conflict', 'VOUCHER_FINAL');
}

/**
 * Rewrites a temporary voucher's date, description and lines, keeping its number. The new date must stay in the
 * voucher's own year: moving between years would renumber two years at once.
 */
export function rewriteVoucher(tx: Queryable, voucher: VoucherRow, input: VoucherInput): VoucherRow {
  assertEditable(tx, voucher);
  const year = openYearFor(tx, voucher.companyId, input.date);
  if (year.id !== voucher.fiscalYearId) {
    throw new DomainError('invalid', 'DATE_OUTSIDE_VOUCHER_YEAR', [
      { path: 'body.date', message: 'DATE_OUTSIDE_VOUCHER_YEAR' },
    ]);
  }
  const total = checkLines(tx, voucher.companyId, input.lines);
  const updated = tx
    .update(vouchers)
    .set({ date: input.date, description: input.description ?? null, total, updatedAt: new Date().toISOString() })
    .where(eq(vouchers.id, voucher.id))
    .returning()
    .get();
  writeLines(tx, updated, input.lines);
  return updated;
}
