import { and, between, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';

/**
 * Voucher numbers run 1..n per fiscal year without gaps, and a FINAL voucher's number never changes. So FINAL
 * vouchers hold 1..k in the order they were finalised, and TEMPORARY ones k+1..n in the order they were made:
 * finalising a temporary voucher moves it to k+1 (the temporaries before it move up one), removing one moves the
 * temporaries after it down one. Only temporary numbers ever move.
 */

export function nextNumber(db: Queryable, fiscalYearId: number): number {
  const row = db
    .select({ last: max(vouchers.number) })
    .from(vouchers)
    .where(eq(vouchers.fiscalYearId, fiscalYearId))
    .get();
  return (row?.last ?? 0) + 1;
}

/** How many of a year's vouchers have `status`. */
export function statusCount(db: Queryable, fiscalYearId: number, status: 'FINAL' | 'TEMPORARY'): number {
  const row = db
    .select({ n: count() })
    .from(vouchers)
    .where(and(eq(vouchers.fiscalYearId, fiscalYearId), eq(vouchers.status, status)))
    .get();
  return row?.n ?? 0;
}

export function finalCount(db: Queryable, fiscalYearId: number): number {
  return statusCount(db, fiscalYearId, 'FINAL');
}

/**
 * Adds `delta` to the numbers in [from, to] of a year. The unique (year, number) index is checked row by row, so
 * the rows first go to negative numbers (distinct, out of everyone's way) and then back.
 */
function shift(tx: Queryable, fiscalYearId: number, from: number, to: number, delta: number): void {
  if (from > to) return;
  tx.update(vouchers)
    .set({ number: sql`-(${vouchers.number} + ${delta})` })
    .where(and(eq(vouchers.fiscalYearId, fiscalYearId), between(vouchers.number, from, to)))
    .run();
  tx.update(vouchers)
    .set({ number: sql`-${vouchers.number}` })
    .where(and(eq(vouchers.fiscalYearId, fiscalYearId), sql`${vouchers.number} < 0`))
    .run();
}

/** Gives a temporary voucher the next FINAL number (k+1) and marks it FINAL. */
export function finaliseNumber(tx: Queryable, voucher: { id: number; fiscalYearId: number; number: number }): number {
  const target = finalCount(tx, voucher.fiscalYearId) + 1;
  if (voucher.number !== target) {
    tx.update(vouchers).set({ number: 0 }).where(eq(vouchers.id, voucher.id)).run();
    shift(tx, voucher.fiscalYearId, target, voucher.number - 1, 1);
  }
  tx.update(vouchers)
    .set({ number: target, status: 'FINAL', updatedAt: new Date().toISOString() })
    .where(eq(vouchers.id, voucher.id))
    .run();
  return target;
}

/** Closes the gap a removed temporary voucher left at `number`. */
export function closeGap(tx: Queryable, fiscalYearId: number, number: number): void {
  const last = tx
    .select({ last: max(vouchers.number) })
    .from(vouchers)
    .where(and(eq(vouchers.fiscalYearId, fiscalYearId), gt(vouchers.number, number)))
    .get();
  if (last?.last) shift(tx, fiscalYearId, number + 1, last.last, -1);
}
