import { and, eq, gte, lte } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { type LegalPeriodLockRow, legalPeriodLocks } from '@daftar/db/schema/legal-books';
import { DomainError } from '../errors.ts';

/**
 * Periods that stay closed: the one check every write to the journal passes (voucher-lines.ts, numbering.ts,
 * voucher-writes.ts and posting.ts call it where a voucher is written, finalised, reversed or removed), so no route
 * that posts, documents and hand-made vouchers alike, can write a figure into a locked period.
 */

/** The LOCKED period holding `date`, if any. */
export function lockHolding(db: Queryable, companyId: number, date: string): LegalPeriodLockRow | undefined {
  return db
    .select()
    .from(legalPeriodLocks)
    .where(
      and(
        eq(legalPeriodLocks.companyId, companyId),
        eq(legalPeriodLocks.status, 'LOCKED'),
        lte(legalPeriodLocks.fromDate, date),
        gte(legalPeriodLocks.toDate, date),
      ),
    )
    .get();
}

/**
 * 409 PERIOD_LOCKED when any of `dates` lies in a locked period; the answer's `errors` name the period
 * (`lockedFrom`, `lockedTo`) so a screen can say which one. A correction is a new voucher in an open period.
 */
export function assertPeriodOpen(db: Queryable, companyId: number, ...dates: string[]): void {
  for (const date of new Set(dates)) {
    const lock = lockHolding(db, companyId, date);
    if (lock) {
      throw new DomainError('conflict', 'PERIOD_LOCKED', [
        { path: 'lockedFrom', message: lock.fromDate },
        { path: 'lockedTo', message: lock.toDate },
      ]);
    }
  }
}
