import type { Queryable } from '@daftar/db/client';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { DomainError } from '../../errors.ts';
import { currentYear, getFiscalYear, yearOfDate } from '../fiscal-years.ts';

export interface PeriodQuery {
  fiscalYearId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A report's window: a date range inside one fiscal year, whose opening voucher starts every balance. */
export interface Period {
  year: FiscalYearRow;
  from: string;
  to: string;
}

/**
 * The year is the one asked for, else the one `from` (or `to`) falls in, else the open one; the range defaults
 * to the whole year and must lie inside it (400 PERIOD_OUTSIDE_YEAR), since balances restart at each opening.
 */
export function resolvePeriod(db: Queryable, companyId: number, query: PeriodQuery): Period {
  const anchor = query.from ?? query.to;
  const year =
    query.fiscalYearId !== undefined
      ? getFiscalYear(db, companyId, query.fiscalYearId)
      : ((anchor ? yearOfDate(db, companyId, anchor) : undefined) ?? currentYear(db, companyId));
  const from = query.from ?? year.startDate;
  const to = query.to ?? year.endDate;
  const errors = [
    ...(from < year.startDate || from > year.endDate ? [{ path: 'query.from', message: 'PERIOD_OUTSIDE_YEAR' }] : []),
    ...(to < from || to > year.endDate ? [{ path: 'query.to', message: 'PERIOD_OUTSIDE_YEAR' }] : []),
  ];
  if (errors.length > 0) throw new DomainError('invalid', 'PERIOD_OUTSIDE_YEAR', errors);
  return { year, from, to };
}
