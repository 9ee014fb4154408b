import { employeesEndpoints as api } from '@daftar/contracts/endpoints/employees';
import type { AssignableRole } from '@daftar/contracts/endpoints/employees-roles';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import { bodyCall, idVoidCall, listCall } from '../../../lib/api/company-calls.ts';

/** The company's members, the owner first. */
export const listEmployees = listCall(api.list);

export async function getEmployee(client: HttpClient, companyId: number, userId: number) {
  return (await client.call(api.get, { params: { companyId, userId } })).itemInfo;
}

export async function changeEmployeeRole(client: HttpClient, companyId: number, userId: number, role: AssignableRole) {
  return (await client.call(api.changeRole, { params: { companyId, userId }, body: { role } })).itemInfo;
}

export async function removeEmployee(client: HttpClient, companyId: number, userId: number) {
  await client.call(api.remove, { params: { companyId, userId } });
}

/** The owner hands the company on; answers the members with their new roles. */
export async function transferOwnership(client: HttpClient, companyId: number, userId: number) {
  return (await client.call(api.transferOwnership, { params: { companyId }, body: { userId } })).data;
}

export const listInvitations = listCall(api.listInvitations);

export const inviteEmployee = bodyCall(api.invite);

export const cancelInvitation = idVoidCall(api.cancelInvitation);

/** What a mailed link's invitation offers, for its invitee to accept. */
export async function getInvitation(client: HttpClient, token: string) {
  return (await client.call(api.previewInvitation, { params: { token } })).itemInfo;
}

export async function acceptInvitation(client: HttpClient, token: string) {
  return (await client.call(api.acceptInvitation, { params: { token } })).itemInfo;
}
