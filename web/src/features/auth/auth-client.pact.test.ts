import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactDeviceInfo } from '../../lib/api/testing/device-info.ts';
import { anonymousPact } from '../../lib/api/testing/pact.ts';
import { mintDevGoogleCredential, requestSignInCode, signInWithGoogle, verifySignInCode } from './auth-client.ts';

const { boolean, fromProviderState, integer, like, regex, string } = MatchersV3;

const tokenPair = {
  success: true,
  info: { token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'), refreshToken: string('rt-1') },
};

describe('e-mail sign-in', () => {
  it('asks for a code and gets the login state', async () => {
    await anonymousPact('user@daftar.local has an account')
      .uponReceiving('a request for an e-mail sign-in code')
      .request('POST /api/v1/auth/email/request-code', { body: { email: 'user@daftar.local' } })
      .answersItem(200, {
        email: 'user@daftar.local',
        verificationCode: string('k3J9xQ'),
        fellow: boolean(true),
        validInMinute: integer(2),
      })
      .test(async (client) => {
        const state = await requestSignInCode(client, 'user@daftar.local');
        expect(state.fellow).toBe(true);
      });
  });

  it('answers the code and gets a token pair', async () => {
    const params = { email: 'user@daftar.local', verificationCode: 'pact-verification-code', code: '123456' };
    await anonymousPact('a sign-in code was e-mailed', params)
      .uponReceiving('a correct e-mail sign-in code')
      .request('POST /api/v1/auth/email/verify', { body: { ...params, deviceInfo: like(pactDeviceInfo) } })
      .answers(200, tokenPair)
      .test(async (client) => {
        const pair = await verifySignInCode(client, { ...params, deviceInfo: pactDeviceInfo });
        expect(pair.token).toBeTruthy();
      });
  });

  it('is refused with 400 INVALID_CODE for a wrong code', async () => {
    const params = { email: 'user@daftar.local', verificationCode: 'pact-verification-code', code: '123456' };
    await anonymousPact('a sign-in code was e-mailed', params)
      .uponReceiving('a wrong e-mail sign-in code')
      .request('POST /api/v1/auth/email/verify', {
        body: { ...params, code: '000000', deviceInfo: like(pactDeviceInfo) },
      })
      .refusesCall(400, 'INVALID_CODE', (client) =>
        verifySignInCode(client, { ...params, code: '000000', deviceInfo: pactDeviceInfo }),
      );
  });
});

describe('Google sign-in', () => {
  it('sends the credential and gets a token pair', async () => {
    await anonymousPact('a development Google credential exists', { email: 'user@daftar.local' })
      .uponReceiving('a Google credential')
      .request('POST /api/v1/auth/google', {
        body: {
          credential: fromProviderState(
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression the verifier fills in
            '${credential}',
            'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJkYWZ0YXItZGV2LWdvb2dsZSJ9.sig',
          ),
          deviceInfo: like(pactDeviceInfo),
        },
      })
      .answers(200, tokenPair)
      .test(async (client) => {
        const credential = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJkYWZ0YXItZGV2LWdvb2dsZSJ9.sig';
        expect((await signInWithGoogle(client, credential, pactDeviceInfo)).refreshToken).toBeTruthy();
      });
  });
});

describe('development Google credential (offline sign-in)', () => {
  it('mints a development Google credential', async () => {
    await anonymousPact('a user is signed in')
      .uponReceiving('a request for a development Google credential')
      .request('POST /api/v1/dev/google-credential', { body: { email: 'user@daftar.local', name: 'Reza Karimi' } })
      .answersItem(200, { credential: regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'aaa.bbb.ccc') })
      .test(async (client) => {
        expect(await mintDevGoogleCredential(client, 'user@daftar.local', 'Reza Karimi')).toBe('aaa.bbb.ccc');
      });
  });
});
