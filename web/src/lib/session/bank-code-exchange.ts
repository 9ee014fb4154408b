import { exchangeBankingCode } from '../api/banking.ts';
import type { HttpClient } from '../api/http-client.ts';
import { storeBankCode, storeBankToken } from './banking-credentials.ts';

/** POST login-oauth (SPEC §7): the banking token comes back in the bank-token response header; both are stored. */
export async function exchangeBankCode(client: HttpClient, code: string): Promise<boolean> {
  try {
    const { bankToken: token } = await exchangeBankingCode(client, code);
    storeBankToken(token);
    storeBankCode(code);
    return Boolean(token && token !== 'null');
  } catch {
    return false;
  }
}
