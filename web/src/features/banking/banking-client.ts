import { bankingEndpoints } from '@daftar/contracts/endpoints/banking';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** The banking user's deposits; needs the banking token (sent by the client as the bank-token header). */
export async function listDeposits(client: HttpClient) {
  return (await client.call(bankingEndpoints.listDeposits)).data;
}
