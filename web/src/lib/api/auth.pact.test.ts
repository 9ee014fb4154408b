import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { refreshSession, signOutHere } from './auth.ts';
import { ApiError } from './http-error.ts';
import { clientFor, pactFor } from './testing/pact.ts';
import { fetchXsrfToken } from './xsrf.ts';

const { regex, string } = MatchersV3;

const tokenPair = {
  success: true,
  info: { token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'), refreshToken: string('rt-1') },
};
const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');

describe('session', () => {
  const refresh = { refreshToken: 'pact-refresh-token', deviceId: 'pact-device-0001' };

  it('rotates the refresh token (SPEC §7 refresh-tokens)', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a session with a known refresh token', refresh)
      .uponReceiving('a refresh with a live refresh token')
      .withRequest('PUT', '/auth/refresh-tokens', (b) => b.jsonBody(refresh))
      .willRespondWith(200, (b) => b.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const pair = await refreshSession(clientFor(server.url), refresh.refreshToken, refresh.deviceId);
        expect(pair.refreshToken).toBeTruthy();
      });
  });

  it('refuses an unknown refresh token with 401, which sends the SPA to /login', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a refresh with an unknown refresh token')
      .withRequest('PUT', '/auth/refresh-tokens', (b) =>
        b.jsonBody({ refreshToken: 'spent', deviceId: 'pact-device-0001' }),
      )
      .willRespondWith(401, (b) => b.jsonBody({ success: false, message: 'INVALID_REFRESH_TOKEN' }))
      .executeTest(async (server) => {
        const error = await refreshSession(clientFor(server.url), 'spent', 'pact-device-0001').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 401 });
      });
  });

  it('signs out', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a sign-out')
      .withRequest('POST', '/api/v1/auth/sign-out', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        await signOutHere(clientFor(server.url, { accessToken: 'pact-access-token' }));
      });
  });

  it('gets the XSRF token', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request for the XSRF token')
      .withRequest('GET', '/api/v1/auth/xsrf')
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: { token: string('pact-xsrf-token') } }))
      .executeTest(async (server) => {
        expect(await fetchXsrfToken(clientFor(server.url))).toBeTruthy();
      });
  });
});
