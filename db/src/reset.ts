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

/**
 * Roll-ups written only by triggers on another table (the last block of the baseline migration): the invoice list's
 * totals, the stakeholder and item lists' counts.
 */
const triggerKeptTables: ReadonlySet<string> = new Set([
  'invoice_list_totals',
  'stakeholder_list_counts',
  'item_list_counts',
]);

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
const dirtyRows = 'temp.reset_changed_rows';

/**
 * Per-connection notes for `restoreSnapshot`: the rows written since the snapshot (temp triggers on every table
 * record the table and rowid of each row inserted, updated or deleted; a table without rowids by its name) and the
 * connection's `data_version` then, which moves only when ANOTHER connection commits — writes the triggers cannot
 * see, so the next restore copies every table.
 */
const changeTracking = new WeakMap<Db['$client'], { dataVersion: number }>();

const dataVersion = (sqlite: Db['$client']) => sqlite.pragma('data_version', { simple: true }) as number;

/** Tables keyed by rowid, whose rows a restore can put back one by one (the rest are copied whole). */
function rowidTables(sqlite: Db['$client']): Set<string> {
  const rows = sqlite.prepare("select name from pragma_table_list where schema = 'main' and wr = 0").all();
  return new Set((rows as { name: string }[]).map((row) => row.name));
}

/** A table's stored columns (not generated ones), quoted for a column list. */
function columnsOf(sqlite: Db['$client'], name: string): string {
  const rows = sqlite.prepare('select name from pragma_table_xinfo(?) where hidden = 0 order by cid').all(name);
  return (rows as { name: string }[]).map((row) => `"${row.name}"`).join(', ');
}

// Not `insert or ignore`: an upsert's own conflict handling overrides a trigger's, so the second write of a table by
// an upsert (the company settings' save) failed on the note's primary key.
const noteTable = (name: string) =>
  `insert into ${dirtyTable} select '${name}' where not exists (select 1 from ${dirtyTable} where name = '${name}');`;
const noteRow = (name: string, row: 'new' | 'old') =>
  `insert into ${dirtyRows} select '${name}', ${row}.rowid ` +
  `where not exists (select 1 from ${dirtyRows} where name = '${name}' and row = ${row}.rowid);`;

function trackChanges(sqlite: Db['$client'], tables: string[]): void {
  sqlite.exec(`create temp table if not exists reset_changed_tables (name text primary key) without rowid`);
  sqlite.exec(
    'create temp table if not exists reset_changed_rows (name text not null, row integer not null, ' +
      'primary key (name, row)) without rowid',
  );
  const byRow = rowidTables(sqlite);
  for (const name of tables) {
    const notes: Record<string, string> = byRow.has(name)
      ? {
          insert: noteRow(name, 'new'),
          update: noteRow(name, 'old') + noteRow(name, 'new'),
          delete: noteRow(name, 'old'),
        }
      : { insert: noteTable(name), update: noteTable(name), delete: noteTable(name) };
    for (const [event, body] of Object.entries(notes)) {
      sqlite.exec(`drop trigger if exists temp."reset_changed_${name}_${event}"`);
      sqlite.exec(
        `create temp trigger "reset_changed_${name}_${event}" after ${event} on main."${name}" begin ${body} end`,
      );
    }
  }
  sqlite.exec(`delete from ${dirtyTable}`);
  sqlite.exec(`delete from ${dirtyRows}`);
  changeTracking.set(sqlite, { dataVersion: dataVersion(sqlite) });
}

/**
 * Keeps a copy of every table's rows, with their rowids, in an in-memory schema attached to this connection
 * (replacing an earlier copy), so `restoreSnapshot` can put a freshly seeded database back by copying rows in SQLite
 * instead of seeding again in JavaScript (the whole seed is some 67,000 rows built through the domain's rules:
 * seconds, where a copy is milliseconds; the fault lab resets before every end-to-end test). From here on the
 * connection notes which rows are written, so a restore copies back only those.
 */
