import { asc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { type VoucherLineRow, type VoucherRow, voucherLines, vouchers } from '@daftar/db/schema/accounting-journal';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { DomainError } from '../errors.ts';
import { assertYearOpen, getFiscalYear } from './fiscal-years.ts';
import { closeGap, finaliseInNumberOrder, finaliseNumber } from './numbering.ts';
import { deleteVoucher } from './voucher-lines.ts';
import { assertEditable, insertVoucher, rewriteVoucher, type VoucherInput } from './voucher-writes.ts';
import { findCompanyRecord } from '../list-page.ts';

export type VoucherLine = Omit<VoucherLineRow, 'voucherId' | 'companyId' | 'date' | 'voucherKind'>;
export type Voucher = Omit<VoucherRow, 'companyId'> & { lines: VoucherLine[] };

export function findVoucher(db: Queryable, companyId: number, id: number): VoucherRow {
  return findCompanyRecord(db, vouchers, companyId, id, 'VOUCHER_NOT_FOUND');
}

export function linesOf(db: Queryable, voucherId: number): VoucherLine[] {
  return db
    .select({
      id: voucherLines.id,
      row: voucherLines.row,
      accountId: voucherLines.accountId,
      tafsiliId: voucherLines.tafsiliId,
      debit: voucherLines.debit,
      credit: voucherLines.credit,
      description: voucherLines.description,
    })
    .from(voucherLines)
    .where(eq(voucherLines.voucherId, voucherId))
    .orderBy(asc(voucherLines.row))
    .all();
}

export function toVoucher(db: Queryable, row: VoucherRow): Voucher {
  const { companyId: _company, ...voucher } = row;
  return { ...voucher, lines: linesOf(db, row.id) };
}

export function getVoucher(db: Queryable, companyId: number, id: number): Voucher {
  return toVoucher(db, findVoucher(db, companyId, id));
}

/** A document's voucher changes only through its document (posting.ts), never by hand. */
function assertHandMade(voucher: VoucherRow): void {
  if (voucher.sourceType !== null) throw new DomainError('conflict', 'VOUCHER_FROM_DOCUMENT');
}

export function createVoucher(db: Db, companyId: number, userId: number | null, input: VoucherInput): Voucher {
  return db.transaction((tx) => toVoucher(tx, insertVoucher(tx, companyId, input, { createdBy: userId })));
}

export function updateVoucher(db: Db, companyId: number, id: number, input: VoucherInput): Voucher {
  return db.transaction((tx) => {
    const voucher = findVoucher(tx, companyId, id);
    assertHandMade(voucher);
    return toVoucher(tx, rewriteVoucher(tx, voucher, input));
  });
}

/** Removes a temporary hand-made voucher; the temporaries after it move down one number, so no gap is left. */
export function removeVoucher(db: Db, companyId: number, id: number): void {
  db.transaction((tx) => {
    const voucher = findVoucher(tx, companyId, id);
    assertEditable(tx, voucher);
    assertHandMade(voucher);
    if (voucher.kind !== 'NORMAL') throw new DomainError('conflict', 'VOUCHER_SYSTEM_MADE');
    deleteVoucher(tx, voucher);
    closeGap(tx, voucher.fiscalYearId, voucher.number);
  });
}

/** TEMPORARY → FINAL: read-only from now on, numbered right after the year's last final voucher. */
export function finaliseVoucher(db: Db, companyId: number, id: number): Voucher {
  return db.transaction((tx) => {
    const voucher = findVoucher(tx, companyId, id);
    assertEditable(tx, voucher);
    finaliseNumber(tx, voucher);
    return toVoucher(tx, findVoucher(tx, companyId, id));
  });
}

/**
 * The year's «finalise temporary vouchers»: those dated up to `upTo` (all without it) at once, all or nothing.
 * 409 FISCAL_YEAR_CLOSED on a closed year, 400 DATE_BEFORE_YEAR for a day before it starts.
 */
export function finaliseYearVouchers(
  db: Db,
  companyId: number,
  yearId: number,
  upTo?: string | undefined,
): { finalised: number; year: FiscalYearRow } {
  return db.transaction((tx) => {
    const year = getFiscalYear(tx, companyId, yearId);
    assertYearOpen(year);
    if (upTo !== undefined && upTo < year.startDate) {
      throw new DomainError('invalid', 'DATE_BEFORE_YEAR', [{ path: 'body.upTo', message: 'DATE_BEFORE_YEAR' }]);
    }
    return { finalised: finaliseInNumberOrder(tx, year.id, upTo), year };
  });
}

/**
 * A new temporary voucher with the same lines and description, dated `date` (default: the original's). Works on
 * any voucher, final or system-made; the copy is a plain hand-made one.
 */
export function copyVoucher(
  db: Db,
  companyId: number,
  userId: number | null,
  id: number,
  date?: string | undefined,
): Voucher {
  return db.transaction((tx) => {
    const original = findVoucher(tx, companyId, id);
    const lines = linesOf(tx, id);
    const input: VoucherInput = { date: date ?? original.date, description: original.description, lines };
    return toVoucher(tx, insertVoucher(tx, companyId, input, { createdBy: userId }));
  });
}
