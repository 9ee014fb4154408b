import type { Db } from '@daftar/db/client';
import { perDb } from '../http/per-db.ts';

const stampStatement = perDb((db) =>
  db.$client.prepare<[], { changes: number; version: number }>(
    'select total_changes() as changes, data_version as version from pragma_data_version',
  ),
);

/**
 * A value that changes whenever the database may have: `total_changes()` counts this connection's writes and
 * `data_version` moves when another connection commits. One prepared read, so an answer built from tables that
 * rarely change can be kept while the stamp holds, whoever wrote (a save, a seed, the fault lab's reset, a test).
 */
export function dataStamp(db: Db): string {
  const stamp = stampStatement(db).get();
  return `${stamp?.version}:${stamp?.changes}`;
}
