import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { accountingSettings, type FiscalYearRow, fiscalYears } from '@daftar/db/schema/accounting-years';
import { addDays, fiscalYearBounds } from '@daftar/db/accounting/calendar';
import { DomainError } from '../errors.ts';
import { findCompanyRecord } from '../list-page.ts';
import { statusCount } from './numbering.ts';
import { ownedRows } from '../owned-row.ts';

export interface FiscalYearInput {
  /** The Jalali year the fiscal year starts in, e.g. 1405. */
  year: number;
  /** The Jalali start; defaults to the company's settings (1 Farvardin unless changed). */
  startMonth?: number | undefined;
  startDay?: number | undefined;
}

export type FiscalYear = Omit<FiscalYearRow, 'companyId'> & { temporaryVouchers: number };

/** A year as the API answers it, with the count of its vouchers still TEMPORARY. */
export function toFiscalYear(db: Queryable, row: FiscalYearRow): FiscalYear {
  const { companyId: _company, ...year } = row;
  return { ...year, temporaryVouchers: temporaryCount(db, row.id) };
}

export function listFiscalYears(db: Queryable, companyId: number): FiscalYear[] {
  return ownedRows(db, fiscalYears, [fiscalYears.companyId, companyId], desc(fiscalYears.startDate)).map((row) =>
    toFiscalYear(db, row),
  );
}

/** How many of a year's vouchers are still TEMPORARY. */
export function temporaryCount(db: Queryable, fiscalYearId: number): number {
  return statusCount(db, fiscalYearId, 'TEMPORARY');
}

export function getFiscalYear(db: Queryable, companyId: number, id: number): FiscalYearRow {
  return findCompanyRecord(db, fiscalYears, companyId, id, 'FISCAL_YEAR_NOT_FOUND');
}

/** One year of the company as the API answers it; another company's id is 404. */
export function fiscalYearAnswer(db: Queryable, companyId: number, id: number): FiscalYear {
  return toFiscalYear(db, getFiscalYear(db, companyId, id));
}

/** The year a date falls in, whatever its status. */
export function yearOfDate(db: Queryable, companyId: number, date: string): FiscalYearRow | undefined {
  return db
    .select()
    .from(fiscalYears)
    .where(and(eq(fiscalYears.companyId, companyId), lte(fiscalYears.startDate, date), gte(fiscalYears.endDate, date)))
    .get();
}

/** Where a voucher dated `date` goes: an OPEN year holding the date, else 400 DATE_OUTSIDE_OPEN_YEAR. */
export function openYearFor(db: Queryable, companyId: number, date: string, path = 'body.date'): FiscalYearRow {
  const year = yearOfDate(db, companyId, date);
  if (year?.status !== 'OPEN') {
    throw new DomainError('invalid', 'DATE_OUTSIDE_OPEN_YEAR', [{ path, message: 'DATE_OUTSIDE_OPEN_YEAR' }]);
  }
  return year;
}

export function assertYearOpen(year: FiscalYearRow): void {
  if (year.status !== 'OPEN') throw new DomainError('conflict', 'FISCAL_YEAR_CLOSED');
}

/** The year reports default to: the open one, else the latest. */
export function currentYear(db: Queryable, companyId: number): FiscalYearRow {
  const open = db
    .select()
    .from(fiscalYears)
    .where(and(eq(fiscalYears.companyId, companyId), eq(fiscalYears.status, 'OPEN')))
    .orderBy(asc(fiscalYears.startDate))
    .get();
  const latest =
    open ??
    db
      .select()
      .from(fiscalYears)
      .where(eq(fiscalYears.companyId, companyId))
      .orderBy(desc(fiscalYears.startDate))
      .get();
  if (!latest) throw new DomainError('not-found', 'FISCAL_YEAR_NOT_FOUND');
  return latest;
}

function overlapping(db: Queryable, companyId: number, startDate: string, endDate: string) {
  return db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(
      and(
        eq(fiscalYears.companyId, companyId),
        lte(fiscalYears.startDate, endDate),
        gte(fiscalYears.endDate, startDate),
      ),
    )
    .get();
}

/** Inserts a year after the checks every new year passes; closing a year calls it for the next one. */
export function insertFiscalYear(tx: Queryable, companyId: number, input: FiscalYearInput): FiscalYearRow {
  const settings = tx.select().from(accountingSettings).where(eq(accountingSettings.companyId, companyId)).get();
  const startMonth = input.startMonth ?? settings?.fiscalYearStartMonth ?? 1;
  const startDay = input.startDay ?? settings?.fiscalYearStartDay ?? 1;
  let bounds: { startDate: string; endDate: string };
  try {
    bounds = fiscalYearBounds(input.year, startMonth, startDay);
  } catch {
    throw new DomainError('invalid', 'INVALID_JALALI_DATE', [
      { path: 'body.startDay', message: 'INVALID_JALALI_DATE' },
    ]);
  }
  if (overlapping(tx, companyId, bounds.startDate, bounds.endDate)) {
    throw new DomainError('conflict', 'FISCAL_YEAR_OVERLAPS', [{ path: 'body.year', message: 'FISCAL_YEAR_OVERLAPS' }]);
  }
  return tx
    .insert(fiscalYears)
    .values({ companyId, name: String(input.year), ...bounds })
    .returning()
    .get();
}

/**
 * A new year. With none open, any year that overlaps none; with one open, only the year right after it, as an
 * accountant opens the new year to post its first vouchers before the old one is finalised and closed (closing it
 * then writes its opening voucher into this year). Anything else while a year is open is 409 ANOTHER_YEAR_OPEN:
 * at most the open year and its successor take postings, so every voucher's year stays unambiguous.
 */
export function createFiscalYear(db: Db, companyId: number, input: FiscalYearInput): FiscalYearRow {
  return db.transaction((tx) => {
    const open = tx
      .select()
      .from(fiscalYears)
      .where(and(eq(fiscalYears.companyId, companyId), eq(fiscalYears.status, 'OPEN')))
      .all();
    const anotherOpen = new DomainError('conflict', 'ANOTHER_YEAR_OPEN');
    let year: FiscalYearRow;
    try {
      year = insertFiscalYear(tx, companyId, input);
    } catch (error) {
      // While a year is open, what matters is that it is open, not where the refused year would have fallen.
      throw open.length > 0 && error instanceof DomainError && error.code === 'FISCAL_YEAR_OVERLAPS'
        ? anotherOpen
        : error;
    }
    const [only] = open;
    if (open.length > 1 || (only && year.startDate !== addDays(only.endDate, 1))) throw anotherOpen;
    return year;
  });
}
