import type { Db } from '@daftar/db/client';
import { featureFlags } from '@daftar/db/schema/flags';
import { emptyAllTables, restoreSnapshot, takeSnapshot } from '@daftar/db/reset';
import type { Catalogue } from '../seed/catalogues.ts';
import { serverToday } from '../domain/clock/server-clock.ts';
import { seedAll } from '../seed/seed-all.ts';
import type { LabHooks } from './control-routes.ts';

/**
 * The server's real hooks: reseeding writes the same seed `npm start` writes, translations included. The first reseed
 * of a day seeds and keeps a snapshot of the result; later ones copy the snapshot back (milliseconds, not seconds).
 * `seededOn`, the day a database nothing has written to since was seeded (MOCK_SEEDED_ON), lets the snapshot be taken
 * of it at once when that day is today: seeding again on the first reset cost each e2e stack some 45 s of CPU.
 */
export function serverLabHooks(db: Db, catalogue: Catalogue, seededOn?: string): LabHooks {
  let snapshotDay: string | undefined;
  if (seededOn !== undefined && seededOn === serverToday()) {
    takeSnapshot(db);
    snapshotDay = seededOn;
  }
  return {
    reseed() {
      // The seed's records run up to the server's today, so a snapshot taken on another day is seeded afresh.
      const today = serverToday();
      if (snapshotDay === today) {
        restoreSnapshot(db);
        return;
      }
      emptyAllTables(db);
      seedAll(db, catalogue, today);
      takeSnapshot(db);
      snapshotDay = today;
    },
    setFlag(name, enabled, variant) {
      const variantColumns =
        variant === undefined
          ? {}
          : {
              variantName: variant?.name ?? null,
              variantPayloadType: variant?.payload?.type ?? null,
              variantPayloadValue: variant?.payload?.value ?? null,
            };
      db.insert(featureFlags)
        .values({ name, enabled, ...variantColumns })
        .onConflictDoUpdate({ target: featureFlags.name, set: { enabled, ...variantColumns } })
        .run();
    },
  };
}
