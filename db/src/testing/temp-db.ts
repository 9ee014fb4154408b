import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDb } from '../client.ts';
import { migrateDb } from '../migrate.ts';

export interface TempDb {
  db: Db;
  file: string;
  dispose(): void;
}

let template: string | undefined;

/**
 * A database file with every migration applied, made once per test process: copying it is a millisecond, where
 * running the migrations (and rebuilding the activity triggers) for each of the suite's hundreds of fresh databases
 * took 100–600 ms each.
 */
function migratedTemplate(): string {
  if (template) return template;
  const dir = mkdtempSync(join(tmpdir(), 'daftar-template-'));
  const file = join(dir, 'template.sqlite');
  const db = openDb(file);
  migrateDb(db);
  // Closing the only connection checkpoints the write-ahead log into the file, so the file alone is the database.
  db.$client.close();
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  template = file;
  return file;
}

/**
 * A fresh SQLite file with the committed migrations applied and no rows (tests build their own), or a copy of
 * `template`, a database file made earlier in the run (the seeded ones: seed-templates.ts).
 */
export function createTempDb(template?: string): TempDb {
  const dir = mkdtempSync(join(tmpdir(), 'daftar-test-'));
  const file = join(dir, 'test.sqlite');
  copyFileSync(template ?? migratedTemplate(), file);
  const db = openDb(file);
  return {
    db,
    file,
    dispose() {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
