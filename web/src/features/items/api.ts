import type { ItemInput, ItemListQuery } from '@daftar/contracts/endpoints/items';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { storeRemoved, storeSaved } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../lib/query/retry.ts';
import {
  createItem,
  getItem,
  listItemCategories,
  listItems,
  nextItemCode,
  removeItem,
  updateItem,
} from './items-client.ts';

const companyKey = (companyId: number) => [...areaKeys.items, companyId] as const;

/** One page of the list; the previous page stays on screen while the next loads (no flash of an empty table). */
export function listItemsQuery(companyId: number, query: ItemListQuery) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'list', query],
    queryFn: () => listItems(apiClient, companyId, query),
    placeholderData: keepPreviousData,
  });
}

export function listItemCategoriesQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'categories'],
    queryFn: () => listItemCategories(apiClient, companyId),
  });
}

/** The code a new item would get; the create and copy loaders ask afresh (staleTime 0) on every visit. */
export function nextItemCodeQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'next-code'],
    queryFn: () => nextItemCode(apiClient, companyId),
  });
}

export function getItemQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'detail', id],
    queryFn: () => getItem(apiClient, companyId, id),
    retry: retryUnlessClientError,
  });
}

export function createItemMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: ItemInput) => createItem(apiClient, companyId, input),
    onSuccess: (saved) =>
      storeSaved(queryClient, companyKey(companyId), getItemQuery(companyId, saved.id).queryKey, saved),
  });
}

export function updateItemMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: (input: ItemInput) => updateItem(apiClient, companyId, id, input),
    onSuccess: (saved) => storeSaved(queryClient, companyKey(companyId), getItemQuery(companyId, id).queryKey, saved),
  });
}

export function removeItemMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: () => removeItem(apiClient, companyId, id),
    onSuccess: (outcome) => storeRemoved(queryClient, companyKey(companyId), outcome),
  });
}
