import type { Db } from './client.ts';

/**
 * Every table the migrations made, read from SQLite's own catalogue rather than listed by hand, so a new area's
 * tables are emptied without anyone remembering to add them. Drizzle's migration journal is kept: the schema stays.
 * The lists' search indexes (FTS5 virtual tables and their shadow tables) and the tables only triggers write
 * (`triggerKeptTables`) are not copied: their tables' triggers keep them in step as rows are deleted and copied back
 * (copying them too would count those rows twice).
 */
export function userTables(db: Db): string[] {
  const rows = db.$client
    .prepare(
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
    )
    .all() as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !triggerKeptTables.has(name));
}

/** Roll-ups written only by triggers on another table (migration 0026: the invoice list's totals). */
const triggerKeptTables: ReadonlySet<string> = new Set(['invoice_list_totals']);

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
const dirtyTable = 'temp.reset_changed_tables';

/**
 * Per-connection notes for `restoreSnapshot`: the tables written since the snapshot (temp triggers on every table
 * record their names) and the connection's `data_version` then, which moves only when ANOTHER connection commits —
 * writes the triggers cannot see, so the next restore copies every table.
 */
const changeTracking = new WeakMap<Db['$client'], { dataVersion: number }>();

const dataVersion = (sqlite: Db['$client']) => sqlite.pragma('data_version', { simple: true }) as number;

function trackChanges(sqlite: Db['$client'], tables: string[]): void {
  sqlite.exec(`create temp table if not exists reset_changed_tables (name text primary key) without rowid`);
  for (const name of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      sqlite.exec(
        `create temp trigger if not exists "reset_changed_${name}_${event}" after ${event} on main."${name}" ` +
          // Not `insert or ignore`: an upsert's own conflict handling overrides a trigger's, so the second write
          // of a table by an upsert (the company settings' save) failed on the name's primary key.
          `begin insert into ${dirtyTable} select '${name}' ` +
          `where not exists (select 1 from ${dirtyTable} where name = '${name}'); end`,
      );
    }
  }
  sqlite.exec(`delete from ${dirtyTable}`);
  changeTracking.set(sqlite, { dataVersion: dataVersion(sqlite) });
}

/**
 * Keeps a copy of every table's rows in an in-memory schema attached to this connection (replacing an earlier copy),
 * so `restoreSnapshot` can put a freshly seeded database back by copying rows in SQLite instead of seeding again in
 * JavaScript (the whole seed is some 20,000 rows built through the domain's rules: seconds, where a copy is
 * milliseconds; the fault lab resets before every end-to-end test). From here on the connection notes which tables
 * are written, so a restore copies back only those.
 */
export function takeSnapshot(db: Db): void {
  const sqlite = db.$client;
  const attached = (sqlite.prepare('select name from pragma_database_list').all() as { name: string }[]).some(
    (row) => row.name === snapshotSchema,
  );
  if (!attached) sqlite.exec(`attach database ':memory:' as ${snapshotSchema}`);
  const tables = userTables(db);
  sqlite.transaction(() => {
    for (const name of tables) {
      sqlite.exec(`drop table if exists ${snapshotSchema}."${name}"`);
      sqlite.exec(`create table ${snapshotSchema}."${name}" as select * from main."${name}"`);
    }
  })();
  trackChanges(sqlite, tables);
}

/** The tables to copy back: those written through this connection since, or all when another connection wrote. */
function tablesToRestore(sqlite: Db['$client'], tables: string[]): string[] {
  const tracking = changeTracking.get(sqlite);
  if (!tracking || tracking.dataVersion !== dataVersion(sqlite)) return tables;
  const changed = new Set(
    (sqlite.prepare(`select name from ${dirtyTable}`).all() as { name: string }[]).map((row) => row.name),
  );
  return tables.filter((table) => changed.has(table));
}

/**
 * Empties every table written since the snapshot and copies the snapshot's rows back, in one transaction, with the
 * same ids (a seeded database has ~20,000 rows; a test writes to a handful of its tables, so this copies hundreds).
 * A table made after the snapshot is left empty. Autoincrement counters only grow (a row copied back never lowers
 * one), so, as after `emptyAllTables`, nothing created before the restore is named by a row created after it.
 * Answers the tables it copied back.
 */
export function restoreSnapshot(db: Db): string[] {
  const sqlite = db.$client;
  const kept = new Set(
    (
      sqlite.prepare(`select name from ${snapshotSchema}.sqlite_master where type = 'table'`).all() as {
        name: string;
      }[]
    ).map((row) => row.name),
  );
  const tables = userTables(db);
  const restored = tablesToRestore(sqlite, tables);
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      for (const name of restored) sqlite.prepare(`delete from main."${name}"`).run();
      for (const name of restored.filter((table) => kept.has(table)))
        sqlite.prepare(`insert into main."${name}" select * from ${snapshotSchema}."${name}"`).run();
      if (changeTracking.has(sqlite)) sqlite.exec(`delete from ${dirtyTable}`);
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
  if (changeTracking.has(sqlite)) changeTracking.set(sqlite, { dataVersion: dataVersion(sqlite) });
  return restored;
}
