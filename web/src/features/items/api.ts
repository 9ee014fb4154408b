import type { ItemInput, ItemListQuery } from '@daftar/contracts/endpoints/items';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import {
  addItem,
  fetchItem,
  fetchItemCategories,
  fetchItemPage,
  fetchNextItemCode,
  removeItem,
  replaceItem,
} from '../../lib/api/items.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';

const companyKey = (companyId: number) => [...areaKeys.items, companyId] as const;

/** A 4xx (not found, not a member) will answer the same again; only other failures are worth one more try. */
const retryUnlessClientError = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** One page of the list; the previous page stays on screen while the next loads (no flash of an empty table). */
export function itemPageQuery(companyId: number, query: ItemListQuery) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'list', query],
    queryFn: () => fetchItemPage(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

export function itemCategoriesQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'categories'],
    queryFn: () => fetchItemCategories(apiClient, companyId),
  });
}

/** The code a new item would get; the create and copy loaders ask afresh (staleTime 0) on every visit. */
export function nextItemCodeQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'next-code'],
    queryFn: () => fetchNextItemCode(apiClient, companyId),
  });
}

export function itemQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'item', id],
    queryFn: () => fetchItem(apiClient, companyId, id),
    retry: retryUnlessClientError,
  });
}

/**
 * Any change to one item can change every list page, the categories and the next code. Each save leaves the screen
 * at once, so the company's items are only marked stale (no refetch of the screen being left); the next screen's
 * loader then fetches what it shows.
 */
const markItemsStale = (queryClient: QueryClient, companyId: number) =>
  queryClient.invalidateQueries({ queryKey: companyKey(companyId), refetchType: 'none' });

export function createItemMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: ItemInput) => addItem(apiClient, companyId, input),
    onSuccess: () => markItemsStale(queryClient, companyId),
  });
}

export function updateItemMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: (input: ItemInput) => replaceItem(apiClient, companyId, id, input),
    onSuccess: async (saved) => {
      await markItemsStale(queryClient, companyId);
      // The answer is the item as saved: the detail screen shows it without asking again.
      queryClient.setQueryData(itemQuery(companyId, id).queryKey, saved);
    },
  });
}

export function deleteItemMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: () => removeItem(apiClient, companyId, id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: itemQuery(companyId, id).queryKey, exact: true });
      await markItemsStale(queryClient, companyId);
    },
  });
}