export function takeSnapshot(db: Db): void {
  const sqlite = db.$client;
  const attached = (sqlite.prepare('select name from pragma_database_list').all() as { name: string }[]).some(
    (row) => row.name === snapshotSchema,
  );
  if (!attached) sqlite.exec(`attach database ':memory:' as ${snapshotSchema}`);
  const tables = userTables(db);
  const byRow = rowidTables(sqlite);
  sqlite.transaction(() => {
    for (const name of tables) {
      const columns = columnsOf(sqlite, name);
      sqlite.exec(`drop table if exists ${snapshotSchema}."${name}"`);
      sqlite.exec(`create table ${snapshotSchema}."${name}" as select ${columns} from main."${name}" where 0`);
      // The copy keeps each row's rowid (its own rowid, so a row is found by it without an index).
      const rowid = byRow.has(name) ? ['rowid, ', 'rowid, '] : ['', ''];
      sqlite.exec(
        `insert into ${snapshotSchema}."${name}" (${rowid[0]}${columns}) select ${rowid[1]}${columns} from main."${name}"`,
      );
    }
  })();
  trackChanges(sqlite, tables);
}

/**
 * What to copy back: the rows (by table) and the whole tables written through this connection since, or every table
 * whole when another connection wrote.
 */
function changesToRestore(sqlite: Db['$client'], tables: string[]): { whole: string[]; byRow: string[] } {
  const tracking = changeTracking.get(sqlite);
  if (!tracking || tracking.dataVersion !== dataVersion(sqlite)) return { whole: tables, byRow: [] };
  const names = (query: string) => new Set((sqlite.prepare(query).all() as { name: string }[]).map((row) => row.name));
  const whole = names(`select name from ${dirtyTable}`);
  const byRow = names(`select distinct name from ${dirtyRows}`);
  return { whole: tables.filter((table) => whole.has(table)), byRow: tables.filter((table) => byRow.has(table)) };
}

/**
 * Puts back every row written since the snapshot, in one transaction, with the same ids: the rows written are
 * deleted and the snapshot's rows of those rowids copied back (a test writes a few rows of a handful of tables, so
 * this copies tens, whatever the seed's size; the tables' own triggers — search indexes, roll-ups — see only those
 * rows). A table without rowids, and every table after another connection's write, is copied whole. A table made
 * after the snapshot is left empty. Autoincrement counters only grow (a row copied back never lowers one), so, as
 * after `emptyAllTables`, nothing created before the restore is named by a row created after it. Answers the tables
 * it copied back.
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
  const { whole, byRow } = changesToRestore(sqlite, tables);
  const rowids = rowidTables(sqlite);
  const written = (name: string) => `rowid in (select row from ${dirtyRows} where name = '${name}')`;
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      // The notes are read inside the statements, and the restore's own writes add only rows already noted.
      for (const name of whole) sqlite.prepare(`delete from main."${name}"`).run();
      for (const name of byRow) sqlite.prepare(`delete from main."${name}" where ${written(name)}`).run();
      for (const name of whole.filter((table) => kept.has(table))) {
        const columns = columnsOf(sqlite, name);
        const rowid = rowids.has(name) ? 'rowid, ' : '';
        sqlite
          .prepare(
            `insert into main."${name}" (${rowid}${columns}) select ${rowid}${columns} from ${snapshotSchema}."${name}"`,
          )
          .run();
      }
      for (const name of byRow.filter((table) => kept.has(table))) {
        const columns = columnsOf(sqlite, name);
        sqlite
          .prepare(
            `insert into main."${name}" (rowid, ${columns}) select rowid, ${columns} from ${snapshotSchema}."${name}" ` +
              `where ${written(name)}`,
          )
          .run();
      }
      if (changeTracking.has(sqlite)) {
        sqlite.exec(`delete from ${dirtyTable}`);
        sqlite.exec(`delete from ${dirtyRows}`);
      }
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
  if (changeTracking.has(sqlite)) changeTracking.set(sqlite, { dataVersion: dataVersion(sqlite) });
  return [...new Set([...whole, ...byRow])].sort();
}
