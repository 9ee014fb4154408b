import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { installActivityTriggers } from './activities/activity-triggers.ts';
import type { Db } from './client.ts';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Applies the committed drizzle-kit migrations (already-applied ones are skipped), then rebuilds the company
 * activity triggers over the tables as they now are.
 */
export function migrateDb(db: Db): void {
  migrate(db, { migrationsFolder });
  installActivityTriggers(db.$client);
}
