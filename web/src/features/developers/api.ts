import type { CreateApiKeyBody } from '@daftar/contracts/endpoints/api-keys';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-client.ts';

const companyKey = (companyId: number) => [...areaKeys.apiKeys, companyId] as const;

export function listApiKeysQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'list'],
    queryFn: () => listApiKeys(apiClient, companyId),
  });
}

export function createApiKeyMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: CreateApiKeyBody) => createApiKey(apiClient, companyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId), refetchType: 'none' }),
  });
}

export function revokeApiKeyMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (id: number) => revokeApiKey(apiClient, companyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
  });
}
