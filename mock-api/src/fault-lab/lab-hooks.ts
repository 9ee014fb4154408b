import type { Db } from '@daftar/db/client';
import { featureFlags } from '@daftar/db/schema/flags';
import { emptyAllTables } from '@daftar/db/reset';
import type { Catalogue } from '../seed/catalogues.ts';
import { seedAll } from '../seed/seed-all.ts';
import type { LabHooks } from './control-routes.ts';

/** The server's real hooks: reseeding writes the same seed `npm start` writes, translations included. */
export function serverLabHooks(db: Db, catalogue: Catalogue): LabHooks {
  return {
    reseed() {
      emptyAllTables(db);
      seedAll(db, catalogue);
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
