import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { confirmMobile, requestMobileVerification } from './mobile.ts';
import { clientFor, pactFor } from './testing/pact.ts';

const { integer, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };

describe('mobile verification', () => {
  it('sends a code by SMS and answers the verification id', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request for a mobile verification code')
      .withRequest('POST', '/api/v1/users/mobile/request-code', (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ mobile: '09121234567' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: { mobile: '09121234567', verificationId: string('v-123'), validInMinute: integer(2) },
        }),
      )
      .executeTest(async (server) => {
        const state = await requestMobileVerification(clientFor(server.url, signedIn), '09121234567');
        expect(state.verificationId).toBeTruthy();
      });
  });

  it('confirms the code', async () => {
    const params = { mobile: '09121234567', verificationId: 'pact-verification-id', code: '654321' };
    await pactFor('main')
      .addInteraction()
      .given('a mobile code was texted to the signed-in user', params)
      .uponReceiving('a correct mobile verification code')
      .withRequest('POST', '/api/v1/users/mobile/verify', (b) => b.headers({ Authorization: bearer }).jsonBody(params))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { mobile: '09121234567', mobileVerified: true } }),
      )
      .executeTest(async (server) => {
        expect((await confirmMobile(clientFor(server.url, signedIn), params)).mobileVerified).toBe(true);
      });
  });
});
