import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import { appSettings } from '@daftar/db/schema/app-settings';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';
import { perDb } from '../http/per-db.ts';

/** Read on every start of the SPA, so prepared once. */
const settingsRow = perDb((db) => db.select().from(appSettings).where(eq(appSettings.id, 1)).prepare());

export function appSettingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountEndpoint(app, appSettingEndpoints.get, (c) => {
    const row = settingsRow(c.get('db')).get();
    if (!row) throw new HttpError(503, 'APP_SETTING_MISSING');
    const { id: _id, ...itemInfo } = row;
    return { success: true as const, itemInfo };
  });
  return app;
}
