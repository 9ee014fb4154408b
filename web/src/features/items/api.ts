import type { ItemInput } from '@daftar/contracts/endpoints/items';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { recordMutations } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import {
  createItem,
  getItem,
  listItemCategories,
  listItems,
  nextItemCode,
  removeItem,
  updateItem,
} from './items-client.ts';
import { companyCallQuery } from '../../lib/query/company-call-query.ts';
import { companyRecordQueries } from '../../lib/query/company-record-queries.ts';

const companyKey = (companyId: number) => [...areaKeys.items, companyId] as const;

export const listItemCategoriesQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'categories'], companyId, listItemCategories);

/** The code a new item would get; the create and copy loaders ask afresh (staleTime 0) on every visit. */
export const nextItemCodeQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'next-code'], companyId, nextItemCode);

const itemReads = companyRecordQueries(companyKey, listItems, getItem);
export const listItemsQuery = itemReads.listQuery;
export const getItemQuery = itemReads.getQuery;

const itemMutations = (queryClient: QueryClient, companyId: number) =>
  recordMutations(queryClient, companyKey(companyId), (id) => getItemQuery(companyId, id).queryKey);

export const createItemMutation = (queryClient: QueryClient, companyId: number) =>
  itemMutations(queryClient, companyId).save((input: ItemInput) => createItem(apiClient, companyId, input));

export const updateItemMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  itemMutations(queryClient, companyId).save((input: ItemInput) => updateItem(apiClient, companyId, id, input));

export const removeItemMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  itemMutations(queryClient, companyId).remove(() => removeItem(apiClient, companyId, id));
