import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { retryUnlessClientError } from './retry.ts';

/**
 * A report's figures: the last ones stay on screen while a changed filter loads (no flash of an empty table), and a
 * 4xx answers the same again, so it is shown at once, not retried.
 */
export function reportQuery<TData, const TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData, retry: retryUnlessClientError });
}
