import type { StakeholderInput, StakeholderListQuery } from '@daftar/contracts/endpoints/stakeholders';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { recordMutations } from '../../lib/query/area-cache.ts';
import { pageQuery } from '../../lib/query/record-queries.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { getStakeholderQuery } from '../../lib/query/stakeholder-record-query.ts';
import { listStakeholders, nextStakeholderCode, removeStakeholder, updateStakeholder } from './stakeholders-client.ts';
import { companyCallQuery } from '../../lib/query/company-call-query.ts';

const companyKey = (companyId: number) => [...areaKeys.stakeholders, companyId] as const;

export const listStakeholdersQuery = (companyId: number, query: StakeholderListQuery) =>
  pageQuery([...companyKey(companyId), 'list', query], () => listStakeholders(apiClient, companyId, query));

/** The code a new stakeholder would get; a code taken meanwhile by someone else answers 409 under the field. */
export const nextStakeholderCodeQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'next-code'], companyId, nextStakeholderCode);

const stakeholderMutations = (queryClient: QueryClient, companyId: number) =>
  recordMutations(queryClient, companyKey(companyId), (id) => getStakeholderQuery(companyId, id).queryKey);

export const updateStakeholderMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  stakeholderMutations(queryClient, companyId).save((input: StakeholderInput) =>
    updateStakeholder(apiClient, companyId, id, input),
  );

export const removeStakeholderMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  stakeholderMutations(queryClient, companyId).remove(() => removeStakeholder(apiClient, companyId, id));
