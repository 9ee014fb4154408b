import { type ActivityListQuery, companyActivityEndpoints } from '@daftar/contracts/endpoints/company-activities';
import type { HttpClient } from './http-client.ts';

/**
 * One page of the company's activity log, with the page metadata (total) the pager needs. Shared: the log's screen
 * pages through it, the dashboard shows its newest rows.
 */
export async function listCompanyActivities(client: HttpClient, companyId: number, query: ActivityListQuery = {}) {
  const { data, meta } = await client.call(companyActivityEndpoints.list, { params: { companyId }, query });
  return { data, meta };
}
