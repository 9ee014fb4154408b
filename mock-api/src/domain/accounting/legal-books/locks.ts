import type { PeriodLock, PeriodLockInput, PeriodLocks } from '@daftar/contracts/endpoints/accounting-period-locks';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { addDays } from '@daftar/db/accounting/calendar';
import { type LegalPeriodLockRow, legalPeriodLocks } from '@daftar/db/schema/legal-books';
import { DomainError } from '../../errors.ts';
import { requireOwner } from '../../membership.ts';
import { jalaliMonthOf } from '../../pay/tehran-day.ts';
import { currentYear, getFiscalYear } from '../fiscal-years.ts';
import { lockHolding } from '../period-locks.ts';
import { resolvePeriod } from '../reports/period.ts';
import { legalJournal } from './legal-books.ts';
import { findOwnedRow } from '../../owned-row.ts';

const toLock = (row: LegalPeriodLockRow): PeriodLock => ({
  id: row.id,
  fiscalYearId: row.fiscalYearId,
  from: row.fromDate,
  to: row.toDate,
  status: row.status,
  lockedBy: row.lockedBy,
  lockedAt: row.lockedAt,
  reopenedBy: row.reopenedBy,
  reopenedAt: row.reopenedAt,
  reopenReason: row.reopenReason,
});

/** The Jalali months of a year, the first and last cut to the year's own days. */
function monthsOf(startDate: string, endDate: string): { from: string; to: string }[] {
  const months: { from: string; to: string }[] = [];
  for (let from = startDate; from <= endDate; ) {
    const to = jalaliMonthOf(from).to;
    months.push({ from, to: to < endDate ? to : endDate });
    from = addDays(to, 1);
  }
  return months;
}

export function listPeriodLocks(db: Queryable, companyId: number, fiscalYearId?: number | undefined): PeriodLocks {
  const year = fiscalYearId === undefined ? currentYear(db, companyId) : getFiscalYear(db, companyId, fiscalYearId);
  const locks = db
    .select()
    .from(legalPeriodLocks)
    .where(and(eq(legalPeriodLocks.companyId, companyId), eq(legalPeriodLocks.fiscalYearId, year.id)))
    .orderBy(desc(legalPeriodLocks.id))
    .all();
  return {
    fiscalYearId: year.id,
    months: monthsOf(year.startDate, year.endDate).map((month) => ({
      ...month,
      lockId: lockHolding(db, companyId, month.from)?.id ?? null,
    })),
    locks: locks.map(toLock),
  };
}

/**
 * Finalises a period's legal books: only once every check of its journal is green (balanced, the three books agree,
 * no gaps, every voucher final, nothing before the seal date: 409 LEGAL_BOOKS_CHECKS_FAILED naming the red ones)
 * and no locked period overlaps it (409 PERIOD_ALREADY_LOCKED). From then on the period is locked.
 */
export function lockPeriod(db: Db, companyId: number, userId: number | null, input: PeriodLockInput): PeriodLock {
  return db.transaction((tx) => {
    const period = resolvePeriod(tx, companyId, input);
    const overlapping = tx
      .select({ id: legalPeriodLocks.id })
      .from(legalPeriodLocks)
      .where(
        and(
          eq(legalPeriodLocks.companyId, companyId),
          eq(legalPeriodLocks.status, 'LOCKED'),
          lte(legalPeriodLocks.fromDate, period.to),
          gte(legalPeriodLocks.toDate, period.from),
        ),
      )
      .get();
    if (overlapping) throw new DomainError('conflict', 'PERIOD_ALREADY_LOCKED');
    const red = legalJournal(tx, companyId, { fiscalYearId: period.year.id, from: period.from, to: period.to })
      .checks.filter((check) => !check.ok)
      .map((check) => ({ path: 'checks', message: check.code }));
    if (red.length > 0) throw new DomainError('conflict', 'LEGAL_BOOKS_CHECKS_FAILED', red);
    const row = tx
      .insert(legalPeriodLocks)
      .values({ companyId, fiscalYearId: period.year.id, fromDate: period.from, toDate: period.to, lockedBy: userId })
      .returning()
      .get();
    return toLock(row);
  });
}

/** The owner's reopening (any other member 403 OWNER_ONLY): the lock stays on record, REOPENED, with the reason. */
export function reopenPeriod(
  db: Db,
  companyId: number,
  userId: number,
  lockId: number,
  reason: string,
  now = new Date(),
): PeriodLock {
  requireOwner(db, userId, companyId);
  return db.transaction((tx) => {
    const lock = findOwnedRow(
      tx,
      legalPeriodLocks,
      [legalPeriodLocks.companyId, companyId],
      lockId,
      'PERIOD_LOCK_NOT_FOUND',
    );
    if (lock.status !== 'LOCKED') throw new DomainError('conflict', 'PERIOD_NOT_LOCKED');
    const row = tx
      .update(legalPeriodLocks)
      .set({ status: 'REOPENED', reopenedBy: userId, reopenedAt: now.toISOString(), reopenReason: reason })
      .where(eq(legalPeriodLocks.id, lock.id))
      .returning()
      .get();
    return toLock(row);
  });
}
