import type { AccountInput, TafsiliInput } from '@daftar/contracts/endpoints/accounting-chart';
import type { AccountingSettingsInput } from '@daftar/contracts/endpoints/accounting-settings';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../lib/query/retry.ts';
import {
  type BalanceSheetQuery,
  balanceSheet,
  createAccount,
  createTafsili,
  generalLedger,
  getAccountingSettings,
  type LedgerQuery,
  listAccounts,
  listTafsili,
  type ProfitLossQuery,
  profitAndLoss,
  removeAccount,
  type TafsiliReportQuery,
  type TrialBalanceQuery,
  tafsiliReport,
  trialBalance,
  updateAccount,
  updateAccountingSettings,
  updateTafsili,
} from './accounting-client-reports.ts';

const companyKey = (companyId: number) => [...areaKeys.accounting, companyId] as const;
const reportKey = (companyId: number, report: string, query: unknown) =>
  [...companyKey(companyId), 'report', report, query] as const;

/** A report keeps its last figures on screen while a changed filter loads (no flash of an empty table). */
const report = { placeholderData: keepPreviousData, retry: retryUnlessClientError } as const;

export const trialBalanceQuery = (companyId: number, query: TrialBalanceQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'trial-balance', query),
    queryFn: () => trialBalance(apiClient, companyId, query),
    ...report,
  });

export const generalLedgerQuery = (companyId: number, query: LedgerQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'general-ledger', query),
    queryFn: () => generalLedger(apiClient, companyId, query),
    ...report,
  });

export const profitLossQuery = (companyId: number, query: ProfitLossQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'profit-loss', query),
    queryFn: () => profitAndLoss(apiClient, companyId, query),
    ...report,
  });

export const balanceSheetQuery = (companyId: number, query: BalanceSheetQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'balance-sheet', query),
    queryFn: () => balanceSheet(apiClient, companyId, query),
    ...report,
  });

export const tafsiliReportQuery = (companyId: number, query: TafsiliReportQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'tafsili', query),
    queryFn: () => tafsiliReport(apiClient, companyId, query),
    ...report,
  });

/** The whole chart, archived accounts included (the chart screen shows them; pickers leave them out). */
export const accountsQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...companyKey(companyId), 'accounts'],
    queryFn: () => listAccounts(apiClient, companyId),
    retry: retryUnlessClientError,
  });

export const tafsiliQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...companyKey(companyId), 'tafsili'],
    queryFn: () => listTafsili(apiClient, companyId),
    retry: retryUnlessClientError,
  });

export const accountingSettingsQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...companyKey(companyId), 'settings'],
    queryFn: () => getAccountingSettings(apiClient, companyId),
    retry: retryUnlessClientError,
  });

/** A change to the chart or the settings can change every report's rows and names: the whole area goes stale. */
const invalidateBooks = (queryClient: QueryClient, companyId: number) =>
  queryClient.invalidateQueries({ queryKey: companyKey(companyId) });

export function saveAccountMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: ({ id, input }: { id: number | null; input: AccountInput }) =>
      id === null ? createAccount(apiClient, companyId, input) : updateAccount(apiClient, companyId, id, input),
    onSuccess: () => invalidateBooks(queryClient, companyId),
  });
}

export function removeAccountMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (id: number) => removeAccount(apiClient, companyId, id),
    onSuccess: () => invalidateBooks(queryClient, companyId),
  });
}

export function saveTafsiliMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: ({ id, input }: { id: number | null; input: TafsiliInput }) =>
      id === null ? createTafsili(apiClient, companyId, input) : updateTafsili(apiClient, companyId, id, input),
    onSuccess: () => invalidateBooks(queryClient, companyId),
  });
}

export function updateSettingsMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: AccountingSettingsInput) => updateAccountingSettings(apiClient, companyId, input),
    onSuccess: (saved) => queryClient.setQueryData(accountingSettingsQuery(companyId).queryKey, saved),
  });
}
