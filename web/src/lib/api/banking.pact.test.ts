import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { exchangeBankingCode, fetchDeposits } from './banking.ts';
import { clientFor, pactFor } from './testing/pact.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const bankToken = regex(/^\S+$/, 'pact-bank-token');
const signedIn = { accessToken: 'pact-access-token' };
const inBanking = { accessToken: 'pact-access-token', bankToken: 'pact-bank-token' };

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
    await pactFor('main')
      .addInteraction()
      .given('the signed-in user has a banking code', { code: 'BANK-DEMO-USER' })
      .uponReceiving('a banking code exchange with an unknown code')
      .withRequest('POST', '/neobank/general/web/login-oauth', (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ code: 'BANK-WRONG' }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ success: false, message: 'INVALID_USERNAME_OR_PASSWORD' }))
      .executeTest(async (server) => {
        const error = await exchangeBankingCode(clientFor(server.url, signedIn), 'BANK-WRONG').catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 400, serverMessage: 'INVALID_USERNAME_OR_PASSWORD' });
      });
  });
});

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
        expect((await fetchDeposits(clientFor(server.url, inBanking)))[0]?.currency).toBe('IRR');
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
        await expect(fetchDeposits(clientFor(server.url, inBanking))).rejects.toMatchObject({ status: 422 });
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
        await expect(fetchDeposits(clientFor(server.url, signedIn))).rejects.toMatchObject({ status: 401 });
      });
  });
});
