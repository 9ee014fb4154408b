import { type DashboardQuery, dashboardEndpoints } from '@daftar/contracts/endpoints/dashboard';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** Loaded with the cheques widget's call: the cheque contracts carry the bank tables of their sheba checks. */
const chequeEndpoints = async () => (await import('@daftar/contracts/endpoints/cheque-books')).chequeBookEndpoints;

/** Every widget of the dashboard in one call, at today unless `asOf` is given. */
export async function getDashboard(client: HttpClient, companyId: number, query: DashboardQuery = {}) {
  return (await client.call(dashboardEndpoints.get, { params: { companyId }, query })).itemInfo;
}

/** The open cheques, received and issued, overdue or due by the end of this week: the cheques widget's figures. */
export async function getDueCheques(client: HttpClient, companyId: number) {
  return (await client.call((await chequeEndpoints()).due, { params: { companyId } })).itemInfo;
}
