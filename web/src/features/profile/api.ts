import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { fetchCompany, fetchDevices } from './profile-client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';

export const devicesQuery = queryOptions({
  queryKey: [...areaKeys.profile, 'devices'],
  queryFn: () => fetchDevices(apiClient),
});

/** The active company's details (its invitation code is shown so colleagues can join). */
export function companyQuery(companyId: number) {
  return queryOptions({
    queryKey: [...areaKeys.company, companyId],
    queryFn: () => fetchCompany(apiClient, companyId),
  });
}
