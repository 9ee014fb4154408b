import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactDeviceInfo } from '../../lib/api/testing/device-info.ts';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
import { mintDevGoogleCredential, requestSignInCode, signInWithGoogle, verifySignInCode } from './auth-client.ts';

const { boolean, fromProviderState, integer, like, regex, string } = MatchersV3;

const tokenPair = {
  success: true,
  info: { token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'), refreshToken: string('rt-1') },
};

describe('e-mail sign-in', () => {
  it('asks for a code and gets the login state', async () => {
    await pactFor('main')
      .addInteraction()
      .given('user@daftar.local has an account')
      .uponReceiving('a request for an e-mail sign-in code')
      .withRequest('POST', '/api/v1/auth/email/request-code', (b) => b.jsonBody({ email: 'user@daftar.local' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: {
            email: 'user@daftar.local',
            verificationCode: string('k3J9xQ'),
            fellow: boolean(true),
            validInMinute: integer(2),
          },
        }),
      )
      .executeTest(async (server) => {
        const state = await requestSignInCode(clientFor(server.url), 'user@daftar.local');
        expect(state.fellow).toBe(true);
      });
  });

  it('answers the code and gets a token pair', async () => {
    const params = { email: 'user@daftar.local', verificationCode: 'pact-verification-code', code: '123456' };
    await pactFor('main')
      .addInteraction()
      .given('a sign-in code was e-mailed', params)
      .uponReceiving('a correct e-mail sign-in code')
      .withRequest('POST', '/api/v1/auth/email/verify', (b) =>
        b.jsonBody({ ...params, deviceInfo: like(pactDeviceInfo) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const pair = await verifySignInCode(clientFor(server.url), { ...params, deviceInfo: pactDeviceInfo });
        expect(pair.token).toBeTruthy();
      });
  });

  it('is refused with 400 INVALID_CODE for a wrong code', async () => {
    const params = { email: 'user@daftar.local', verificationCode: 'pact-verification-code', code: '123456' };
    await pactFor('main')
      .addInteraction()
      .given('a sign-in code was e-mailed', params)
      .uponReceiving('a wrong e-mail sign-in code')
      .withRequest('POST', '/api/v1/auth/email/verify', (b) =>
        b.jsonBody({ ...params, code: '000000', deviceInfo: like(pactDeviceInfo) }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ success: false, message: 'INVALID_CODE' }))
      .executeTest(async (server) => {
        const error = await verifySignInCode(clientFor(server.url), {
          ...params,
          code: '000000',
          deviceInfo: pactDeviceInfo,
        }).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 400, serverMessage: 'INVALID_CODE' });
      });
  });
});

describe('Google sign-in', () => {
  it('sends the credential and gets a token pair', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a development Google credential exists', { email: 'user@daftar.local' })
      .uponReceiving('a Google credential')
      .withRequest('POST', '/api/v1/auth/google', (b) =>
        b.jsonBody({
          credential: fromProviderState(
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression the verifier fills in
            '${credential}',
            'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJkYWZ0YXItZGV2LWdvb2dsZSJ9.sig',
          ),
          deviceInfo: like(pactDeviceInfo),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const credential = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJkYWZ0YXItZGV2LWdvb2dsZSJ9.sig';
        expect((await signInWithGoogle(clientFor(server.url), credential, pactDeviceInfo)).refreshToken).toBeTruthy();
      });
  });
});

describe('development Google credential (offline sign-in)', () => {
  it('mints a development Google credential', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request for a development Google credential')
      .withRequest('POST', '/api/v1/dev/google-credential', (b) =>
        b.jsonBody({ email: 'user@daftar.local', name: 'Reza Karimi' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { credential: regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'aaa.bbb.ccc') } }),
      )
      .executeTest(async (server) => {
        expect(await mintDevGoogleCredential(clientFor(server.url), 'user@daftar.local', 'Reza Karimi')).toBe(
          'aaa.bbb.ccc',
        );
      });
  });
});
