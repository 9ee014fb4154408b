import type { CreateApiKeyBody } from '@daftar/contracts/endpoints/api-keys';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { staleAfter } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-client.ts';
import { companyCallQuery } from '../../lib/query/company-call-query.ts';

const companyKey = (companyId: number) => [...areaKeys.apiKeys, companyId] as const;

export const listApiKeysQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'list'], companyId, listApiKeys);

export const createApiKeyMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(
    queryClient,
    companyKey(companyId),
    (input: CreateApiKeyBody) => createApiKey(apiClient, companyId, input),
    'none',
  );

export const revokeApiKeyMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, companyKey(companyId), (id: number) => revokeApiKey(apiClient, companyId, id));
