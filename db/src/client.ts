import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { registerActivityFunctions } from './activities/activity-actor.ts';

export type Db = BetterSQLite3Database & { $client: Database.Database };
/** A transaction handle; area functions take `Queryable` so they run inside or outside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Default database file when DATABASE_URL is unset: db/data/daftar.sqlite. */
export const defaultDatabaseFile = join(packageRoot, 'data', 'daftar.sqlite');

/** Accepts a plain path, `file:` URL or `:memory:`; relative paths resolve from the current directory. */
export function databaseFileFrom(url: string | undefined): string {
  if (!url) return defaultDatabaseFile;
  if (url === ':memory:') return url;
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  return isAbsolute(path) ? path : join(process.cwd(), path);
}

export function openDb(file: string = defaultDatabaseFile): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Dev server, seed runner and tests may touch the same file; wait rather than fail with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  registerActivityFunctions(sqlite);
  return drizzle({ client: sqlite });
}
