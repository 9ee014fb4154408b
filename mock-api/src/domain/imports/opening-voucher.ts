import { and, eq } from 'drizzle-orm';
import type { DuplicateChoice } from '@daftar/contracts/endpoints/imports';
import type { Queryable } from '@daftar/db/client';
import { type VoucherRow, vouchers } from '@daftar/db/schema/accounting-journal';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { DomainError } from '../errors.ts';
import { currentYear } from '../accounting/fiscal-years.ts';
import { assertPeriodOpen } from '../accounting/period-locks.ts';
import { postDocument, replaceDocumentVoucher } from '../accounting/posting.ts';
import type { VoucherLineInput } from '../accounting/voucher-lines.ts';
import type { WholeWriteOptions } from './kinds/kind.ts';

/** The document type of an opening voucher an import wrote; its source id is the fiscal year's. */
export const openingImportSource = 'OPENING_BALANCES';

/** Where a file's opening voucher goes: the open year, the opening voucher it has, and why it may not, if it may not. */
export interface OpeningPlace {
  year: FiscalYearRow | null;
  current: VoucherRow | null;
  refusal: DomainError | null;
}

const refusedBy = (run: () => void): DomainError | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
};

/**
 * The rule for the open year's opening voucher (the earliest OPEN year's, dated its first day). None yet: written.
 * One an import wrote: replaced in place (same number) only when the file's duplicates are to be updated, and only
 * while it is TEMPORARY (409 VOUCHER_FINAL); else 409 OPENING_VOUCHER_EXISTS. One brought forward by closing the
 * previous year is never replaced (409 OPENING_VOUCHER_EXISTS): its figures are the books'. The first day in a
 * locked period: 409 PERIOD_LOCKED; no open year: 409 FISCAL_YEAR_CLOSED.
 */
export function openingVoucherPlace(db: Queryable, companyId: number, onDuplicate: DuplicateChoice): OpeningPlace {
  const latest = currentYear(db, companyId);
  const year = latest.status === 'OPEN' ? latest : null;
  const current = year
    ? (db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.fiscalYearId, year.id), eq(vouchers.kind, 'OPENING')))
        .get() ?? null)
    : null;
  const refusal = refusedBy(() => {
    if (!year) throw new DomainError('conflict', 'FISCAL_YEAR_CLOSED');
    assertPeriodOpen(db, companyId, year.startDate);
    if (!current) return;
    if (current.sourceType !== openingImportSource || onDuplicate !== 'update') {
      throw new DomainError('conflict', 'OPENING_VOUCHER_EXISTS', [
        { path: 'number', message: String(current.number) },
      ]);
    }
    if (current.status === 'FINAL') throw new DomainError('conflict', 'VOUCHER_FINAL');
  });
  return { year, current, refusal };
}

/** Writes (or replaces) the open year's opening voucher through the books' posting, as the rule above allows. */
export function writeOpeningVoucher(
  tx: Queryable,
  companyId: number,
  lines: VoucherLineInput[],
  options: WholeWriteOptions,
): VoucherRow {
  const place = openingVoucherPlace(tx, companyId, options.onDuplicate);
  if (place.refusal) throw place.refusal;
  const year = place.year as FiscalYearRow;
  const posting = {
    companyId,
    date: year.startDate,
    kind: 'OPENING' as const,
    sourceType: openingImportSource,
    sourceId: year.id,
    description: 'سند افتتاحیه',
    lines,
    createdBy: options.createdBy,
  };
  return place.current ? replaceDocumentVoucher(tx, posting) : postDocument(tx, posting);
}
