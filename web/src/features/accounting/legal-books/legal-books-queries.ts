import type { LegalBookSettingsInput } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { PeriodLockInput, PeriodReopenInput } from '@daftar/contracts/endpoints/accounting-period-locks';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { companyReportQuery } from '../../../lib/query/report-query.ts';
import { retryUnlessClientError } from '../../../lib/query/retry.ts';
import {
  electronicBooksPreview,
  getLegalBookSettings,
  legalJournal,
  legalLedger,
  listPeriodLocks,
  lockPeriod,
  reopenPeriod,
  updateLegalBookSettings,
} from './legal-books-client.ts';
import { booksKey, reportKey } from '../books-keys.ts';

/** A fiscal year's record in the books (its legal books' settings, its period locks), asked for once a year is chosen. */
const yearQuery = <T>(companyId: number, name: string, fiscalYearId: number, fetch: () => Promise<T>) =>
  queryOptions({
    queryKey: [...booksKey(companyId), name, fiscalYearId],
    queryFn: fetch,
    enabled: fiscalYearId > 0,
    retry: retryUnlessClientError,
  });

export const legalBookSettingsQuery = (companyId: number, fiscalYearId: number) =>
  yearQuery(companyId, 'legal-book-settings', fiscalYearId, () =>
    getLegalBookSettings(apiClient, companyId, fiscalYearId),
  );

/** New settings renumber the books' pages and rows: every report of the company goes stale. */
export function updateLegalBookSettingsMutation(queryClient: QueryClient, companyId: number, fiscalYearId: number) {
  return mutationOptions({
    mutationFn: (input: LegalBookSettingsInput) => updateLegalBookSettings(apiClient, companyId, fiscalYearId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(legalBookSettingsQuery(companyId, fiscalYearId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...booksKey(companyId), 'report'] });
    },
  });
}

export const legalJournalQuery = companyReportQuery(reportKey, 'legal-journal', legalJournal);
export const legalLedgerQuery = companyReportQuery(reportKey, 'legal-ledger', legalLedger);
export const electronicPreviewQuery = companyReportQuery(reportKey, 'electronic-books', electronicBooksPreview);

export const periodLocksQuery = (companyId: number, fiscalYearId: number) =>
  yearQuery(companyId, 'period-locks', fiscalYearId, () => listPeriodLocks(apiClient, companyId, fiscalYearId));

/** A lock or a reopening changes what the books' screens may write: the year's locks are read again. */
const locksChanged = (queryClient: QueryClient, companyId: number) => () =>
  queryClient.invalidateQueries({ queryKey: [...booksKey(companyId), 'period-locks'] });

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
