import type { StakeholderInput } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from './http-client.ts';

/** Loaded on the first call: the stakeholders' zod schemas are not built with every signed-in page. */
const endpoints = async () => (await import('@daftar/contracts/endpoints/stakeholders')).stakeholderEndpoints;

/** One stakeholder of the company, shared: the stakeholders area shows and edits it, the invoice printout prints it. */
export async function getStakeholder(client: HttpClient, companyId: number, id: number) {
  return (await client.call((await endpoints()).get, { params: { companyId, id } })).itemInfo;
}

/** Creates a stakeholder, shared: the stakeholders area's form and the invoice editor's inline "new customer". */
export async function createStakeholder(client: HttpClient, companyId: number, input: StakeholderInput) {
  return (await client.call((await endpoints()).create, { params: { companyId }, body: input })).itemInfo;
}
