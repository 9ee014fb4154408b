import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listTerminals } from './pay-client.ts';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';

const { eachLike, integer, regex } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };

describe('pay/terminals on the payment host (SPEC §7)', () => {
  it("answers the company's terminals as data", async () => {
    await pactFor('pay')
      .addInteraction()
      .given('the signed-in user belongs to a company with terminals', { companyId: 1 })
      .uponReceiving('a request for the terminals of a company')
      .withRequest('GET', '/api/v1/pay/terminals', (b) =>
        b.query({ companyId: '1' }).headers({ Authorization: bearer }),
      )
      .willRespondWith(200, (b) =>
        // SPEC §7: data, a list of terminals with id; the mock's name, kind and active are not pinned.
        b.jsonBody({ data: eachLike({ id: integer(1) }) }),
      )
      .executeTest(async (server) => {
        const terminals = await listTerminals(clientFor(server.url, signedIn), 1);
        expect(terminals[0]?.id).toBe(1);
      });
  });

  it('answers 403 for a company the user does not belong to', async () => {
    await pactFor('pay')
      .addInteraction()
      .given('a company the signed-in user is not a member of', { companyId: 2 })
      .uponReceiving('a request for the terminals of someone else’s company')
      .withRequest('GET', '/api/v1/pay/terminals', (b) =>
        b.query({ companyId: '2' }).headers({ Authorization: bearer }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ success: false, message: 'NOT_A_COMPANY_MEMBER' }))
      .executeTest(async (server) => {
        await expect(listTerminals(clientFor(server.url, signedIn), 2)).rejects.toMatchObject({ status: 403 });
      });
  });
});
