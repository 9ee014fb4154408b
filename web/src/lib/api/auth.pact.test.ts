import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { refreshSession, signOutHere } from './auth.ts';
import { fetchXsrfToken } from './http-client.ts';
import { ApiError } from './http-error.ts';
import { anonymousPact, signedInPact } from './testing/pact.ts';

const { string } = MatchersV3;

const tokenPair = {
  success: true,
  info: { token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'), refreshToken: string('rt-1') },
};

describe('session', () => {
  const refresh = { refreshToken: 'pact-refresh-token', deviceId: 'pact-device-0001' };

  it('rotates the refresh token (SPEC §7 refresh-tokens)', async () => {
    await anonymousPact('a session with a known refresh token', refresh)
      .uponReceiving('a refresh with a live refresh token')
      .request('PUT /auth/refresh-tokens', { body: refresh })
      .answers(200, tokenPair)
      .test(async (client) => {
        const pair = await refreshSession(client, refresh.refreshToken, refresh.deviceId);
        expect(pair.refreshToken).toBeTruthy();
      });
  });

  it('refuses an unknown refresh token with 401, which sends the SPA to /login', async () => {
    await anonymousPact('a user is signed in')
      .uponReceiving('a refresh with an unknown refresh token')
      .request('PUT /auth/refresh-tokens', { body: { refreshToken: 'spent', deviceId: 'pact-device-0001' } })
      .refuses(401, 'INVALID_REFRESH_TOKEN')
      .test(async (client) => {
        const error = await refreshSession(client, 'spent', 'pact-device-0001').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 401 });
      });
  });

  it('signs out', async () => {
    await signedInPact('a user is signed in')
      .uponReceiving('a sign-out')
      .request('POST /api/v1/auth/sign-out')
      .answersDone((client) => signOutHere(client));
  });

  it('gets the XSRF token', async () => {
    await anonymousPact('a user is signed in')
      .uponReceiving('a request for the XSRF token')
      .request('GET /api/v1/auth/xsrf')
      .answersItem(200, { token: string('pact-xsrf-token') })
      .test(async (client) => {
        expect(await fetchXsrfToken(client)).toBeTruthy();
      });
  });
});
