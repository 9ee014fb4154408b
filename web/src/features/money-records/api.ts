import type {
  MoneyRecord,
  MoneyRecordCreateInput,
  MoneyRecordInput,
  MoneyRecordReverseInput,
} from '@daftar/contracts/endpoints/money-records-schemas';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { storeRemoved, storeSaved } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { pageQuery, recordQuery } from '../../lib/query/record-queries.ts';
import {
  createMoneyRecord,
  getMoneyRecord,
  getMoneyRecordCharts,
  listCategoryAccounts,
  listMoneyRecords,
  listTreasuryAccounts,
  removeMoneyRecord,
  reverseMoneyRecord,
  searchStakeholders,
  updateMoneyRecord,
} from './money-records-client.ts';
import { companyRecordQueries } from '../../lib/query/company-record-queries.ts';

const companyKey = (companyId: number) => [...areaKeys.moneyRecords, companyId] as const;

const recordReads = companyRecordQueries(companyKey, listMoneyRecords, getMoneyRecord);
export const listMoneyRecordsQuery = recordReads.listQuery;
export const getMoneyRecordQuery = recordReads.getQuery;

/** The year's monthly income, expense and cash position; under the area's key, so every save refreshes it. */
export const moneyRecordChartsQuery = (companyId: number) =>
  recordQuery([...companyKey(companyId), 'charts'], () => getMoneyRecordCharts(apiClient, companyId));

/** The chart, kept under the books' root key so an edit of the chart refreshes the pickers. */
export function categoryAccountsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...areaKeys.accounting, companyId, 'money-record-categories'],
    queryFn: () => listCategoryAccounts(apiClient, companyId),
    staleTime: 60_000,
  });
}

/** Cash boxes, bank accounts and petty cash together, in that order, under the books' root key. */
export function treasuryAccountsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...areaKeys.accounting, companyId, 'money-record-treasury'],
    queryFn: async () =>
      (
        await Promise.all(
          (['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'] as const).map((kind) =>
            listTreasuryAccounts(apiClient, companyId, kind),
          ),
        )
      ).flat(),
    staleTime: 60_000,
  });
}

/** The stakeholder picker's matches, under the stakeholders' root key so a stakeholder's save refreshes them. */
export const searchStakeholdersQuery = (companyId: number, q: string) =>
  pageQuery([...areaKeys.stakeholders, companyId, 'money-record-picker', q], () =>
    searchStakeholders(apiClient, companyId, q),
  );

/** After a save the answer is the record as it stands; the area and the books (its voucher) are marked stale. */
function storeRecord(queryClient: QueryClient, companyId: number) {
  return async (saved: MoneyRecord) => {
    await queryClient.invalidateQueries({ queryKey: [...areaKeys.accounting, companyId], refetchType: 'none' });
    await storeSaved(queryClient, companyKey(companyId), getMoneyRecordQuery(companyId, saved.id).queryKey, saved);
  };
}

export const createMoneyRecordMutation = (queryClient: QueryClient, companyId: number) =>
  mutationOptions({
    mutationFn: (input: MoneyRecordCreateInput) => createMoneyRecord(apiClient, companyId, input),
    onSuccess: storeRecord(queryClient, companyId),
  });

export const updateMoneyRecordMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  mutationOptions({
    mutationFn: (input: MoneyRecordInput) => updateMoneyRecord(apiClient, companyId, id, input),
    onSuccess: storeRecord(queryClient, companyId),
  });

/** Reverses a FINAL record: the answer is the record, REVERSED; the area and the books (a new voucher) go stale. */
export const reverseMoneyRecordMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  mutationOptions({
    mutationFn: (input: MoneyRecordReverseInput) => reverseMoneyRecord(apiClient, companyId, id, input),
    onSuccess: storeRecord(queryClient, companyId),
  });

/** Deletes a record and its temporary voucher: the area and the books are marked stale. */
export function removeMoneyRecordMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: () => removeMoneyRecord(apiClient, companyId, id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...areaKeys.accounting, companyId], refetchType: 'none' });
      await storeRemoved(queryClient, companyKey(companyId), 'DELETED');
    },
  });
}
