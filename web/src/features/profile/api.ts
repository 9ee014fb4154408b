import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { fetchCompany } from '../../lib/api/companies.ts';
import { fetchDevices } from '../../lib/api/users.ts';

/** Root query key of the profile area. */
export const profileAreaKey = ['profile'] as const;

export const devicesQuery = queryOptions({
  queryKey: [...profileAreaKey, 'devices'],
  queryFn: () => fetchDevices(apiClient),
});

/** The active company's details (its invitation code is shown so colleagues can join). */
export function companyQuery(companyId: number) {
  return queryOptions({
    queryKey: ['company', companyId],
    queryFn: () => fetchCompany(apiClient, companyId),
  });
}
