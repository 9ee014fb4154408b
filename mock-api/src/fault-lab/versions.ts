import { eq } from 'drizzle-orm';
import { appSettings } from '@daftar/db/schema/app-settings';
import type { Db } from '@daftar/db/client';

export function readVersions(db: Db): { webAppVersion: string; translationVersion: number } {
  const row = db
    .select({ webAppVersion: appSettings.webAppVersion, translationVersion: appSettings.translationVersion })
    .from(appSettings)
    .where(eq(appSettings.id, 1))
    .get();
  return row ?? { webAppVersion: 'v2.0.107', translationVersion: 0 };
}

export function writeVersions(db: Db, values: { webAppVersion?: string; translationVersion?: number }): void {
  db.update(appSettings).set(values).where(eq(appSettings.id, 1)).run();
}
