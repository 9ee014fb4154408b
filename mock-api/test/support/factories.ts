import { appSettings } from '@daftar/db/schema/app-settings';
import type { Db } from '@daftar/db/client';

export function insertAppSettings(db: Db, overrides: Partial<typeof appSettings.$inferInsert> = {}) {
  return db
    .insert(appSettings)
    .values({ id: 1, appVersion: 'v2.0.0', translationVersion: 1, webAppVersion: 'v2.0.107', ...overrides })
    .returning()
    .get();
}
