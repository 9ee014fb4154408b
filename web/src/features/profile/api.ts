import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { fetchDevices } from './profile-client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';

export const devicesQuery = queryOptions({
  queryKey: [...areaKeys.profile, 'devices'],
  queryFn: () => fetchDevices(apiClient),
});
