import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { getStakeholder } from '../api/stakeholder-record.ts';
import { areaKeys } from './area-keys.ts';
import { retryUnlessClientError } from './retry.ts';

/**
 * Under the stakeholders' root key (the stakeholders area stores its saves here and invalidates that key), so a
 * changed stakeholder is seen wherever it shows.
 */
export function getStakeholderQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...areaKeys.stakeholders, companyId, 'detail', id],
    queryFn: () => getStakeholder(apiClient, companyId, id),
    retry: retryUnlessClientError,
  });
}
