import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import { readItem, writeItem } from '../storage/local-store.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import { browserTraits, hashTraits } from './browser-traits.ts';

/** SPEC §9: the device app version, locale and time zone are constants, not the browser's. */
const deviceAppVersion = 'v2.0.0';

function browserName(ua: string): string {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/Chrome\/|Chromium\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}

function deviceType(ua: string): DeviceInfo['deviceType'] {
  if (/iPad|Tablet|PlayBook|Silk/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'TABLET';
  if (/Mobi|iPhone|iPod|Android/i.test(ua)) return 'MOBILE';
  return 'DESKTOP';
}

function osName(ua: string): DeviceInfo['osName'] {
  if (/iPhone|iPad|iPod/i.test(ua)) return 'IOS';
  if (/Android/i.test(ua)) return 'ANDROID';
  return 'WEB';
}

function osVersion(ua: string): string {
  const found =
    ua.match(/Android [\d.]+/)?.[0] ??
    ua.match(/(?:iPhone )?OS [\d_]+/)?.[0]?.replaceAll('_', '.') ??
    ua.match(/Windows NT [\d.]+|Mac OS X [\d_.]+|Linux [\w_]+|CrOS [\w.\s]+/)?.[0]?.replaceAll('_', '.') ??
    'unknown';
  return found.slice(0, 64);
}

/** The client's description of itself (SPEC §3), built from the browser. */
export function describeDevice(deviceId: string, ua: string = navigator.userAgent): DeviceInfo {
  const type = deviceType(ua);
  return {
    deviceId,
    appVersion: deviceAppVersion,
    deviceBrand: browserName(ua),
    deviceLocale: 'fa-IR',
    deviceTimezone: 'Asia/Tehran',
    deviceType: type,
    deviceModel: null,
    operatingSystemVersion: osVersion(ua),
    deviceName: `${deviceAppVersion} ${ua}`.slice(0, 512),
    osName: osName(ua),
    deviceManufacturer: null,
    isDevice: type !== 'DESKTOP',
    pushNotificationToken: null,
    deviceYearClass: null,
  };
}

function storedDeviceId(): string | null {
  try {
    // Only describeDevice writes it; its id is what is reused (checked by hand: no zod before the first paint).
    const stored: unknown = JSON.parse(readItem(storageKeys.deviceInfo) ?? 'null');
    const id = (stored as { deviceId?: unknown } | null)?.deviceId;
    return typeof id === 'string' && id.length >= 8 && id.length <= 128 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The device info sent at sign-in and the deviceId sent with every refresh. The id is the hash of the browser's
 * traits; once stored it is reused, so a zoom or a moved window never turns one browser into a new device.
 */
export function deviceInfo(): DeviceInfo {
  const info = describeDevice(storedDeviceId() ?? hashTraits(browserTraits()));
  writeItem(storageKeys.deviceInfo, JSON.stringify(info));
  return info;
}
