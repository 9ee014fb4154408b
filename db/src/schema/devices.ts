import { integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { userTable } from './users.ts';
import { now, timestamp } from './columns.ts';

/** The client's description of itself (SPEC §3 device info), one row per user and deviceId. */
export const devices = userTable(
  'devices',
  {
    deviceId: text('device_id').notNull(),
    appVersion: text('app_version').notNull(),
    deviceBrand: text('device_brand').notNull(),
    deviceLocale: text('device_locale').notNull(),
    deviceTimezone: text('device_timezone').notNull(),
    deviceType: text('device_type', { enum: ['MOBILE', 'TABLET', 'DESKTOP'] }).notNull(),
    deviceModel: text('device_model'),
    operatingSystemVersion: text('operating_system_version').notNull(),
    deviceName: text('device_name').notNull(),
    osName: text('os_name', { enum: ['IOS', 'ANDROID', 'WEB'] }).notNull(),
    deviceManufacturer: text('device_manufacturer'),
    isDevice: integer('is_device', { mode: 'boolean' }).notNull(),
    pushNotificationToken: text('push_notification_token'),
    deviceYearClass: integer('device_year_class'),
    createdAt: timestamp('created_at'),
    lastSeenAt: text('last_seen_at').notNull().default(now),
    /** Set when signed out from this or another device; cleared by the next sign-in on it. */
    revokedAt: text('revoked_at'),
  },
  (table) => [uniqueIndex('devices_user_device_idx').on(table.userId, table.deviceId)],
);

export type DeviceRow = typeof devices.$inferSelect;
