import { QueryClient } from '@tanstack/react-query';
import { isUnreachable } from '../lib/api/unreachable.ts';
import { apiReachability } from '../lib/network/api-reachability.ts';

const fiveMinutes = 5 * 60 * 1000;

/**
 * The product's own data-fetching setting (SPEC §7, §9): retry once, no refetch on focus or reconnect. Calls are
 * made whatever the reachability says ('always'): a save while the API is away fails at once with the one readable
 * message instead of waiting unseen; the reachability state then brings the data back (`refetchWhenReachable`).
 */
export function createQueryClient(): QueryClient {
  return lastAnswerWhenUnreachable(
    new QueryClient({
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
    }),
  );
}

/**
 * The loaders' `query()` answers the last data kept for its key (restored from IndexedDB, or fetched earlier in the
 * page's life) when the API cannot be reached: a screen already visited opens with it, marked as not current by the
 * layout, instead of the unreachable state. Without kept data the failure goes on to the route's error boundary.
 */
export function lastAnswerWhenUnreachable(queryClient: QueryClient): QueryClient {
  const query = queryClient.query.bind(queryClient);
  // The override keeps query()'s generic signature: it answers what query() would have, from the same key's data.
  queryClient.query = (async (options: Parameters<QueryClient['query']>[0]) => {
    try {
      return await query(options);
    } catch (error) {
      const kept = isUnreachable(error) ? queryClient.getQueryData(options.queryKey) : undefined;
      if (kept === undefined) throw error;
      return typeof options.select === 'function' ? options.select(kept) : kept;
    }
  }) as QueryClient['query'];
  return queryClient;
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
