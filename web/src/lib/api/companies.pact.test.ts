import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { pactCompany } from './testing/company-pact.ts';
import { fetchCompany } from './companies.ts';
import { notAMemberPact, signedInPact } from './testing/pact.ts';

const { string } = MatchersV3;

const company = pactCompany;

describe('companies', () => {
  it('reads a company the user belongs to', async () => {
    await signedInPact('the signed-in user owns a company', { companyId: 1 })
      .uponReceiving('a request for a company of the user')
      .request('GET /api/v1/companies/1')
      .answersItem(200, company('بازرگانی آرمان', string('ARMAN-2024')))
      .test(async (client) => {
        expect((await fetchCompany(client, 1)).id).toBe(1);
      });
  });

  it('answers 403 for a company the user does not belong to', async () => {
    await notAMemberPact('a request for a company of someone else', 'GET /api/v1/companies/2').testRefused((client) =>
      fetchCompany(client, 2),
    );
  });
});
