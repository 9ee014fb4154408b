import type { Db } from './client.ts';

/**
 * Every table the migrations made, read from SQLite's own catalogue rather than listed by hand, so a new area's
 * tables are emptied without anyone remembering to add them. Drizzle's migration journal is kept: the schema stays.
 */
export function userTables(db: Db): string[] {
  const rows = db.$client
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
    )
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

/**
 * Deletes every row of every table in one transaction (all or nothing), keeping the schema: the fault lab's reset
 * reseeds on top of it and tests start each case from it. Autoincrement counters are kept on purpose, so an
 * access token issued before the reset never names a session or device created after it.
 */
export function emptyAllTables(db: Db): void {
  const tables = userTables(db);
  // Rows refer to each other across tables; with every table emptied in one go, the order does not matter.
  db.$client.pragma('foreign_keys = OFF');
  try {
    db.$client.transaction(() => {
      for (const name of tables) db.$client.prepare(`delete from "${name}"`).run();
    })();
  } finally {
    db.$client.pragma('foreign_keys = ON');
  }
}
