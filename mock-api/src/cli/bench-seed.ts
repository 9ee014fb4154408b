import { databaseFileFrom, openDb } from '@daftar/db/client';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { insertStakeholderRows, stakeholderSeedRows } from '@daftar/db/seed/stakeholders';

/**
 * `pnpm bench`'s data: tops the seeded «بازرگانی آرمان» up to BENCH_STAKEHOLDERS (100,000) stakeholders with
 * the seed's own generator (the first 200 are the seeded rows, kept), so the list is measured at issue 19's size.
 */
const total = Number(process.env.BENCH_STAKEHOLDERS ?? 100_000);
const db = openDb(databaseFileFrom(process.env.DATABASE_URL));
try {
  const started = performance.now();
  db.transaction((tx) => insertStakeholderRows(tx, stakeholderSeedRows(seededCompanies.arman.id, total)));
  console.log(`bench: ${total} stakeholders in company 1 (${(performance.now() - started).toFixed(0)} ms)`);
} finally {
  db.$client.close();
}
