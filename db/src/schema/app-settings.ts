import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The single row (id 1) behind GET /api/v1/app-setting/app-version (SPEC §3) and the web-app version check. */
export const appSettings = sqliteTable('app_settings', {
  id: integer('id').primaryKey(),
  appVersion: text('app_version').notNull().default(''),
  forceUpdate: integer('force_update', { mode: 'boolean' }).notNull().default(false),
  dashboardStructureTimeStamp: integer('dashboard_structure_time_stamp').notNull().default(0),
  translationVersion: integer('translation_version').notNull().default(0),
  webAppVersion: text('web_app_version').notNull().default('v2.0.107'),
});

export type AppSettingsRow = typeof appSettings.$inferSelect;
