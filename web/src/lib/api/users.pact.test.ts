import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { anonymousPact, signedInPact } from './testing/pact.ts';
import { fetchProfile, savePreferences } from './users.ts';

const { eachLike, integer, regex, string } = MatchersV3;

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
    await signedInPact('a user in two companies is signed in')
      .uponReceiving('a request for the profile')
      .request('GET /api/v1/users/profile')
      .answers(200, profileBody)
      .test(async (client) => {
        const profile = await fetchProfile(client);
        expect(profile.info.role).toBe('USER');
        expect(profile.companies[0]?.companyId).toBe(1);
      });
  });

  it('answers 401 to an expired access token, which starts the refresh (SPEC §4)', async () => {
    await signedInPact('the access token has expired')
      .uponReceiving('a request for the profile with an expired token')
      .request('GET /api/v1/users/profile')
      .refuses(401, 'TOKEN_EXPIRED')
      .test(async (client) => {
        const error = await fetchProfile(client).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 401, serverMessage: 'TOKEN_EXPIRED' });
      });
  });

  it('answers 401 without a token', async () => {
    await anonymousPact('a user is signed in')
      .uponReceiving('a request for the profile without a token')
      .request('GET /api/v1/users/profile')
      .refusesCall(401, 'UNAUTHORIZED', (client) => fetchProfile(client));
  });

  it('saves the language preference', async () => {
    await signedInPact('a user in two companies is signed in')
      .uponReceiving('a language preference change')
      .request('PUT /api/v1/users/preferences', { body: { lang: 'en', langDir: 'ltr' } })
      .answers(200, { ...profileBody, preferences: { lang: 'en', langDir: 'ltr' } })
      .test(async (client) => {
        const profile = await savePreferences(client, { lang: 'en', langDir: 'ltr' });
        expect(profile.preferences.lang).toBe('en');
      });
  });
});
