import { payEndpoints } from '@daftar/contracts/endpoints/pay';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** SPEC §7 (payment host): the company's terminals; /pay goes to the first or to /pay/new. */
export async function listTerminals(client: HttpClient, companyId: number) {
  return (await client.call(payEndpoints.listTerminals, { query: { companyId } })).data;
}
