import { count } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { expect } from 'vitest';
import type { Db } from '@daftar/db/client';

/** Row count of a table, for "nothing was written" checks. */
export function rowsIn(db: Db, table: SQLiteTable): number {
  return db.select({ n: count() }).from(table).get()?.n ?? 0;
}

/** Runs `work` and expects `table` to hold afterwards exactly the rows it held before: nothing was written. */
export async function expectUnchanged(db: Db, table: SQLiteTable, work: () => Promise<void>): Promise<void> {
  const before = db.select().from(table).all();
  await work();
  expect(db.select().from(table).all()).toEqual(before);
}
