import type { StakeholderInput, StakeholderListQuery } from '@daftar/contracts/endpoints/stakeholders';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { storeRemoved, storeSaved } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { getStakeholderQuery } from '../../lib/query/stakeholder-record-query.ts';
import { listStakeholders, nextStakeholderCode, removeStakeholder, updateStakeholder } from './stakeholders-client.ts';

const companyKey = (companyId: number) => [...areaKeys.stakeholders, companyId] as const;

/** One page of the list; the previous page stays on screen while the next loads (no flash of an empty table). */
export function listStakeholdersQuery(companyId: number, query: StakeholderListQuery) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'list', query],
    queryFn: () => listStakeholders(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

/** The code a new stakeholder would get; a code taken meanwhile by someone else answers 409 under the field. */
export function nextStakeholderCodeQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'next-code'],
    queryFn: () => nextStakeholderCode(apiClient, companyId),
  });
}

export function updateStakeholderMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: (input: StakeholderInput) => updateStakeholder(apiClient, companyId, id, input),
    onSuccess: (saved) =>
      storeSaved(queryClient, companyKey(companyId), getStakeholderQuery(companyId, id).queryKey, saved),
  });
}

export function removeStakeholderMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: () => removeStakeholder(apiClient, companyId, id),
    onSuccess: (outcome) => storeRemoved(queryClient, companyKey(companyId), outcome),
  });
}
