import type { DueCheques } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { chequeDirections, type ChequeState } from '@daftar/contracts/endpoints/cheques-schemas';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { cheques } from '@daftar/db/schema/cheques';
import { toChequeSummaries } from './cheque-rows.ts';
import { tehranToday } from '../clock/tehran-day.ts';

/** The states in which a cheque still has money to move: received and not yet cleared or gone, issued and not cleared. */
export const openChequeStates: readonly ChequeState[] = ['IN_HAND', 'BOUNCED', 'DEPOSITED', 'ISSUED'];

/** The Friday that ends the Iranian week (Saturday to Friday) holding `today`. */
export function weekEndOf(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  const friday = 5;
  day.setUTCDate(day.getUTCDate() + ((friday - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

const rowLimit = 100;

/** Open cheques due by the end of this week, overdue ones first, with each direction's counts and sums. */
export function listDueCheques(db: Queryable, companyId: number, today = tehranToday()): DueCheques {
  const weekEnd = weekEndOf(today);
  const where = and(
    eq(cheques.companyId, companyId),
    inArray(cheques.state, [...openChequeStates]),
    lte(cheques.dueDate, weekEnd),
  );
  const all = db.select().from(cheques).where(where).orderBy(asc(cheques.dueDate), asc(cheques.id)).all();
  const figures = chequeDirections.map((direction) => {
    const mine = all.filter((row) => row.direction === direction);
    const figure = (rows: typeof mine) => ({
      count: rows.length,
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
    });
    return {
      direction,
      overdue: figure(mine.filter((row) => row.dueDate < today)),
      thisWeek: figure(mine.filter((row) => row.dueDate >= today)),
    };
  });
  return { today, weekEnd, figures, rows: toChequeSummaries(db, all.slice(0, rowLimit)) };
}
