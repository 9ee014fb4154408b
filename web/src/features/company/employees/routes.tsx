import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { recordAreaPages } from '../../../ui/record-not-found.tsx';
import { AcceptInvitationScreen } from './accept-invitation-screen.tsx';
import { getEmployeeQuery, listEmployeesQuery, listInvitationsQuery } from './api.ts';
import { EmployeeDetailScreen } from './employee-detail-screen.tsx';
import { EditEmployeeScreen, InviteEmployeeScreen } from './employee-form-screens.tsx';
import { EmployeeListScreen } from './employee-list-screen.tsx';
import { employeeIdParam } from './use-employee-record.ts';

const page = recordAreaPages({
  title: 'WEB_EMPLOYEE_NOT_FOUND_TITLE',
  body: 'WEB_EMPLOYEE_NOT_FOUND_BODY',
  listPath: '/company/employees',
  testId: 'employee-not-found',
});

/**
 * The employees' lazy chunk: each page with its loader. The list's failure (a role that may not see the team, 403)
 * is left to the screen; a member's 404 goes to the not-found state.
 */
export function employeePages({ queryClient }: RouteDeps) {
  const warm = (...queries: Promise<unknown>[]) => Promise.all(queries.map((query) => query.catch(() => null)));
  const record = async ({ params }: LoaderFunctionArgs) => {
    await queryClient.query(getEmployeeQuery(requireActiveCompanyId(), employeeIdParam(params.id)));
    return null;
  };
  return {
    list: page.list(EmployeeListScreen, async () => {
      const companyId = requireActiveCompanyId();
      await warm(queryClient.query(listEmployeesQuery(companyId)), queryClient.query(listInvitationsQuery(companyId)));
      return null;
    }),
    invite: page.list(InviteEmployeeScreen, () => null),
    detail: page.record(EmployeeDetailScreen, record),
    edit: page.record(EditEmployeeScreen, record),
  };
}

export const acceptInvitationPage = { Component: AcceptInvitationScreen };
