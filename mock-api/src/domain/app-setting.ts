import { eq } from 'drizzle-orm';
import type { AppSetting } from '@daftar/contracts/endpoints/app-setting';
import type { Db } from '@daftar/db/client';
import { appSettings } from '@daftar/db/schema/app-settings';
import { HttpError } from '../http/http-error.ts';
import { perDb } from '../http/per-db.ts';

/** Read on every start of the SPA, so prepared once. */
const settingsRow = perDb((db) => db.select().from(appSettings).where(eq(appSettings.id, 1)).prepare());

/** The one settings row; a database seeded without it cannot serve the SPA's start-up (503). */
export function getAppSetting(db: Db): AppSetting {
  const row = settingsRow(db).get();
  if (!row) throw new HttpError(503, 'APP_SETTING_MISSING');
  const { id: _id, ...setting } = row;
  return setting;
}
