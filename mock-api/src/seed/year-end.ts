import { and, eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { fiscalYears } from '@daftar/db/schema/accounting-years';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { seedHistoryYear } from '@daftar/db/seed/seed-years';
import { finaliseInNumberOrder } from '../domain/accounting/numbering.ts';
import { closeFiscalYear } from '../domain/accounting/year-end.ts';

/**
 * Closes each seeded company's history year (1404) once all its records are in, as its accountant would: every
 * temporary voucher finalised in number order (the year's own «finalise temporary vouchers» step), then the books'
 * year-end (closeFiscalYear): the results into retained earnings, the closing voucher, the year CLOSED and 1405's
 * opening voucher (TEMPORARY, after 1405's vouchers so far: the year is closed after the new one has begun, as
 * most businesses close theirs). A year already closed is left alone, so a second run adds nothing.
 */
export function seedYearEnd(db: Db, today: string): void {
  for (const company of Object.values(seededCompanies)) {
    const year = db
      .select()
      .from(fiscalYears)
      .where(
        and(
          eq(fiscalYears.companyId, company.id),
          eq(fiscalYears.name, String(seedHistoryYear)),
          eq(fiscalYears.status, 'OPEN'),
        ),
      )
      .get();
    if (!year) continue;
    db.transaction((tx) => finaliseInNumberOrder(tx, year.id));
    closeFiscalYear(db, company.id, year.id, today);
  }
}
