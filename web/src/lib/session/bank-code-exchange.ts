import { bankTokenHeader, bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import type { HttpClient } from '../api/http-client.ts';
import { storeBankCode, storeBankToken } from './banking-credentials.ts';

/** POST login-oauth (SPEC §7): the banking token comes back in the bank-token response header; both are stored. */
export async function exchangeBankCode(client: HttpClient, code: string): Promise<boolean> {
  try {
    const { headers } = await client.callRaw(bankingEndpoints.exchangeCode, { body: { code } });
    const token = headers.get(bankTokenHeader);
    storeBankToken(token);
    storeBankCode(code);
    return Boolean(token && token !== 'null');
  } catch {
    return false;
  }
}
