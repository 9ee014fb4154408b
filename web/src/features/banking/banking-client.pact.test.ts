import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
import { listDeposits } from './banking-client.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const bankToken = regex(/^\S+$/, 'pact-bank-token');
const signedIn = { accessToken: 'pact-access-token' };
const inBanking = { accessToken: 'pact-access-token', bankToken: 'pact-bank-token' };

describe('banking calls with the banking token', () => {
  it('lists deposits', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the signed-in user has a banking token')
      .uponReceiving('a request for deposits with a banking token')
      .withRequest('GET', '/neobank/general/web/deposits', (b) =>
        b.headers({ Authorization: bearer, 'bank-token': bankToken }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          data: eachLike({
            id: string('dep-2001'),
            number: string('0202-850-1112223-1'),
            iban: regex(/^IR\d{24}$/, 'IR580540105180021273113007'),
            title: string('حساب جاری کافه نارنج'),
            balance: integer(86_750_000),
            currency: 'IRR',
          }),
        }),
      )
      .executeTest(async (server) => {
        expect((await listDeposits(clientFor(server.url, inBanking)))[0]?.currency).toBe('IRR');
      });
  });

  it('answers 422 when the banking account cannot be used (SPEC §8: leave banking)', async () => {
    await pactFor('main')
      .addInteraction()
      .given("the signed-in user's banking account is suspended")
      .uponReceiving('a request for deposits of a suspended banking account')
      .withRequest('GET', '/neobank/general/web/deposits', (b) =>
        b.headers({ Authorization: bearer, 'bank-token': bankToken }),
      )
      .willRespondWith(422, (b) => b.jsonBody({ success: false, message: string('BANKING_ACCOUNT_SUSPENDED') }))
      .executeTest(async (server) => {
        await expect(listDeposits(clientFor(server.url, inBanking))).rejects.toMatchObject({ status: 422 });
      });
  });

  it('answers 401 naming the bank token when it is missing (SPEC §8: re-exchange the code)', async () => {
    await pactFor('main')
      .addInteraction()
      .given('the signed-in user has a banking token')
      .uponReceiving('a request for deposits without a banking token')
      .withRequest('GET', '/neobank/general/web/deposits', (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(401, (b) =>
        b.jsonBody({ success: false, message: regex(/^[A-Z_]*BANK_TOKEN[A-Z_]*$/, 'BANK_TOKEN_REQUIRED') }),
      )
      .executeTest(async (server) => {
        await expect(listDeposits(clientFor(server.url, signedIn))).rejects.toMatchObject({ status: 401 });
      });
  });
});
