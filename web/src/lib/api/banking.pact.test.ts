import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { exchangeBankingCode } from './banking.ts';
import { signedInPact } from './testing/pact.ts';

const { regex } = MatchersV3;

const bankToken = regex(/^\S+$/, 'pact-bank-token');

describe('neobank login-oauth (SPEC §7)', () => {
  it('exchanges the banking code; the banking token comes back in the bank-token header', async () => {
    await signedInPact('the signed-in user has a banking code', { code: 'BANK-DEMO-USER' })
      .uponReceiving('a banking code exchange')
      .request('POST /neobank/general/web/login-oauth', { body: { code: 'BANK-DEMO-USER' } })
      .answers(200, { success: true, itemInfo: { result: true } }, { 'bank-token': bankToken })
      .test(async (client) => {
        const answer = await exchangeBankingCode(client, 'BANK-DEMO-USER');
        expect(answer).toEqual({ result: true, bankToken: 'pact-bank-token' });
      });
  });

  it('answers 400 INVALID_USERNAME_OR_PASSWORD to a bad code (SPEC §8: leave banking)', async () => {
    await signedInPact('the signed-in user has a banking code', { code: 'BANK-DEMO-USER' })
      .uponReceiving('a banking code exchange with an unknown code')
      .request('POST /neobank/general/web/login-oauth', { body: { code: 'BANK-WRONG' } })
      .refuses(400, 'INVALID_USERNAME_OR_PASSWORD')
      .test(async (client) => {
        const error = await exchangeBankingCode(client, 'BANK-WRONG').catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 400, serverMessage: 'INVALID_USERNAME_OR_PASSWORD' });
      });
  });
});
