import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import { fiscalYears } from '@daftar/db/schema/accounting-years';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { seedHistoryYear } from '@daftar/db/seed/seed-years';
import { finalCount, finaliseNumber } from '../domain/accounting/numbering.ts';
import { closeFiscalYear } from '../domain/accounting/year-end.ts';

/**
 * Closes each seeded company's history year (1404) once all its records are in, as its accountant would: every
 * temporary voucher finalised in number order (the numbering's own step, so each keeps its number), then the books'
 * year-end (closeFiscalYear): the results into retained earnings, the closing voucher, the year CLOSED and 1405's
 * opening voucher (TEMPORARY, after 1405's vouchers so far: the year is closed after the new one has begun, as
 * most businesses close theirs). A year already closed is left alone, so a second run adds nothing.
 */
export function seedYearEnd(db: Db): void {
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
    db.transaction((tx) => {
      const temporary = tx
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.fiscalYearId, year.id), eq(vouchers.status, 'TEMPORARY')))
        .orderBy(asc(vouchers.number))
        .all();
      // Temporaries hold k+1..n, so finalising them in number order keeps every number (what finaliseNumber does
      // one voucher at a time): one statement, where a thousand calls would each count the year's finals.
      const finals = finalCount(tx, year.id);
      if (temporary.every((voucher, index) => voucher.number === finals + index + 1)) {
        tx.update(vouchers)
          .set({ status: 'FINAL' })
          .where(and(eq(vouchers.fiscalYearId, year.id), eq(vouchers.status, 'TEMPORARY')))
          .run();
      } else {
        for (const voucher of temporary) finaliseNumber(tx, voucher);
      }
    });
    closeFiscalYear(db, company.id, year.id);
  }
}
