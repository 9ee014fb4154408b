import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactCompany } from '../../lib/api/testing/company-pact.ts';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
import { confirmMobile, createBusiness, joinBusiness, requestMobileVerification } from './register-client.ts';

const { integer, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };

const company = pactCompany;

describe('companies', () => {
  it('creates a business (201) with the caller as owner', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request to create a business')
      .withRequest('POST', '/api/v1/companies', (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ name: 'کافه نارنج', phone: '03132221100' }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: { ...company('کافه نارنج', string('K7Q2M9XA')), phone: string('03132221100') },
        }),
      )
      .executeTest(async (server) => {
        const created = await createBusiness(clientFor(server.url, signedIn), {
          name: 'کافه نارنج',
          phone: '03132221100',
        });
        expect(created.invitationCode).toBeTruthy();
      });
  });

  it('joins a business with its invitation code', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a company has an invitation code', { invitationCode: 'NARENJ-7788' })
      .uponReceiving('a request to join a business')
      .withRequest('POST', '/api/v1/companies/join', (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ invitationCode: 'NARENJ-7788' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: company('کافه نارنج', null) }))
      .executeTest(async (server) => {
        expect((await joinBusiness(clientFor(server.url, signedIn), 'NARENJ-7788')).name).toBe('کافه نارنج');
      });
  });
});

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
