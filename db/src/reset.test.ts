import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAllTables, restoreSnapshot, takeSnapshot, userTables } from './reset.ts';
import { seedDb } from './seed/run.ts';
import { createSeededDb } from './testing/seed-templates.ts';
import { createTempDb, type TempDb } from './testing/temp-db.ts';

function rowCount(temp: TempDb, table: string): number {
  const row = temp.db.$client.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
  return row.n;
}

// The seeded cases copy the database unit-node's global setup seeded once (seed-templates.ts); one seeds again.
describe('emptyAllTables', () => {
  let temp: TempDb | undefined;
  afterEach(() => temp?.dispose());

  it('empties every seeded table and keeps the schema and the migration journal', () => {
    temp = createSeededDb('books');
    const seeded = userTables(temp.db).filter((table) => rowCount(temp as TempDb, table) > 0);
    expect(seeded).toEqual(expect.arrayContaining(['users', 'companies', 'stakeholders', 'items']));

    emptyAllTables(temp.db);

    for (const table of userTables(temp.db)) expect({ table, rows: rowCount(temp, table) }).toEqual({ table, rows: 0 });
    expect(rowCount(temp, '__drizzle_migrations')).toBeGreaterThan(0);
    expect(temp.db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('finds a table no list names, as a new area adds them', () => {
    temp = createTempDb();
    temp.db.$client.exec('create table later_area (id integer primary key, note text)');
    temp.db.$client.exec("insert into later_area (note) values ('kept?')");

    emptyAllTables(temp.db);

    expect(rowCount(temp, 'later_area')).toBe(0);
  });

  it('reseeds cleanly on top of an emptied database (the fault lab reset)', () => {
    temp = createSeededDb('books');
    const before = rowCount(temp, 'stakeholders');
    emptyAllTables(temp.db);
    seedDb(temp.db);
    expect(rowCount(temp, 'stakeholders')).toBe(before);
  });
});

describe('takeSnapshot and restoreSnapshot', () => {
  let temp: TempDb | undefined;
  afterEach(() => temp?.dispose());

  const rowsOf = (db: TempDb, table: string) => db.db.$client.prepare(`select * from "${table}" order by 1`).all();

  it('puts every table back as the snapshot had it, same ids, and drops rows added since', () => {
    temp = createSeededDb('books');
    takeSnapshot(temp.db);
    const users = rowsOf(temp, 'users');
    const stakeholders = rowsOf(temp, 'stakeholders');
    temp.db.$client.exec("update stakeholders set search_text = ''");
    temp.db.$client.exec("update users set email = 'changed-' || email");
    temp.db.$client.exec("insert into companies (name) values ('Later')");

    restoreSnapshot(temp.db);

    expect(rowsOf(temp, 'users')).toEqual(users);
    expect(rowsOf(temp, 'stakeholders')).toEqual(stakeholders);
    expect(temp.db.$client.prepare("select count(*) as n from companies where name = 'Later'").get()).toEqual({ n: 0 });
    expect(temp.db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('never lowers an autoincrement counter, so a row made after the restore has a new id', () => {
    temp = createSeededDb('books');
    takeSnapshot(temp.db);
    temp.db.$client.exec("insert into companies (name) values ('Later')");
    const later = temp.db.$client.prepare("select id from companies where name = 'Later'").get() as { id: number };
    restoreSnapshot(temp.db);
    temp.db.$client.exec("insert into companies (name) values ('Again')");
    const again = temp.db.$client.prepare("select id from companies where name = 'Again'").get() as { id: number };
    expect(again.id).toBeGreaterThan(later.id);
  });

  it('copies back only the tables written since the snapshot, whether by insert, update or delete', () => {
    temp = createSeededDb('books');
    takeSnapshot(temp.db);
    const items = rowsOf(temp, 'items');
    temp.db.$client.exec("insert into companies (name) values ('Later')");
    temp.db.$client.exec("update stakeholders set search_text = '' where id = 1");
    temp.db.$client.exec('delete from items');

    expect(restoreSnapshot(temp.db).sort()).toEqual(['companies', 'items', 'stakeholders']);
    expect(rowsOf(temp, 'items')).toEqual(items);
    expect(restoreSnapshot(temp.db)).toEqual([]);
  });

  it('copies back only the rows written, whatever the table holds: a restore writes what the test wrote', () => {
    temp = createSeededDb('books');
    takeSnapshot(temp.db);
    const vouchers = rowsOf(temp, 'vouchers');
    const lines = rowsOf(temp, 'voucher_lines');
    expect(vouchers.length).toBeGreaterThan(100);
    const sqlite = temp.db.$client;
    sqlite.exec("update vouchers set description = 'edited' where id = 3");
    sqlite.exec('delete from voucher_lines where voucher_id = 5');
    sqlite.exec(
      "insert into vouchers (company_id, fiscal_year_id, number, date, description, total) values (1, 1, 9999, '2026-03-21', 'new', 1)",
    );
    const changes = () => (sqlite.prepare('select total_changes() as n').get() as { n: number }).n;
    const before = changes();
    expect(restoreSnapshot(temp.db)).toEqual(['voucher_lines', 'vouchers']);
    // Deleted and copied back (with the search index's and the notes' own writes): the edited voucher, the new one
    // and voucher 5's lines, not the hundreds of rows each table holds.
    expect(changes() - before).toBeLessThan(100);
    expect(rowsOf(temp, 'vouchers')).toEqual(vouchers);
    expect(rowsOf(temp, 'voucher_lines')).toEqual(lines);
  });

  it('notes a table written twice by upserts (their conflict handling overrides the notes trigger’s)', () => {
    temp = createSeededDb('books');
    takeSnapshot(temp.db);
    const upsert =
      "insert into companies (id, name) values (1, 'Again') on conflict (id) do update set name = excluded.name";
    temp.db.$client.exec(upsert);
    temp.db.$client.exec(upsert);
    expect(restoreSnapshot(temp.db)).toEqual(['companies']);
  });

  it("copies back every table after another connection's write, which the change notes cannot see", () => {
    temp = createSeededDb('books');
    takeSnapshot(temp.db);
    const users = rowsOf(temp, 'users');
    const other = new Database(temp.file);
    other.exec("update users set email = 'other-' || email");
    other.close();

    expect(restoreSnapshot(temp.db)).toEqual(userTables(temp.db));
    expect(rowsOf(temp, 'users')).toEqual(users);
    expect(restoreSnapshot(temp.db)).toEqual([]);
  });
});
