import { type StakeholderInput, stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from './http-client.ts';

/** One stakeholder of the company, shared: the stakeholders area shows and edits it, the invoice printout prints it. */
export async function getStakeholder(client: HttpClient, companyId: number, id: number) {
  return (await client.call(stakeholderEndpoints.get, { params: { companyId, id } })).itemInfo;
}

/** Creates a stakeholder, shared: the stakeholders area's form and the invoice editor's inline "new customer". */
export async function createStakeholder(client: HttpClient, companyId: number, input: StakeholderInput) {
  return (await client.call(stakeholderEndpoints.create, { params: { companyId }, body: input })).itemInfo;
}
