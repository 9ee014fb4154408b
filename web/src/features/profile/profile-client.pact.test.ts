import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactDeviceInfo } from '../../lib/api/testing/device-info.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { fetchDevices, signOutDevice } from './profile-client.ts';
import { isoDateTimeLike } from '../../lib/api/testing/matchers.ts';

const { boolean } = MatchersV3;

const isoDate = isoDateTimeLike('2025-03-21T08:30:00.000Z');

describe('devices', () => {
  it("lists the user's devices", async () => {
    await signedInPact('the signed-in user has another device', { deviceId: 'pact-phone-0002' })
      .uponReceiving('a request for the devices')
      .request('GET /api/v1/users/devices')
      .answersList(200, {
        ...pactDeviceInfo,
        createdAt: isoDate,
        lastSeenAt: isoDate,
        current: boolean(true),
        active: boolean(true),
      })
      .test(async (client) => {
        const devices = await fetchDevices(client);
        expect(devices[0]?.deviceId).toBeTruthy();
      });
  });

  it('signs a device out', async () => {
    await signedInPact('the signed-in user has another device', { deviceId: 'pact-phone-0002' })
      .uponReceiving('a request to sign a device out')
      .request('DELETE /api/v1/users/devices/pact-phone-0002')
      .answersDone((client) => signOutDevice(client, 'pact-phone-0002'));
  });
});
