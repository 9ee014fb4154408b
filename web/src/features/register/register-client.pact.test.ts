import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactCompany } from '../../lib/api/testing/company-pact.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { confirmMobile, createBusiness, joinBusiness, requestMobileVerification } from './register-client.ts';

const { integer, string } = MatchersV3;

const company = pactCompany;

describe('companies', () => {
  it('creates a business (201) with the caller as owner', async () => {
    await signedInPact('a user is signed in')
      .uponReceiving('a request to create a business')
      .request('POST /api/v1/companies', { body: { name: 'کافه نارنج', phone: '03132221100' } })
      .answersItem(201, { ...company('کافه نارنج', string('K7Q2M9XA')), phone: string('03132221100') })
      .test(async (client) => {
        const created = await createBusiness(client, {
          name: 'کافه نارنج',
          phone: '03132221100',
        });
        expect(created.invitationCode).toBeTruthy();
      });
  });

  it('joins a business with its invitation code', async () => {
    await signedInPact('a company has an invitation code', { invitationCode: 'NARENJ-7788' })
      .uponReceiving('a request to join a business')
      .request('POST /api/v1/companies/join', { body: { invitationCode: 'NARENJ-7788' } })
      .answersItem(200, company('کافه نارنج', null))
      .test(async (client) => {
        expect((await joinBusiness(client, 'NARENJ-7788')).name).toBe('کافه نارنج');
      });
  });
});

describe('mobile verification', () => {
  it('sends a code by SMS and answers the verification id', async () => {
    await signedInPact('a user is signed in')
      .uponReceiving('a request for a mobile verification code')
      .request('POST /api/v1/users/mobile/request-code', { body: { mobile: '09121234567' } })
      .answersItem(200, { mobile: '09121234567', verificationId: string('v-123'), validInMinute: integer(2) })
      .test(async (client) => {
        const state = await requestMobileVerification(client, '09121234567');
        expect(state.verificationId).toBeTruthy();
      });
  });

  it('confirms the code', async () => {
    const params = { mobile: '09121234567', verificationId: 'pact-verification-id', code: '654321' };
    await signedInPact('a mobile code was texted to the signed-in user', params)
      .uponReceiving('a correct mobile verification code')
      .request('POST /api/v1/users/mobile/verify', { body: params })
      .answersItem(200, { mobile: '09121234567', mobileVerified: true })
      .test(async (client) => {
        expect((await confirmMobile(client, params)).mobileVerified).toBe(true);
      });
  });
});
