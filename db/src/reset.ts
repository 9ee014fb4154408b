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

const snapshotSchema = 'seed_snapshot';

/**
 * Keeps a copy of every table's rows in an in-memory schema attached to this connection (replacing an earlier copy),
 * so `restoreSnapshot` can put a freshly seeded database back by copying rows in SQLite instead of seeding again in
 * JavaScript (the whole seed is some 20,000 rows built through the domain's rules: seconds, where a copy is
 * milliseconds; the fault lab resets before every end-to-end test).
 */
export function takeSnapshot(db: Db): void {
  const sqlite = db.$client;
  const attached = (sqlite.prepare('select name from pragma_database_list').all() as { name: string }[]).some(
    (row) => row.name === snapshotSchema,
  );
  if (!attached) sqlite.exec(`attach database ':memory:' as ${snapshotSchema}`);
  sqlite.transaction(() => {
    for (const name of userTables(db)) {
      sqlite.exec(`drop table if exists ${snapshotSchema}."${name}"`);
      sqlite.exec(`create table ${snapshotSchema}."${name}" as select * from main."${name}"`);
    }
  })();
}

/**
 * Empties every table and copies the snapshot's rows back, in one transaction, with the same ids. A table made after
 * the snapshot is left empty. Autoincrement counters only grow (a row copied back never lowers one), so, as after
 * `emptyAllTables`, nothing created before the restore is named by a row created after it.
 */
export function restoreSnapshot(db: Db): void {
  const sqlite = db.$client;
  const kept = new Set(
    (
      sqlite.prepare(`select name from ${snapshotSchema}.sqlite_master where type = 'table'`).all() as {
        name: string;
      }[]
    ).map((row) => row.name),
  );
  const tables = userTables(db);
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      for (const name of tables) sqlite.prepare(`delete from main."${name}"`).run();
      for (const name of tables.filter((table) => kept.has(table)))
        sqlite.prepare(`insert into main."${name}" select * from ${snapshotSchema}."${name}"`).run();
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}
