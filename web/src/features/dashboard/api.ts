import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { getDashboard } from './dashboard-client.ts';

/**
 * The dashboard's figures, under the books' root key (a voucher or invoice saved anywhere marks them stale). The app
 * setting's `dashboardStructureTimeStamp` is part of the key: when it changes the dashboard is read afresh.
 */
export function getDashboardQuery(companyId: number, structureTimeStamp: number) {
  return queryOptions({
    queryKey: [...areaKeys.accounting, companyId, 'dashboard', structureTimeStamp],
    queryFn: () => getDashboard(apiClient, companyId),
  });
}
