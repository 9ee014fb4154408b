import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { exchangeBankingCode } from './banking.ts';
import { bearer, clientFor, pactFor, signedIn, signedInPact } from './testing/pact.ts';

const { regex } = MatchersV3;

const bankToken = regex(/^\S+$/, 'pact-bank-token');

describe('neobank login-oauth (SPEC §7)', () => {
  it('exchanges the banking code; the banking token comes back in the bank-token header', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the signed-in user has a banking code', { code: 'BANK-DEMO-USER' })
      .uponReceiving('a banking code exchange')
      .withRequest('POST', '/neobank/general/web/login-oauth', (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ code: 'BANK-DEMO-USER' }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'bank-token': bankToken }).jsonBody({ success: true, itemInfo: { result: true } }),
      )
      .executeTest(async (server) => {
        const answer = await exchangeBankingCode(clientFor(server.url, signedIn), 'BANK-DEMO-USER');
        expect(answer).toEqual({ result: true, bankToken: 'pact-bank-token' });
      });
  });

  it('answers 400 INVALID_USERNAME_OR_PASSWORD to a bad code (SPEC §8: leave banking)', async () => {
    await signedInPact('the signed-in user has a banking code', { code: 'BANK-DEMO-USER' })
      .uponReceiving('a banking code exchange with an unknown code')
      .request('POST /neobank/general/web/login-oauth', { body: { code: 'BANK-WRONG' } })
      .answers(400, { success: false, message: 'INVALID_USERNAME_OR_PASSWORD' })
      .test(async (client) => {
        const error = await exchangeBankingCode(client, 'BANK-WRONG').catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 400, serverMessage: 'INVALID_USERNAME_OR_PASSWORD' });
      });
  });
});
