import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDb } from './client.ts';
import { migrateDb } from './migrate.ts';

/** The `when` of the last migration the baseline folds (0037), which the baseline bears too. */
const lastFoldedWhen = 1795702300000;

const tableNames = (db: Db) =>
  (db.$client.prepare("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[])
    .map((row) => row.name)
    .filter((name) => !name.startsWith('sqlite_'));

/** Notes in drizzle's journal that an older checkout ran a migration of `when`. */
function journalRun(db: Db, when: number): void {
  db.$client.exec(
    'create table if not exists __drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)',
  );
  db.$client.prepare("insert into __drizzle_migrations (hash, created_at) values ('older checkout', ?)").run(when);
}

const journal = (db: Db) => db.$client.prepare('select hash, created_at from __drizzle_migrations').all();

describe('migrateDb', () => {
  let db: Db | undefined;
  afterEach(() => db?.$client.close());

  it('runs the baseline on a new database', () => {
    db = openDb(':memory:');
    migrateDb(db);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['companies', 'invoices', 'stakeholders_search']));
    expect(journal(db)).toEqual([{ hash: expect.any(String), created_at: lastFoldedWhen }]);
  });

  it('skips the baseline on a database that ran every migration it folds', () => {
    db = openDb(':memory:');
    migrateDb(db);
    // The schema those migrations made is the baseline's; only the journal says which ran.
    db.$client.exec('delete from __drizzle_migrations');
    journalRun(db, lastFoldedWhen);
    const tables = tableNames(db);
    migrateDb(db);
    expect(tableNames(db)).toEqual(tables);
    expect(journal(db)).toEqual([{ hash: 'older checkout', created_at: lastFoldedWhen }]);
  });

  it('refuses a database an older checkout migrated part of the way, naming the fix, and leaves its file as it was', () => {
    const dir = mkdtempSync(join(tmpdir(), 'daftar-migrate-'));
    const file = join(dir, 'older.sqlite');
    try {
      const older = openDb(file);
      journalRun(older, lastFoldedWhen - 200000);
      older.$client.exec('create table users (id integer primary key)');
      older.$client.close();
      const before = readFileSync(file);

      db = openDb(file);
      expect(() => migrateDb(db as Db)).toThrow(/older checkout.*npm run db:reset/s);
      expect(journal(db)).toEqual([{ hash: 'older checkout', created_at: lastFoldedWhen - 200000 }]);
      db.$client.close();
      db = undefined;
      expect(readFileSync(file).equals(before)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
