import { deviceInfoSchema } from '@daftar/contracts/schemas/device-info';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserTraits, hashTraits } from './browser-traits.ts';
import { describeDevice, deviceInfo } from './device-info.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const chromeLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('device info (SPEC §3)', () => {
  beforeEach(() => localStorage.clear());

  it('hashes 20 browser traits into the deviceId', () => {
    expect(browserTraits()).toHaveLength(20);
    expect(hashTraits(browserTraits())).toBe(hashTraits(browserTraits()));
    expect(hashTraits(['a'])).not.toBe(hashTraits(['b']));
  });

  it('is stable across reloads: the stored deviceId is reused even when a trait changes', () => {
    const first = deviceInfo();
    expect(JSON.parse(localStorage.getItem('deviceInfo') ?? '{}').deviceId).toBe(first.deviceId);
    Object.defineProperty(screen, 'availWidth', { value: 1, configurable: true });
    expect(deviceInfo().deviceId).toBe(first.deviceId);
  });

  it('fills the constants and the browser-derived fields', () => {
    const desktop = describeDevice('abcdef0123456789', chromeLinux);
    expect(deviceInfoSchema.parse(desktop)).toEqual(desktop);
    expect(desktop).toMatchObject({
      appVersion: 'v2.0.0',
      deviceBrand: 'Chrome',
      deviceLocale: 'fa-IR',
      deviceTimezone: 'Asia/Tehran',
      deviceType: 'DESKTOP',
      osName: 'WEB',
      isDevice: false,
      deviceModel: null,
      deviceManufacturer: null,
      pushNotificationToken: null,
      deviceYearClass: null,
      deviceName: `v2.0.0 ${chromeLinux}`,
    });
    expect(describeDevice('abcdef0123456789', iphone)).toMatchObject({
      deviceType: 'MOBILE',
      osName: 'IOS',
      isDevice: true,
      deviceBrand: 'Safari',
      operatingSystemVersion: 'iPhone OS 17.2',
    });
  });
});
