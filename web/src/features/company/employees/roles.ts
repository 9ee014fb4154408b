import type { CompanyRole } from '@daftar/contracts/endpoints/employees-roles';
import type { Employee } from '@daftar/contracts/endpoints/employees';

export const roleKeys: Readonly<Record<CompanyRole, string>> = {
  OWNER: 'WEB_ROLE_OWNER',
  ADMIN: 'WEB_ROLE_ADMIN',
  ACCOUNTANT: 'WEB_ROLE_ACCOUNTANT',
  SALES: 'WEB_ROLE_SALES',
  VIEWER: 'WEB_ROLE_VIEWER',
};

/** What each role may do, in a sentence, under the role's choice. */
export const roleHintKeys: Readonly<Record<CompanyRole, string>> = {
  OWNER: 'WEB_ROLE_OWNER_HINT',
  ADMIN: 'WEB_ROLE_ADMIN_HINT',
  ACCOUNTANT: 'WEB_ROLE_ACCOUNTANT_HINT',
  SALES: 'WEB_ROLE_SALES_HINT',
  VIEWER: 'WEB_ROLE_VIEWER_HINT',
};

/** How colleagues are named: first and last name, or the e-mail before they gave one. */
export function employeeName(employee: Pick<Employee, 'firstName' | 'lastName' | 'email'>): string {
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? employee.email : name;
}
