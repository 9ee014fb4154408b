import type { QueryClient } from '@tanstack/react-query';

/** Queries that describe the user and the app, not the active company: they survive a company change. */
const sessionKeys = new Set(['user-me', 'app/settings']);

/** SPEC §2: when the active company changes, cached company data is cleared. */
export function keepOnlySessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !sessionKeys.has(String(query.queryKey[0])) });
}
