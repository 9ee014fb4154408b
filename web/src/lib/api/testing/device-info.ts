import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';

/** A desktop browser's device info (SPEC §3), for contract tests. */
export const pactDeviceInfo: DeviceInfo = {
  deviceId: 'pact-device-0001',
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
