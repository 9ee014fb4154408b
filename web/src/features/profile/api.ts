import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { fetchDevices } from '../../lib/api/users.ts';

/** Root query key of the profile area. */
export const profileAreaKey = ['profile'] as const;

export const devicesQuery = queryOptions({
  queryKey: [...profileAreaKey, 'devices'],
  queryFn: () => fetchDevices(apiClient),
});
