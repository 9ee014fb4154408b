import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Queryable } from '@daftar/db/client';
import { DomainError } from './errors.ts';

/** A company-owned table whose rows carry a code unique within the company (stakeholders, items, …). */
export interface CodedTable {
  table: SQLiteTable;
  id: SQLiteColumn;
  companyId: SQLiteColumn;
  code: SQLiteColumn;
}

/** The first code a company's records of a kind get; codes below it are left for the user's own numbering. */
const firstCode = 1001;

/**
 * The code a new record gets when the user leaves it out: one more than the largest purely numeric code the
 * company's records of this kind have (at most 15 digits, so the sum stays an exact integer), and never below 1001.
 * Reads only the (company_id, code) unique index.
 */
export function nextCode(db: Queryable, coded: CodedTable, companyId: number): string {
  const row = db
    .select({ largest: sql<number | null>`max(cast(${coded.code} as integer))` })
    .from(coded.table)
    .where(
      and(
        eq(coded.companyId, companyId),
        sql`${coded.code} not glob '*[^0-9]*'`,
        sql`length(${coded.code}) between 1 and 15`,
      ),
    )
    .get();
  return String(Math.max(firstCode, (row?.largest ?? 0) + 1));
}

/**
 * A document's next number: one more than the largest `number` of the rows `where` picks (a fiscal year's, of a
 * kind), 1 for the first. Numbers run 1..n without gaps where documents are never deleted, only cancelled.
 */
export function nextNumberOf(db: Queryable, number: SQLiteColumn, where: SQL | undefined): number {
  const last = sql<number | null>`max(${number})`;
  return (db.select({ last }).from(number.table).where(where).get()?.last ?? 0) + 1;
}

/** Whether another record of the company (not `exceptId`) already holds `value` in a unique-per-company column. */
export function isTaken(
  db: Queryable,
  coded: CodedTable,
  column: SQLiteColumn,
  companyId: number,
  value: string | number,
  exceptId?: number,
): boolean {
  const row = db
    .select({ id: coded.id })
    .from(coded.table)
    .where(
      and(
        eq(coded.companyId, companyId),
        eq(column, value),
        exceptId === undefined ? undefined : ne(coded.id, exceptId),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/** 409 naming every clashing field; the message is the first clash's code (a translation key). */
export function throwIfConflicts(errors: FieldError[]): void {
  const first = errors[0];
  if (first) throw new DomainError('conflict', first.message, errors);
}
