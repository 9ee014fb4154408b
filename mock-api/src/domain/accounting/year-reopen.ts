import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import { fiscalYears } from '@daftar/db/schema/accounting-years';
import { addDays } from '@daftar/db/accounting/calendar';
import { DomainError } from '../errors.ts';
import { requireOwner } from '../membership.ts';
import { getFiscalYear, yearOfDate } from './fiscal-years.ts';
import { closeGap } from './numbering.ts';
import { deleteVoucher } from './voucher-lines.ts';

/**
 * Reopens the company's last closed fiscal year, all or nothing, as accounting products let an owner correct a
 * year after its closing: the year's CLOSING vouchers and the next year's OPENING voucher are removed (their
 * postings with them), so the books stand as they did before the close, and the year is OPEN again with the
 * owner's reason, which the activity log keeps with the change. 409 FISCAL_YEAR_NOT_CLOSED for an open year,
 * LATER_YEAR_CLOSED when a later year is closed (years reopen last first), OPENING_VOUCHER_FINAL when the next
 * year's opening voucher has been finalised (removing it would leave a gap in the final numbers). The owner only
 * (403 OWNER_ONLY).
 */
export function reopenFiscalYear(
  db: Db,
  companyId: number,
  userId: number,
  yearId: number,
  reason: string,
  now = new Date(),
) {
  requireOwner(db, userId, companyId);
  return db.transaction((tx) => {
    const year = getFiscalYear(tx, companyId, yearId);
    if (year.status !== 'CLOSED') throw new DomainError('conflict', 'FISCAL_YEAR_NOT_CLOSED');
    const lastClosed = tx
      .select({ id: fiscalYears.id })
      .from(fiscalYears)
      .where(and(eq(fiscalYears.companyId, companyId), eq(fiscalYears.status, 'CLOSED')))
      .orderBy(desc(fiscalYears.startDate))
      .get();
    if (lastClosed?.id !== year.id) throw new DomainError('conflict', 'LATER_YEAR_CLOSED');

    const next = yearOfDate(tx, companyId, addDays(year.endDate, 1));
    const openings = next
      ? tx
          .select()
          .from(vouchers)
          .where(and(eq(vouchers.fiscalYearId, next.id), eq(vouchers.kind, 'OPENING')))
          .all()
      : [];
    if (openings.some((voucher) => voucher.status === 'FINAL'))
      throw new DomainError('conflict', 'OPENING_VOUCHER_FINAL');
    const closings = tx
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.fiscalYearId, year.id), eq(vouchers.kind, 'CLOSING')))
      .all();
    // Highest number first, so each gap closed moves only vouchers that stay.
    for (const voucher of [...openings, ...closings].sort((a, b) => b.number - a.number)) {
      deleteVoucher(tx, voucher);
      closeGap(tx, voucher.fiscalYearId, voucher.number);
    }
    tx.update(fiscalYears)
      .set({ status: 'OPEN', closedAt: null, reopenReason: reason, reopenedAt: now.toISOString() })
      .where(eq(fiscalYears.id, year.id))
      .run();
    return {
      year: getFiscalYear(tx, companyId, year.id),
      removedVoucherIds: [...openings, ...closings].map((voucher) => voucher.id),
    };
  });
}
