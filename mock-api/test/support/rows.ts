import { count } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '@daftar/db/client';

/** Row count of a table, for "nothing was written" checks. */
export function rowsIn(db: Db, table: SQLiteTable): number {
  return db.select({ n: count() }).from(table).get()?.n ?? 0;
}
