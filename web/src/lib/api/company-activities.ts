import type { ActivityListQuery } from '@daftar/contracts/endpoints/company-activities';
import type { HttpClient } from './http-client.ts';

/** Loaded on the first call: the log's zod schemas are not built with every signed-in page. */
const endpoints = async () => (await import('@daftar/contracts/endpoints/company-activities')).companyActivityEndpoints;

/**
 * One page of the company's activity log, with the page metadata (total) the pager needs. Shared: the log's screen
 * pages through it, the dashboard shows its newest rows.
 */
export async function listCompanyActivities(client: HttpClient, companyId: number, query: ActivityListQuery = {}) {
  const { data, meta } = await client.call((await endpoints()).list, { params: { companyId }, query });
  return { data, meta };
}
