import type { Stakeholder, StakeholderInput, StakeholderListQuery } from '@daftar/contracts/endpoints/stakeholders';
import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import {
  addStakeholder,
  fetchNextStakeholderCode,
  fetchStakeholder,
  fetchStakeholderPage,
  removeStakeholder,
  replaceStakeholder,
} from '../../lib/api/stakeholders.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';

const root = areaKeys.stakeholders;

/** A 4xx (not found, not a member) will not change by asking again; anything else is retried once. */
const retryUnlessClientError = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** One page of the list (the screen adds `keepPreviousData`, which a loader's `queryClient.query` does not take). */
export function stakeholderListQuery(companyId: number, query: StakeholderListQuery) {
  return queryOptions({
    queryKey: [...root, companyId, 'list', query],
    queryFn: () => fetchStakeholderPage(apiClient, companyId, query),
  });
}

export function stakeholderQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...root, companyId, 'detail', id],
    queryFn: () => fetchStakeholder(apiClient, companyId, id),
    retry: retryUnlessClientError,
  });
}

/** Refetched after every save in the area; a code taken meanwhile by someone else answers 409 under the field. */
export function nextStakeholderCodeQuery(companyId: number) {
  return queryOptions({
    queryKey: [...root, companyId, 'next-code'],
    queryFn: () => fetchNextStakeholderCode(apiClient, companyId),
  });
}

/** Create (no id) or replace (an id); the area's lists, details and next code are refetched afterwards. */
export function useSaveStakeholder(companyId: number, id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StakeholderInput) =>
      id === undefined
        ? addStakeholder(apiClient, companyId, input)
        : replaceStakeholder(apiClient, companyId, id, input),
    onSuccess: (saved: Stakeholder) => {
      const detail = stakeholderQuery(companyId, saved.id).queryKey;
      queryClient.setQueryData(detail, saved);
      // The saved record's detail is the answer itself; everything else of the area (lists, next code) is stale.
      return queryClient.invalidateQueries({
        queryKey: root,
        predicate: (query) => query.queryHash !== hashKey(detail),
      });
    },
  });
}

/**
 * After a deletion nothing is refetched at once: the screen leaves the record, and refetching its detail would only
 * answer 404. The area is marked stale, so the list reads afresh. An archived record is refetched where it shows.
 */
export function useDeleteStakeholder(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeStakeholder(apiClient, companyId, id),
    onSuccess: (outcome) =>
      queryClient.invalidateQueries({ queryKey: root, refetchType: outcome === 'DELETED' ? 'none' : 'active' }),
  });
}
