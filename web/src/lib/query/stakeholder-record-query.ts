import type { StakeholderInput } from '@daftar/contracts/endpoints/stakeholders';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { createStakeholder, getStakeholder } from '../api/stakeholder-record.ts';
import { recordMutations } from './area-cache.ts';
import { areaKeys } from './area-keys.ts';
import { recordQuery } from './record-queries.ts';

/**
 * Under the stakeholders' root key (the stakeholders area stores its saves here and invalidates that key), so a
 * changed stakeholder is seen wherever it shows.
 */
export const getStakeholderQuery = (companyId: number, id: number) =>
  recordQuery([...areaKeys.stakeholders, companyId, 'detail', id], () => getStakeholder(apiClient, companyId, id));

/**
 * A new stakeholder stored as its record's answer, and the stakeholders' lists and pickers (their root key) marked
 * stale: shared by the stakeholders area's form and the invoice editor's inline create.
 */
export const createStakeholderMutation = (queryClient: QueryClient, companyId: number) =>
  recordMutations(
    queryClient,
    [...areaKeys.stakeholders, companyId],
    (id) => getStakeholderQuery(companyId, id).queryKey,
  ).save((input: StakeholderInput) => createStakeholder(apiClient, companyId, input));
