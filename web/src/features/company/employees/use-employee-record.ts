import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCrumbLabel } from '../../../lib/routing/crumb-labels.ts';
import { recordIdParam } from '../../../lib/routing/record-id.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { profileQuery } from '../../../lib/session/profile-query.ts';
import { getEmployeeQuery } from './api.ts';
import { employeeName } from './roles.ts';

/** The route's `:id`; one that is no id at all is the API's "not found". */
export const employeeIdParam = (value: string | undefined) => recordIdParam(value, 'EMPLOYEE_NOT_FOUND');

/**
 * The member of the route's `:id` (the loader read it; a 404 went to the not-found state), and the caller's own
 * role here, which decides the actions offered (the API refuses the rest anyway).
 */
export function useEmployeeRecord() {
  const companyId = requireActiveCompanyId();
  const userId = employeeIdParam(useParams().id);
  const record = useQuery(getEmployeeQuery(companyId, userId)).data;
  const myRole = useQuery(profileQuery).data?.companies.find((each) => each.companyId === companyId)?.role;
  useCrumbLabel(`/company/employees/detail/${userId}`, record ? employeeName(record) : undefined);
  useCrumbLabel(`/company/employees/edit/${userId}`, record ? employeeName(record) : undefined);
  return { companyId, userId, record, myRole };
}
