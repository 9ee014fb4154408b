import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDb } from '../client.ts';
import { migrateDb } from '../migrate.ts';

export interface TempDb {
  db: Db;
  file: string;
  dispose(): void;
}

/** A fresh SQLite file with the committed migrations applied and no rows: tests build their own. */
export function createTempDb(): TempDb {
  const dir = mkdtempSync(join(tmpdir(), 'daftar-test-'));
  const file = join(dir, 'test.sqlite');
  const db = openDb(file);
  migrateDb(db);
  return {
    db,
    file,
    dispose() {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
