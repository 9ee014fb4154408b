import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactCompany } from './testing/company-pact.ts';
import { fetchCompany } from './companies.ts';
import { clientFor, pactFor } from './testing/pact.ts';

const { regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };

const company = pactCompany;

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
