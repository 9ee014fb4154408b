import type { Db } from '@daftar/db/client';

/** Per-request context shared by middleware and handlers. */
export interface AppEnv {
  Variables: {
    db: Db;
    checkResponses: boolean;
  };
}
