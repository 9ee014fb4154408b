import type { AccountInput, TafsiliInput } from '@daftar/contracts/endpoints/accounting-chart';
import type { AccountingSettingsInput } from '@daftar/contracts/endpoints/accounting-settings';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { staleAfter } from '../../lib/query/area-cache.ts';
import { recordQuery } from '../../lib/query/record-queries.ts';
import { companyReportQuery } from '../../lib/query/report-query.ts';
import {
  balanceSheet,
  createAccount,
  createTafsili,
  generalLedger,
  getAccountingSettings,
  listAccounts,
  listTafsili,
  profitAndLoss,
  removeAccount,
  tafsiliReport,
  trialBalance,
  updateAccount,
  updateAccountingSettings,
  updateTafsili,
} from './accounting-client-reports.ts';
import { booksKey, reportKey } from './books-keys.ts';

export const trialBalanceQuery = companyReportQuery(reportKey, 'trial-balance', trialBalance);
export const generalLedgerQuery = companyReportQuery(reportKey, 'general-ledger', generalLedger);
export const profitLossQuery = companyReportQuery(reportKey, 'profit-loss', profitAndLoss);
export const balanceSheetQuery = companyReportQuery(reportKey, 'balance-sheet', balanceSheet);
export const tafsiliReportQuery = companyReportQuery(reportKey, 'tafsili', tafsiliReport);

/** The whole chart, archived accounts included (the chart screen shows them; pickers leave them out). */
export const accountsQuery = (companyId: number) =>
  recordQuery([...booksKey(companyId), 'accounts'], () => listAccounts(apiClient, companyId));

export const tafsiliQuery = (companyId: number) =>
  recordQuery([...booksKey(companyId), 'tafsili'], () => listTafsili(apiClient, companyId));

export const accountingSettingsQuery = (companyId: number) =>
  recordQuery([...booksKey(companyId), 'settings'], () => getAccountingSettings(apiClient, companyId));

// A change to the chart can change every report's rows and names: the whole books area goes stale.

export const saveAccountMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, booksKey(companyId), ({ id, input }: { id: number | null; input: AccountInput }) =>
    id === null ? createAccount(apiClient, companyId, input) : updateAccount(apiClient, companyId, id, input),
  );

export const removeAccountMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, booksKey(companyId), (id: number) => removeAccount(apiClient, companyId, id));

export const saveTafsiliMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, booksKey(companyId), ({ id, input }: { id: number | null; input: TafsiliInput }) =>
    id === null ? createTafsili(apiClient, companyId, input) : updateTafsili(apiClient, companyId, id, input),
  );

export function updateSettingsMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: AccountingSettingsInput) => updateAccountingSettings(apiClient, companyId, input),
    onSuccess: (saved) => queryClient.setQueryData(accountingSettingsQuery(companyId).queryKey, saved),
  });
}
