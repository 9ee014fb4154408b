import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { retryUnlessClientError } from './retry.ts';

/** One page of a list: the previous page stays on screen while the next loads (no flash of an empty table). */
export function pageQuery<TData, const TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/** One record: a 4xx (not found, not a member) answers the same again, so it is shown at once, not retried. */
export function recordQuery<TData, const TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, retry: retryUnlessClientError });
}
