import type { DeviceInfo } from '../schemas/device-info.ts';

/** A desktop browser's device info (SPEC §3), as the SPA sends it on sign-in: what every side's tests send. */
export const desktopDeviceInfo: DeviceInfo = {
  deviceId: 'device-0123456789abcdef',
  appVersion: 'v2.0.0',
  deviceBrand: 'Chrome',
  deviceLocale: 'fa-IR',
  deviceTimezone: 'Asia/Tehran',
  deviceType: 'DESKTOP',
  deviceModel: null,
  operatingSystemVersion: 'Linux x86_64',
  deviceName: 'v2.0.0 Mozilla/5.0 (X11; Linux x86_64)',
  osName: 'WEB',
  deviceManufacturer: null,
  isDevice: false,
  pushNotificationToken: null,
  deviceYearClass: null,
};
