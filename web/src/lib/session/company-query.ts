import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { fetchCompany } from '../api/companies.ts';
import { areaKeys } from '../query/area-keys.ts';

/** One company's details (its name; the invitation code its owner hands out). */
export function companyQuery(companyId: number) {
  return queryOptions({
    queryKey: [...areaKeys.company, companyId],
    queryFn: () => fetchCompany(apiClient, companyId),
  });
}

/**
 * The names of the given companies, from the company call (SPEC §3's profile lists companyId only), in the same
 * order; a name not loaded yet, or refused, is undefined.
 */
export function useCompanyNames(companyIds: readonly number[]): (string | undefined)[] {
  return useQueries({
    queries: companyIds.map((companyId) => ({ ...companyQuery(companyId), staleTime: 5 * 60_000 })),
    combine: (results) => results.map((result) => result.data?.name),
  });
}
