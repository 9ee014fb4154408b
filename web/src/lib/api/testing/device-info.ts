import type { DeviceInfo } from '@daftar/contracts/schemas/device-info';
import { desktopDeviceInfo } from '@daftar/contracts/examples/device-info';

/** A desktop browser's device info (SPEC §3), for contract tests: the shared example under the pacts' device id. */
export const pactDeviceInfo: DeviceInfo = { ...desktopDeviceInfo, deviceId: 'pact-device-0001' };
