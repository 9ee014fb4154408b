import { stakeholderEndpoints } from '@daftar/contracts/endpoints/stakeholders';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { idBodyCall, plainPageCall } from '../../lib/api/company-calls.ts';

/**
 * The stakeholder calls of the active company. They send what they are given: validating input is the form's job
 * (with the same contract schema), so the server's own 400 answers stay reachable.
 */

/** One page of the list, with `meta.total` for the pager. */
export const listStakeholders = plainPageCall(stakeholderEndpoints.list);

/** The code the next stakeholder of the company would get (the create form shows it). */
export async function nextStakeholderCode(client: HttpClient, companyId: number) {
  return (await client.call(stakeholderEndpoints.nextCode, { params: { companyId } })).itemInfo.code;
}

/** PUT replaces every field: fields left out are cleared. */
export const updateStakeholder = idBodyCall(stakeholderEndpoints.update);

/** DELETED, or ARCHIVED (made inactive) when other records refer to the stakeholder. */
export async function removeStakeholder(client: HttpClient, companyId: number, id: number) {
  return (await client.call(stakeholderEndpoints.remove, { params: { companyId, id } })).itemInfo.outcome;
}
