import { DomainError } from '../errors.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { addDays, toJalali } from '@daftar/db/accounting/calendar';
import { jalaliMonthOf } from '@daftar/db/accounting/period-totals';
import { currentYear } from '../accounting/fiscal-years.ts';

/** Issued invoices, paid or not, returned in part or whole: what a sales analysis counts (not drafts or estimates). */
export const countedStatuses = ['ISSUED', 'PARTIALLY_PAID', 'PAID', 'PARTLY_RETURNED', 'RETURNED'] as const;

export const inStatuses = (statuses: readonly string[]): SQL =>
  sql`(${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** The range asked for, or the open (else the latest) fiscal year's bounds for an end left out. */
export function resolveRange(
  db: Queryable,
  companyId: number,
  query: { from?: string | undefined; to?: string | undefined },
) {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const year = currentYear(db, companyId);
  const range = { from: query.from ?? year.startDate, to: query.to ?? year.endDate };
  // A given end outside the year the other end comes from: the schema's order rule, on the end that was given.
  if (range.to < range.from)
    throw new DomainError('invalid', 'VALIDATION_FAILED', [
      { path: query.to ? 'query.to' : 'query.from', message: 'PERIOD_TO_BEFORE_FROM' },
    ]);
  return range;
}

/**
 * Whether returns are kept: the returns slice's tables land beside these reports; until its migration has run the
 * analyses count invoices alone.
 */
export function hasReturns(db: Queryable): boolean {
  return db.all(sql`select 1 from sqlite_master where type = 'table' and name = 'invoice_returns'`).length > 0;
}

/** `1405-01`: the Jalali month of a date, the key months group by. */
export function jalaliMonthKey(date: string): string {
  const { year, month } = toJalali(date);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Every Jalali month touching [from, to], in order (a year's chart has all twelve bars, empty months too). */
export function monthKeysOf(from: string, to: string): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to && keys.length < 240; day = addDays(jalaliMonthOf(day).end, 1)) {
    keys.push(jalaliMonthKey(day));
  }
  return keys;
}

/** Every Jalali month touching [from, to] with its first and last day: the table a month grouping reads in SQL. */
export function monthSpansOf(from: string, to: string): { key: string; start: string; end: string }[] {
  const spans: { key: string; start: string; end: string }[] = [];
  for (let day = from; day <= to && spans.length < 240; day = addDays(jalaliMonthOf(day).end, 1)) {
    spans.push({ key: jalaliMonthKey(day), ...jalaliMonthOf(day) });
  }
  return spans;
}
