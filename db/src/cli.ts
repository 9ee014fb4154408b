import { rmSync } from 'node:fs';
import { databaseFileFrom, openDb } from './client.ts';
import { migrateDb } from './migrate.ts';
import { seedDb } from './seed/run.ts';

const reset = process.argv.includes('--reset');
const file = databaseFileFrom(process.env.DATABASE_URL);
if (reset && file !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  console.log(`db: removed ${file}`);
}
const db = openDb(file);
migrateDb(db);
seedDb(db);
db.$client.close();
console.log(`db: migrated and seeded ${file}`);
