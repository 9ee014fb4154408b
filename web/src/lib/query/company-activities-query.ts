import type { ActivityListQuery } from '@daftar/contracts/endpoints/company-activities';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { listCompanyActivities } from '../api/company-activities.ts';
import { areaKeys } from './area-keys.ts';

/** The log's entries, under the company's root key. */
export const companyActivitiesKey = (companyId: number) => [...areaKeys.company, companyId, 'activities'] as const;

/** Always asked again when shown: every write anywhere in the company adds to the log. */
export function listCompanyActivitiesQuery(companyId: number, query: ActivityListQuery) {
  return queryOptions({
    queryKey: [...companyActivitiesKey(companyId), 'list', query],
    queryFn: () => listCompanyActivities(apiClient, companyId, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
