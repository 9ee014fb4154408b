import { QueryClient } from '@tanstack/react-query';
import { apiReachability } from '../lib/network/api-reachability.ts';

const fiveMinutes = 5 * 60 * 1000;

/**
 * The product's own data-fetching setting (SPEC §7, §9): retry once, no refetch on focus or reconnect. Calls are
 * made whatever the reachability says ('always'): a save while the API is away fails at once with the one readable
 * message instead of waiting unseen; the reachability state then brings the data back (`refetchWhenReachable`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: fiveMinutes,
        gcTime: fiveMinutes,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * When the API answers again after not answering, what the screens show is refetched: the queries that failed and
 * the ones shown from an earlier fetch. Returns the unsubscribe.
 */
export function refetchWhenReachable(queryClient: QueryClient): () => void {
  let wasOnline = apiReachability.state().online;
  return apiReachability.subscribe(({ online }) => {
    if (online && !wasOnline) void queryClient.invalidateQueries();
    wasOnline = online;
  });
}
