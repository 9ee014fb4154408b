import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { installActivityTriggers } from './activities/activity-triggers.ts';
import type { Db } from './client.ts';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Refuses a database an older checkout migrated part of the way. The migrations up to 0037 were folded into one
 * baseline bearing 0037's `when`, and drizzle runs every migration later than the newest one a database has run: a
 * database that ran all of them skips the baseline, but one that stopped earlier would get the baseline's tables
 * created on top of its own. Nothing is written, not even drizzle's journal table.
 */
function assertNotPartMigrated(db: Db, baselineWhen: number): void {
  const journal = db.$client
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!journal) return;
  const { newest } = db.$client.prepare('select max(created_at) as newest from __drizzle_migrations').get() as {
    newest: number | null;
  };
  if (newest === null || Number(newest) >= baselineWhen) return;
  throw new Error(
    `The database ${db.$client.name} was migrated by an older checkout, up to a migration of ` +
      `${new Date(Number(newest)).toISOString()}; the migrations up to 0037 are now one baseline, which cannot run ` +
      'on top of it. Recreate it with `npm run db:reset` (its rows are replaced by the seed).',
  );
}

/**
 * Applies the committed drizzle-kit migrations (already-applied ones are skipped), then rebuilds the company
 * activity triggers over the tables as they now are.
 */
export function migrateDb(db: Db): void {
  const [baseline] = readMigrationFiles({ migrationsFolder });
  if (baseline) assertNotPartMigrated(db, baseline.folderMillis);
  migrate(db, { migrationsFolder });
  installActivityTriggers(db.$client);
}
