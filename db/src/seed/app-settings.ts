import { appSettings } from '../schema/app-settings.ts';
import type { Queryable } from '../client.ts';

export const seededAppSettings = {
  id: 1,
  appVersion: 'v2.0.0',
  forceUpdate: false,
  dashboardStructureTimeStamp: 0,
  translationVersion: 1,
  webAppVersion: 'v2.0.107',
} as const;

/** Inserts the settings row once; a later seed leaves values changed by QA or admins alone. */
export function seedAppSettings(db: Queryable): void {
  db.insert(appSettings).values(seededAppSettings).onConflictDoNothing().run();
}
