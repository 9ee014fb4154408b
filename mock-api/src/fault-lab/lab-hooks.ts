import type { Db } from '@daftar/db/client';
import { seedDb } from '@daftar/db/seed';
import { truncateAll } from '@daftar/db/testing/temp-db';
import type { LabHooks } from './control-routes.ts';
import { HttpError } from '../http/http-error.ts';

/** The server's real hooks: reseeding writes the same seed `npm start` writes. */
export function serverLabHooks(db: Db): LabHooks {
  return {
    reseed() {
      truncateAll(db);
      seedDb(db);
    },
    setFlag() {
      throw new HttpError(501, 'FLAGS_NOT_AVAILABLE');
    },
  };
}
