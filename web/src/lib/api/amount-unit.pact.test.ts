import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchAmountUnit } from './amount-unit.ts';
import { signedInPact } from './testing/pact.ts';

const { regex } = MatchersV3;

describe('the amount unit (the accounting settings, read outside the books)', () => {
  it('reads only whether amounts show in Rials or Tomans', async () => {
    await signedInPact('a company of the signed-in user keeps books', { companyId: 1 })
      .uponReceiving('a request for the amount unit of the accounting settings, for bank balances')
      .request('GET /api/v1/companies/1/accounting/settings')
      .answersItem(200, { amountUnit: regex(/^(RIAL|TOMAN)$/, 'RIAL') })
      .test(async (client) => {
        expect(await fetchAmountUnit(client, 1)).toBe('RIAL');
      });
  });
});
