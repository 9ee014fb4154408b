import type { Db } from '../client.ts';
import { seedAppSettings } from './app-settings.ts';

/** Idempotent: running it twice leaves the same rows. Each area's seeder runs inside one transaction. */
export function seedDb(db: Db): void {
  db.transaction((tx) => {
    seedAppSettings(tx);
  });
}
