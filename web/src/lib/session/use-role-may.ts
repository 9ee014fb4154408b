import { type AreaAction, type CompanyArea, roleMay } from '@daftar/contracts/endpoints/employees-roles';
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from './profile-query.ts';

/**
 * Whether the signed-in user's role in the company may read or write an area, by the shared role table the mock
 * API enforces: screens hide what would only answer 403 (a VIEWER's write buttons). False until the profile is
 * known (or no company is active), so a button never flashes in for someone who may not use it.
 */
export function useRoleMay(companyId: number | null, area: CompanyArea, action: AreaAction): boolean {
  const role = useQuery(profileQuery).data?.companies.find((each) => each.companyId === companyId)?.role;
  return role !== undefined && roleMay(role, area, action);
}
