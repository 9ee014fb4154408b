import { and, eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { fiscalYears } from '@daftar/db/schema/accounting-years';
import { legalPeriodLocks } from '@daftar/db/schema/legal-books';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { seedCurrentYear, seedHistoryYear } from '@daftar/db/seed/seed-years';
import { listPeriodLocks, lockPeriod } from '../domain/accounting/legal-books/locks.ts';
import { updateLegalBookSettings } from '../domain/accounting/legal-books/settings.ts';
import { finaliseInNumberOrder } from '../domain/accounting/numbering.ts';

/**
 * The legal books of each seeded company, as its accountant keeps them: both books sealed on each year's first day;
 * the closed history year (1404) finalised and locked month by month; the current year's first month finalised and
 * locked once it has ended, so a newcomer sees locked and open periods at once. Each lock passes the books' checks
 * (lockPeriod). A company whose books already hold locks is left alone, so a second run adds nothing.
 */
export function seedLegalBooks(db: Db, today: string): void {
  for (const company of Object.values(seededCompanies)) {
    const yearNamed = (name: number) =>
      db
        .select()
        .from(fiscalYears)
        .where(and(eq(fiscalYears.companyId, company.id), eq(fiscalYears.name, String(name))))
        .get();
    const locked = db.select().from(legalPeriodLocks).where(eq(legalPeriodLocks.companyId, company.id)).get();
    if (locked) continue;
    for (const year of [yearNamed(seedHistoryYear), yearNamed(seedCurrentYear)]) {
      if (!year) continue;
      const book = { sealDate: year.startDate, registrationNumber: null, firstPage: 1 };
      updateLegalBookSettings(db, company.id, year.id, {
        journal: book,
        ledger: book,
        granularity: 'DAY',
        rowsPerPage: 25,
        openingClosingApart: true,
      });
      const months = listPeriodLocks(db, company.id, year.id).months.filter((month) => month.to < today);
      const toLock = year.status === 'CLOSED' ? months : months.slice(0, 1);
      const last = toLock.at(-1);
      if (!last) continue;
      if (year.status === 'OPEN') db.transaction((tx) => finaliseInNumberOrder(tx, year.id, last.to));
      for (const month of toLock) lockPeriod(db, company.id, null, { from: month.from, to: month.to });
    }
  }
}
