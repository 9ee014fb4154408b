import { QueryClient } from '@tanstack/react-query';

const fiveMinutes = 5 * 60 * 1000;

/** The product's own data-fetching setting (SPEC §7, §9): retry once, no refetch on focus or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: fiveMinutes,
        gcTime: fiveMinutes,
      },
      mutations: { retry: false },
    },
  });
}
