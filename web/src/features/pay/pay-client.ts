import { contracts } from '../../lib/api/contracts.ts';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** SPEC §7 (payment host): the company's terminals; /pay goes to the first or to /pay/new. */
export async function listTerminals(client: HttpClient, companyId: number) {
  return (await client.call((await contracts.pay()).payEndpoints.listTerminals, { query: { companyId } })).data;
}
