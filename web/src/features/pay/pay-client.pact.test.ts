import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listTerminals } from './pay-client.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';

const { eachLike, integer } = MatchersV3;

describe('pay/terminals on the payment host (SPEC §7)', () => {
  it("answers the company's terminals as data", async () => {
    await signedInPact('the signed-in user belongs to a company with terminals', { companyId: 1 })
      .on('pay')
      .uponReceiving('a request for the terminals of a company')
      .request('GET /api/v1/pay/terminals', { query: { companyId: '1' } })
      // SPEC §7: data, a list of terminals with id; the mock's name, kind and active are not pinned.
      .answers(200, { data: eachLike({ id: integer(1) }) })
      .test(async (client) => {
        const terminals = await listTerminals(client, 1);
        expect(terminals[0]?.id).toBe(1);
      });
  });

  it('answers 403 for a company the user does not belong to', async () => {
    await signedInPact('a company the signed-in user is not a member of', { companyId: 2 })
      .on('pay')
      .uponReceiving('a request for the terminals of someone else’s company')
      .request('GET /api/v1/pay/terminals', { query: { companyId: '2' } })
      .answers(403, { success: false, message: 'NOT_A_COMPANY_MEMBER' })
      .test(async (client) => {
        await expect(listTerminals(client, 2)).rejects.toMatchObject({ status: 403 });
      });
  });
});
