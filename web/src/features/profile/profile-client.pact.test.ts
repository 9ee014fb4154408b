import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactDeviceInfo } from '../../lib/api/testing/device-info.ts';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
import { fetchDevices, signOutDevice } from './profile-client.ts';

const { boolean, eachLike, regex } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };
const isoDate = regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '2025-03-21T08:30:00.000Z');

describe('devices', () => {
  it("lists the user's devices", async () => {
    await pactFor('main')
      .addInteraction()
      .given('the signed-in user has another device', { deviceId: 'pact-phone-0002' })
      .uponReceiving('a request for the devices')
      .withRequest('GET', '/api/v1/users/devices', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          data: eachLike({
            ...pactDeviceInfo,
            createdAt: isoDate,
            lastSeenAt: isoDate,
            current: boolean(true),
            active: boolean(true),
          }),
        }),
      )
      .executeTest(async (server) => {
        const devices = await fetchDevices(clientFor(server.url, signedIn));
        expect(devices[0]?.deviceId).toBeTruthy();
      });
  });

  it('signs a device out', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the signed-in user has another device', { deviceId: 'pact-phone-0002' })
      .uponReceiving('a request to sign a device out')
      .withRequest('DELETE', '/api/v1/users/devices/pact-phone-0002', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await signOutDevice(clientFor(server.url, signedIn), 'pact-phone-0002');
      });
  });
});
