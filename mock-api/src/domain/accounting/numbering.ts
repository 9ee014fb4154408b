import { and, asc, between, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import { assertPeriodOpen } from './period-locks.ts';

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
 * Adds `delta` to the numbers in [from, to] of a year (an empty range, from > to, moves none). The unique (year,
 * number) index is checked row by row, so the rows first go to negative numbers (distinct, out of everyone's way)
 * and then back.
 */
function shift(tx: Queryable, fiscalYearId: number, from: number, to: number, delta: number): void {
  tx.update(vouchers)
    .set({ number: sql`-(${vouchers.number} + ${delta})` })
    .where(and(eq(vouchers.fiscalYearId, fiscalYearId), between(vouchers.number, from, to)))
    .run();
  settleMoved(tx, fiscalYearId);
}

/** The second half of a move: the rows parked at negative numbers take their (positive) new ones. */
function settleMoved(tx: Queryable, fiscalYearId: number): void {
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

/**
 * Finalises a year's temporary vouchers dated up to `upTo` (all of them without it) at once, with the numbers they
 * would get finalised one at a time in number order: the chosen ones k+1..k+m in their order, the temporaries left
 * after them in theirs. Each voucher moves at most once, where finalising one at a time shifts every later temporary
 * each time. Answers how many were finalised.
 */
export function finaliseInNumberOrder(tx: Queryable, fiscalYearId: number, upTo?: string): number {
  const temporary = tx
    .select({ id: vouchers.id, number: vouchers.number, date: vouchers.date, companyId: vouchers.companyId })
    .from(vouchers)
    .where(and(eq(vouchers.fiscalYearId, fiscalYearId), eq(vouchers.status, 'TEMPORARY')))
    .orderBy(asc(vouchers.number))
    .all();
  const isChosen = (voucher: { date: string }) => upTo === undefined || voucher.date <= upTo;
  const chosen = temporary.filter(isChosen);
  if (chosen.length === 0) return 0;
  for (const voucher of chosen) assertPeriodOpen(tx, voucher.companyId, voucher.date);
  const finals = finalCount(tx, fiscalYearId);
  const order = [...chosen, ...temporary.filter((voucher) => !isChosen(voucher))];
  const moved = order
    .map((voucher, index) => ({ id: voucher.id, from: voucher.number, to: finals + index + 1 }))
    .filter((move) => move.from !== move.to);
  for (const move of moved) tx.update(vouchers).set({ number: -move.to }).where(eq(vouchers.id, move.id)).run();
  settleMoved(tx, fiscalYearId);
  tx.update(vouchers)
    .set({ status: 'FINAL', updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(vouchers.fiscalYearId, fiscalYearId),
        eq(vouchers.status, 'TEMPORARY'),
        upTo === undefined ? undefined : lte(vouchers.date, upTo),
      ),
    )
    .run();
  return chosen.length;
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
