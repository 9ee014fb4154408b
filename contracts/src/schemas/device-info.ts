import { z } from 'zod';

/** The client's description of itself (SPEC §3), sent at sign-in and kept per user and deviceId. */
export const deviceInfoSchema = z.object({
  deviceId: z.string().min(8).max(128),
  appVersion: z.string().max(32),
  deviceBrand: z.string().max(64),
  deviceLocale: z.string().max(16),
  deviceTimezone: z.string().max(64),
  deviceType: z.enum(['MOBILE', 'TABLET', 'DESKTOP']),
  deviceModel: z.string().max(64).nullable(),
  operatingSystemVersion: z.string().max(64),
  deviceName: z.string().max(512),
  osName: z.enum(['IOS', 'ANDROID', 'WEB']),
  deviceManufacturer: z.string().max(64).nullable(),
  isDevice: z.boolean(),
  pushNotificationToken: z.string().max(512).nullable(),
  deviceYearClass: z.number().int().nullable(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
