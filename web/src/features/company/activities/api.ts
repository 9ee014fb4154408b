import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { companyActivitiesKey } from '../../../lib/query/company-activities-query.ts';
import { listActivityActors } from './activities-client.ts';

export function listActivityActorsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyActivitiesKey(companyId), 'actors'],
    queryFn: () => listActivityActors(apiClient, companyId),
  });
}
