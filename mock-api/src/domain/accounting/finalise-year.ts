import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { HttpError } from '../../http/http-error.ts';
import { assertYearOpen, getFiscalYear } from './fiscal-years.ts';
import { finalCount } from './numbering.ts';

/**
 * Finalises a year's temporary vouchers dated up to `upTo` (all of them without it), in number order, as one
 * accountant's step before year-end. The numbering's rule holds as if each had been finalised in turn: the chosen
 * ones take k+1..k+m in their order, the temporaries left keep theirs after them. Renumbered in two statements per
 * voucher at most, where finalising one at a time would shift every later temporary each time.
 */
export function finaliseTemporaries(tx: Queryable, year: FiscalYearRow, upTo?: string): number {
  const temporary = tx
    .select({ id: vouchers.id, number: vouchers.number, date: vouchers.date })
    .from(vouchers)
    .where(and(eq(vouchers.fiscalYearId, year.id), eq(vouchers.status, 'TEMPORARY')))
    .orderBy(asc(vouchers.number))
    .all();
  const chosen = temporary.filter((voucher) => upTo === undefined || voucher.date <= upTo);
  if (chosen.length === 0) return 0;
  const left = temporary.filter((voucher) => upTo !== undefined && voucher.date > upTo);
  const finals = finalCount(tx, year.id);
  const now = new Date().toISOString();
  const numbered = [...chosen, ...left].map((voucher, index) => ({ ...voucher, target: finals + index + 1 }));
  const moved = numbered.filter((voucher) => voucher.number !== voucher.target);
  // The unique (year, number) index is checked row by row: moved rows step out of the way to negative numbers first.
  for (const voucher of moved) {
    tx.update(vouchers).set({ number: -voucher.target }).where(eq(vouchers.id, voucher.id)).run();
  }
  if (moved.length > 0) {
    tx.update(vouchers)
      .set({ number: sql`-${vouchers.number}` })
      .where(and(eq(vouchers.fiscalYearId, year.id), sql`${vouchers.number} < 0`))
      .run();
  }
  const dated = upTo === undefined ? undefined : lte(vouchers.date, upTo);
  tx.update(vouchers)
    .set({ status: 'FINAL', updatedAt: now })
    .where(and(eq(vouchers.fiscalYearId, year.id), eq(vouchers.status, 'TEMPORARY'), dated))
    .run();
  return chosen.length;
}

/** The year's action behind «Finalise temporary vouchers»: 409 FISCAL_YEAR_CLOSED on a closed year, all or nothing. */
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
      throw new HttpError(400, 'DATE_BEFORE_YEAR', [{ path: 'body.upTo', message: 'DATE_BEFORE_YEAR' }]);
    }
    const finalised = finaliseTemporaries(tx, year, upTo);
    return { finalised, year };
  });
}
