import { contracts } from './contracts.ts';
import type { HttpClient } from './http-client.ts';

/** One company the user belongs to: its name comes from here, not from the profile (SPEC §3 lists companyId only). */
export async function fetchCompany(client: HttpClient, companyId: number) {
  return (await client.call((await contracts.companies()).companyEndpoints.get, { params: { companyId } })).itemInfo;
}
