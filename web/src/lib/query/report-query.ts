import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import type { HttpClient } from '../api/http-client.ts';
import { retryUnlessClientError } from './retry.ts';

/**
 * A report's figures: the last ones stay on screen while a changed filter loads (no flash of an empty table), and a
 * 4xx answers the same again, so it is shown at once, not retried.
 */
export function reportQuery<TData, const TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData, retry: retryUnlessClientError });
}

/**
 * A company report's query options made from its client call: `(companyId, query)`, keyed by the area's
 * `key(companyId, report, query)`.
 */
export function companyReportQuery<Q, TData, const TKey extends QueryKey>(
  key: (companyId: number, report: string, query: Q) => TKey,
  report: string,
  call: (client: HttpClient, companyId: number, query: Q) => Promise<TData>,
) {
  return (companyId: number, query: Q) =>
    reportQuery(key(companyId, report, query), () => call(apiClient, companyId, query));
}
