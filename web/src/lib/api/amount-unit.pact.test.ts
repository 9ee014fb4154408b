import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchAmountUnit } from './amount-unit.ts';
import { clientFor, pactFor } from './testing/pact.ts';

const { regex } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };

describe('the amount unit (the accounting settings, read outside the books)', () => {
  it('reads only whether amounts show in Rials or Tomans', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a company of the signed-in user keeps books', { companyId: 1 })
      .uponReceiving('a request for the amount unit of the accounting settings, for bank balances')
      .withRequest('GET', '/api/v1/companies/1/accounting/settings', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { amountUnit: regex(/^(RIAL|TOMAN)$/, 'RIAL') } }),
      )
      .executeTest(async (server) => {
        expect(await fetchAmountUnit(clientFor(server.url, signedIn), 1)).toBe('RIAL');
      });
  });
});
