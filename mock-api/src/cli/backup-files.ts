import { readFileSync, writeFileSync } from 'node:fs';
import type { RestoredCompany } from '@daftar/contracts/endpoints/company-backup';
import { databaseFileFrom, type Db, openDb } from '@daftar/db/client';
import { exportCompany } from '../domain/backup/export-company.ts';
import { restoreCompany } from '../domain/backup/restore-company.ts';
import { DomainError } from '../domain/errors.ts';

/** The database `npm start` uses (DATABASE_URL, default db/data/daftar.sqlite), opened for one piece of work. */
function withDb<T>(work: (db: Db) => T): T {
  const db = openDb(databaseFileFrom(process.env.DATABASE_URL));
  try {
    return work(db);
  } finally {
    db.$client.close();
  }
}

/** `pnpm mock export`: the company's backup written to `out`; answers how many rows it holds. */
export function exportCompanyFile(companyId: number, out: string): { rows: number; version: number } {
  const file = withDb((db) => exportCompany(db, companyId));
  writeFileSync(out, JSON.stringify(file));
  return { rows: Object.values(file.tables).reduce((sum, table) => sum + table.length, 0), version: file.version };
}

/**
 * `pnpm mock restore`: a new company from the file at `path`, owned by the account with that e-mail (made when new,
 * as a first sign-in would), in one transaction. A file that is not JSON, or not an object, is refused like the
 * API refuses one.
 */
export function restoreCompanyFile(path: string, email: string, withEmployees: boolean): RestoredCompany {
  let backup: unknown;
  try {
    backup = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new DomainError('invalid', 'BACKUP_NOT_JSON');
  }
  if (backup === null || typeof backup !== 'object' || Array.isArray(backup)) {
    throw new DomainError('invalid', 'BACKUP_WRONG_FORMAT');
  }
  const file = backup as Record<string, unknown>;
  return withDb((db) =>
    db.$client.transaction(() => {
      const sqlite = db.$client;
      const known = sqlite.prepare('select id from users where email = ?').get(email) as { id: number } | undefined;
      const ownerId =
        known?.id ?? Number(sqlite.prepare('insert into users (email) values (?)').run(email).lastInsertRowid);
      return restoreCompany(db, ownerId, file, { withEmployees });
    })(),
  );
}
