import { type ActivityListQuery, companyActivityEndpoints } from '@daftar/contracts/endpoints/company-activities';
import type { HttpClient } from '../../../lib/api/http-client.ts';

/** One page of the company's activity log, with the page metadata (total) the pager needs. */
export async function listCompanyActivities(client: HttpClient, companyId: number, query: ActivityListQuery = {}) {
  const { data, meta } = await client.call(companyActivityEndpoints.list, { params: { companyId }, query });
  return { data, meta };
}

/** The users the log's filter offers: the company's members and anyone the log names. */
export async function listActivityActors(client: HttpClient, companyId: number) {
  return (await client.call(companyActivityEndpoints.listActors, { params: { companyId } })).itemInfo;
}
