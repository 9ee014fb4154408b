import { companyActivityEndpoints } from '@daftar/contracts/endpoints/company-activities';
import type { HttpClient } from '../../../lib/api/http-client.ts';

/** The log's page itself is read through lib/api/company-activities.ts (the dashboard shows its newest rows too). */

/** The users the log's filter offers: the company's members and anyone the log names. */
export async function listActivityActors(client: HttpClient, companyId: number) {
  return (await client.call(companyActivityEndpoints.listActors, { params: { companyId } })).itemInfo;
}
