import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '@daftar/db/client';
import { DomainError } from './errors.ts';

/** A table whose rows have an id of their own. */
export type IdTable = SQLiteTable & { id: SQLiteColumn };

/** A row by its id among its owner's (the company's, the user's, the terminal's), or undefined. */
export function ownedRow<T extends IdTable>(
  db: Queryable,
  table: T,
  owner: readonly [column: SQLiteColumn, value: number],
  id: number | string,
): T['$inferSelect'] | undefined {
  const [ownerColumn, ownerId] = owner;
  return db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.id, id), eq(ownerColumn, ownerId)))
    .get() as T['$inferSelect'] | undefined;
}

/**
 * A row by its id among its owner's: another owner's id is as unknown as a made-up one, 404 with the area's code
 * (`CARD_NOT_FOUND`), never its data.
 */
export function findOwnedRow<T extends IdTable>(
  db: Queryable,
  table: T,
  owner: readonly [column: SQLiteColumn, value: number],
  id: number | string,
  notFound: string,
): T['$inferSelect'] {
  const row = ownedRow(db, table, owner, id);
  if (!row) throw new DomainError('not-found', notFound);
  return row;
}

/** An owner's rows (the company's, the user's, the invoice's) in the order given. */
export function ownedRows<T extends SQLiteTable>(
  db: Queryable,
  table: T,
  owner: readonly [column: SQLiteColumn, value: number],
  ...orderBy: SQL[]
): T['$inferSelect'][] {
  const [ownerColumn, ownerId] = owner;
  return db
    .select()
    .from(table as SQLiteTable)
    .where(eq(ownerColumn, ownerId))
    .orderBy(...orderBy)
    .all() as T['$inferSelect'][];
}

/** A table whose rows have an id and an `updatedAt` stamp (`stamps()` in `db/src/schema/columns.ts`). */
export type StampedTable = IdTable & { updatedAt: SQLiteColumn };

/** Sets `values` on the row of `id`, stamping `updatedAt` now, and answers the row as it is after. */
export function updateRow<T extends StampedTable>(
  db: Queryable,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): T['$inferSelect'] {
  return db
    .update(table as StampedTable)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(table.id, id))
    .returning()
    .get() as T['$inferSelect'];
}

/**
 * The id of the first row `where` picks among `id`'s table, or undefined: a check that a code, a number or a period
 * is taken, or that another row refers to a record, reads no more than that.
 */
export function firstId(db: Queryable, id: SQLiteColumn, where: SQL | undefined): { id: number } | undefined {
  return db
    .select({ id: sql<number>`${id}` })
    .from(id.table)
    .where(where)
    .get();
}
