import type { InviteEmployeeBody } from '@daftar/contracts/endpoints/employees';
import type { AssignableRole } from '@daftar/contracts/endpoints/employees-roles';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { staleAfter } from '../../../lib/query/area-cache.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { recordQuery } from '../../../lib/query/record-queries.ts';
import { profileQuery } from '../../../lib/session/profile-query.ts';
import {
  acceptInvitation,
  cancelInvitation,
  changeEmployeeRole,
  getEmployee,
  getInvitation,
  inviteEmployee,
  listEmployees,
  listInvitations,
  removeEmployee,
  transferOwnership,
} from './employees-client.ts';
import { companyCallQuery } from '../../../lib/query/company-call-query.ts';

const companyKey = (companyId: number) => [...areaKeys.employees, companyId] as const;
/** After any change of the team every list and member is read again: the team is small, the answers cheap. */
const refresh = (queryClient: QueryClient, companyId: number) =>
  queryClient.invalidateQueries({ queryKey: companyKey(companyId) });

export const listEmployeesQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'list'], companyId, listEmployees);

export const listInvitationsQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'invitations'], companyId, listInvitations);

export const getEmployeeQuery = (companyId: number, userId: number) =>
  recordQuery([...companyKey(companyId), 'detail', userId], () => getEmployee(apiClient, companyId, userId));

export const getInvitationQuery = (token: string) =>
  recordQuery([...areaKeys.employees, 'invitation', token], () => getInvitation(apiClient, token));

export function inviteEmployeeMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: InviteEmployeeBody) => inviteEmployee(apiClient, companyId, input),
    onSuccess: () => refresh(queryClient, companyId),
  });
}

export function cancelInvitationMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (id: number) => cancelInvitation(apiClient, companyId, id),
    onSuccess: () => refresh(queryClient, companyId),
  });
}

export function changeEmployeeRoleMutation(queryClient: QueryClient, companyId: number, userId: number) {
  return mutationOptions({
    mutationFn: (role: AssignableRole) => changeEmployeeRole(apiClient, companyId, userId, role),
    onSuccess: () => refresh(queryClient, companyId),
  });
}

export const removeEmployeeMutation = (queryClient: QueryClient, companyId: number, userId: number) =>
  staleAfter(queryClient, companyKey(companyId), () => removeEmployee(apiClient, companyId, userId), 'none');

/** Ownership moves: the caller's own role in the profile changes too. */
export function transferOwnershipMutation(queryClient: QueryClient, companyId: number, userId: number) {
  return mutationOptions({
    mutationFn: () => transferOwnership(apiClient, companyId, userId),
    onSuccess: () =>
      Promise.all([
        refresh(queryClient, companyId),
        queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
      ]),
  });
}

export function acceptInvitationMutation() {
  return mutationOptions({ mutationFn: (token: string) => acceptInvitation(apiClient, token) });
}
