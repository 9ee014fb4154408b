import { rmSync } from 'node:fs';
import { databaseFileFrom, openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { translationCatalogue } from '../seed/catalogues.ts';
import { seedAll } from '../seed/seed-all.ts';

/**
 * `node mock-api/src/cli/db-setup.ts [--reset]`: migrates and seeds the database `npm start` and the e2e harness
 * use, translations included (contracts' error texts and the SPA's screen texts, see seed/catalogues.ts). `--reset`
 * starts from an empty file.
 */
const reset = process.argv.includes('--reset');
const file = databaseFileFrom(process.env.DATABASE_URL);
if (reset && file !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  console.log(`db: removed ${file}`);
}
const catalogue = translationCatalogue();
const db = openDb(file);
try {
  migrateDb(db);
  const { translationsAdded } = seedAll(db, catalogue);
  console.log(
    `db: migrated and seeded ${file} (${Object.keys(catalogue).length} translation keys, ${translationsAdded} texts added)`,
  );
} finally {
  db.$client.close();
}
