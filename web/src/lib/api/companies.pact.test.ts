import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createBusiness, fetchCompany, joinBusiness } from './companies.ts';
import { clientFor, pactFor } from './testing/pact.ts';

const { integer, like, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };

const company = (name: string, invitationCode: unknown) => ({
  id: integer(1),
  name: string(name),
  nationalId: like(null),
  economicCode: like(null),
  phone: like(null),
  address: like(null),
  invitationCode,
  createdAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '2025-03-21T08:30:00.000Z'),
});

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
