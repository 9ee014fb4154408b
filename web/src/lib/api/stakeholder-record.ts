import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from './http-client.ts';

/** One stakeholder of the company, shared: the stakeholders area shows and edits it, the invoice printout prints it. */
export async function getStakeholder(client: HttpClient, companyId: number, id: number) {
  return (await client.call(stakeholderEndpoints.get, { params: { companyId, id } })).itemInfo;
}
