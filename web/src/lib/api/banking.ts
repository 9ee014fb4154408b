import { contracts } from './contracts.ts';
import type { HttpClient } from './http-client.ts';

/**
 * SPEC §7: exchanges the banking code; the banking token comes back in the `bank-token` response header (null when
 * the server sent none).
 */
export async function exchangeBankingCode(client: HttpClient, code: string) {
  const { bankTokenHeader, bankingEndpoints } = await contracts.banking();
  const { data, headers } = await client.callRaw(bankingEndpoints.exchangeCode, { body: { code } });
  return { result: data.itemInfo.result, bankToken: headers.get(bankTokenHeader) };
}
