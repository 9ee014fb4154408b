import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, pactFor } from './testing/pact.ts';
import { fetchProfile, savePreferences } from './users.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };

/**
 * What SPEC §3 documents and the SPA reads: info.role (ADMIN checked), info.email, preferences and
 * companies[].companyId. The mock's other fields (names, mobile, membership roles) are not pinned, so the real API
 * is not failed for them; company names come from the company call.
 */
const profileBody = {
  success: true,
  info: { email: string('user@daftar.local'), role: string('USER') },
  preferences: { lang: regex(/^(fa|en)$/, 'fa'), langDir: regex(/^(rtl|ltr)$/, 'rtl') },
  companies: eachLike({ companyId: integer(1) }),
};

describe('users/profile (SPEC §7)', () => {
  it('answers info, preferences and companies', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user in two companies is signed in')
      .uponReceiving('a request for the profile')
      .withRequest('GET', '/api/v1/users/profile', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody(profileBody))
      .executeTest(async (server) => {
        const profile = await fetchProfile(clientFor(server.url, signedIn));
        expect(profile.info.role).toBe('USER');
        expect(profile.companies[0]?.companyId).toBe(1);
      });
  });

  it('answers 401 to an expired access token, which starts the refresh (SPEC §4)', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the access token has expired')
      .uponReceiving('a request for the profile with an expired token')
      .withRequest('GET', '/api/v1/users/profile', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(401, (b) => b.jsonBody({ success: false, message: 'TOKEN_EXPIRED' }))
      .executeTest(async (server) => {
        const error = await fetchProfile(clientFor(server.url, signedIn)).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 401, serverMessage: 'TOKEN_EXPIRED' });
      });
  });

  it('answers 401 without a token', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request for the profile without a token')
      .withRequest('GET', '/api/v1/users/profile')
      .willRespondWith(401, (b) => b.jsonBody({ success: false, message: 'UNAUTHORIZED' }))
      .executeTest(async (server) => {
        await expect(fetchProfile(clientFor(server.url))).rejects.toMatchObject({ status: 401 });
      });
  });

  it('saves the language preference', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user in two companies is signed in')
      .uponReceiving('a language preference change')
      .withRequest('PUT', '/api/v1/users/preferences', (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ lang: 'en', langDir: 'ltr' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ...profileBody, preferences: { lang: 'en', langDir: 'ltr' } }))
      .executeTest(async (server) => {
        const profile = await savePreferences(clientFor(server.url, signedIn), { lang: 'en', langDir: 'ltr' });
        expect(profile.preferences.lang).toBe('en');
      });
  });
});
