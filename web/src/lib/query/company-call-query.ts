import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import type { HttpClient } from '../api/http-client.ts';

/**
 * A read of the active company that takes nothing but its id (its members, categories, next free code, settings):
 * `call` is the client function, sent with the app's client and cached under `queryKey`.
 */
export function companyCallQuery<TData, const TKey extends QueryKey>(
  queryKey: TKey,
  companyId: number,
  call: (client: HttpClient, companyId: number) => Promise<TData>,
) {
  return queryOptions({ queryKey, queryFn: () => call(apiClient, companyId) });
}
