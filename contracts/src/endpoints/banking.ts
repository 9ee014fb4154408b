import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { bankingAccountEndpoints } from './banking-accounts.ts';
import { bankingPaymentEndpoints } from './banking-payments.ts';

export { depositSchema } from './banking-schemas.ts';

/** Name of the header that carries the banking token, both ways (SPEC §7). */
export const bankTokenHeader = 'bank-token';

const exchangeCode = userEndpoint.post('exchangeBankingCode', '/neobank/general/web/login-oauth', {
  summary: 'Exchanges the banking code for a banking token, returned in the bank-token response header.',
  body: z.object({ code: z.string().min(1) }),
  response: itemEnvelope(z.object({ result: z.boolean() })),
});

/** The banking area: the code exchange, then every call behind the banking token. */
export const bankingEndpoints = { exchangeCode, ...bankingAccountEndpoints, ...bankingPaymentEndpoints };
