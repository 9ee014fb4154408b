import type { LegalBookSettingsInput } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { PeriodLockInput, PeriodReopenInput } from '@daftar/contracts/endpoints/accounting-period-locks';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../../lib/query/retry.ts';
import {
  electronicBooksPreview,
  getLegalBookSettings,
  type LegalLedgerQuery,
  type LegalPeriodQuery,
  legalJournal,
  legalLedger,
  listPeriodLocks,
  lockPeriod,
  reopenPeriod,
  updateLegalBookSettings,
} from './legal-books-client.ts';

/** Under the books' key: a voucher saved anywhere in the books marks the legal books stale with the other reports. */
const companyKey = (companyId: number) => [...areaKeys.accounting, companyId] as const;
const reportKey = (companyId: number, report: string, query: unknown) =>
  [...companyKey(companyId), 'report', report, query] as const;
const report = { placeholderData: keepPreviousData, retry: retryUnlessClientError } as const;

export const legalBookSettingsQuery = (companyId: number, fiscalYearId: number) =>
  queryOptions({
    queryKey: [...companyKey(companyId), 'legal-book-settings', fiscalYearId],
    queryFn: () => getLegalBookSettings(apiClient, companyId, fiscalYearId),
    enabled: fiscalYearId > 0,
    retry: retryUnlessClientError,
  });

/** New settings renumber the books' pages and rows: every report of the company goes stale. */
export function updateLegalBookSettingsMutation(queryClient: QueryClient, companyId: number, fiscalYearId: number) {
  return mutationOptions({
    mutationFn: (input: LegalBookSettingsInput) => updateLegalBookSettings(apiClient, companyId, fiscalYearId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(legalBookSettingsQuery(companyId, fiscalYearId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...companyKey(companyId), 'report'] });
    },
  });
}

export const legalJournalQuery = (companyId: number, query: LegalPeriodQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'legal-journal', query),
    queryFn: () => legalJournal(apiClient, companyId, query),
    ...report,
  });

export const legalLedgerQuery = (companyId: number, query: LegalLedgerQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'legal-ledger', query),
    queryFn: () => legalLedger(apiClient, companyId, query),
    ...report,
  });

export const electronicPreviewQuery = (companyId: number, query: LegalPeriodQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'electronic-books', query),
    queryFn: () => electronicBooksPreview(apiClient, companyId, query),
    ...report,
  });

export const periodLocksQuery = (companyId: number, fiscalYearId: number) =>
  queryOptions({
    queryKey: [...companyKey(companyId), 'period-locks', fiscalYearId],
    queryFn: () => listPeriodLocks(apiClient, companyId, fiscalYearId),
    enabled: fiscalYearId > 0,
    retry: retryUnlessClientError,
  });

/** A lock or a reopening changes what the books' screens may write: the year's locks are read again. */
const locksChanged = (queryClient: QueryClient, companyId: number) => () =>
  queryClient.invalidateQueries({ queryKey: [...companyKey(companyId), 'period-locks'] });

export function lockPeriodMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: PeriodLockInput) => lockPeriod(apiClient, companyId, input),
    onSuccess: locksChanged(queryClient, companyId),
  });
}

export function reopenPeriodMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: PeriodReopenInput }) =>
      reopenPeriod(apiClient, companyId, id, input),
    onSuccess: locksChanged(queryClient, companyId),
  });
}
