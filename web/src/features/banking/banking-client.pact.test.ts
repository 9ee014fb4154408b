import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { listDeposits } from './banking-client.ts';
import { bankPact, depositBody, withBankToken } from './banking-pact-fixtures.ts';

const { integer, regex, string } = MatchersV3;

describe('banking calls with the banking token', () => {
  it('lists deposits', async () => {
    await bankPact('the signed-in user has a banking token')
      .uponReceiving('a request for deposits with a banking token')
      .request('GET /neobank/general/web/deposits', withBankToken)
      .answersList(200, { ...depositBody(), number: string('0202-850-1112223-1'), balance: integer(86_750_000) })
      .test(async (client) => {
        expect((await listDeposits(client))[0]?.currency).toBe('IRR');
      });
  });

  it('answers 422 when the banking account cannot be used (SPEC §8: leave banking)', async () => {
    await bankPact("the signed-in user's banking account is suspended")
      .uponReceiving('a request for deposits of a suspended banking account')
      .request('GET /neobank/general/web/deposits', withBankToken)
      .answers(422, { success: false, message: string('BANKING_ACCOUNT_SUSPENDED') })
      .test(async (client) => {
        await expect(listDeposits(client)).rejects.toMatchObject({ status: 422 });
      });
  });

  it('answers 401 naming the bank token when it is missing (SPEC §8: re-exchange the code)', async () => {
    await signedInPact('the signed-in user has a banking token')
      .uponReceiving('a request for deposits without a banking token')
      .request('GET /neobank/general/web/deposits')
      .answers(401, { success: false, message: regex(/^[A-Z_]*BANK_TOKEN[A-Z_]*$/, 'BANK_TOKEN_REQUIRED') })
      .test(async (client) => {
        await expect(listDeposits(client)).rejects.toMatchObject({ status: 401 });
      });
  });
});
