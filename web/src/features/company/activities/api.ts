import type { ActivityListQuery } from '@daftar/contracts/endpoints/company-activities';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { listActivityActors, listCompanyActivities } from './activities-client.ts';

const activitiesKey = (companyId: number) => [...areaKeys.company, companyId, 'activities'] as const;

/** Always asked again when shown: every write anywhere in the company adds to the log. */
export function listCompanyActivitiesQuery(companyId: number, query: ActivityListQuery) {
  return queryOptions({
    queryKey: [...activitiesKey(companyId), 'list', query],
    queryFn: () => listCompanyActivities(apiClient, companyId, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function listActivityActorsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...activitiesKey(companyId), 'actors'],
    queryFn: () => listActivityActors(apiClient, companyId),
  });
}
