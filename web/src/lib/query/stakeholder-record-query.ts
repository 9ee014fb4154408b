import type { StakeholderInput } from '@daftar/contracts/endpoints/stakeholders';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { createStakeholder, getStakeholder } from '../api/stakeholder-record.ts';
import { storeSaved } from './area-cache.ts';
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

/**
 * A new stakeholder stored as its record's answer, and the stakeholders' lists and pickers (their root key) marked
 * stale: shared by the stakeholders area's form and the invoice editor's inline create.
 */
export function createStakeholderMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: StakeholderInput) => createStakeholder(apiClient, companyId, input),
    onSuccess: (saved) =>
      storeSaved(
        queryClient,
        [...areaKeys.stakeholders, companyId],
        getStakeholderQuery(companyId, saved.id).queryKey,
        saved,
      ),
  });
}
