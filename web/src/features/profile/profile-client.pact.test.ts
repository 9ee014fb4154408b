import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactDeviceInfo } from '../../lib/api/testing/device-info.ts';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
import { fetchCompany, fetchDevices, signOutDevice } from './profile-client.ts';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };
const isoDate = regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '2025-03-21T08:30:00.000Z');

const company = (name: string, invitationCode: unknown) => ({
  id: integer(1),
  name: string(name),
  nationalId: like(null),
  economicCode: like(null),
  phone: like(null),
  address: like(null),
  invitationCode,
  createdAt: isoDate,
});

describe('companies', () => {
  it('reads a company the user belongs to', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the signed-in user owns a company', { companyId: 1 })
      .uponReceiving('a request for a company of the user')
      .withRequest('GET', '/api/v1/companies/1', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: company('بازرگانی آرمان', string('ARMAN-2024')) }),
      )
      .executeTest(async (server) => {
        expect((await fetchCompany(clientFor(server.url, signedIn), 1)).id).toBe(1);
      });
  });

  it('answers 403 for a company the user does not belong to', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a company the signed-in user is not a member of', { companyId: 2 })
      .uponReceiving('a request for a company of someone else')
      .withRequest('GET', '/api/v1/companies/2', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(403, (b) => b.jsonBody({ success: false, message: 'NOT_A_COMPANY_MEMBER' }))
      .executeTest(async (server) => {
        await expect(fetchCompany(clientFor(server.url, signedIn), 2)).rejects.toMatchObject({ status: 403 });
      });
  });
});

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
