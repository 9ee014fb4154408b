import { afterEach, describe, expect, it } from 'vitest';
import { emptyAllTables, userTables } from './reset.ts';
import { seedDb } from './seed/run.ts';
import { createTempDb, type TempDb } from './testing/temp-db.ts';

function rowCount(temp: TempDb, table: string): number {
  const row = temp.db.$client.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
  return row.n;
}

describe('emptyAllTables', () => {
  let temp: TempDb | undefined;
  afterEach(() => temp?.dispose());

  it('empties every seeded table and keeps the schema and the migration journal', () => {
    temp = createTempDb();
    seedDb(temp.db);
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
    temp = createTempDb();
    seedDb(temp.db);
    const before = rowCount(temp, 'stakeholders');
    emptyAllTables(temp.db);
    seedDb(temp.db);
    expect(rowCount(temp, 'stakeholders')).toBe(before);
  });
});
