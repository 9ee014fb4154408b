import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../lib/query/retry.ts';
import {
  type AdvanceCustomerQuery,
  type AdvanceInvoiceQuery,
  createSavedReport,
  getSalesSummary,
  listAdvanceCustomerReport,
  listAdvanceInvoiceReport,
  listSavedReports,
  removeSavedReport,
  type SalesSummaryQuery,
  type SavedReportInput,
} from './sales-reports-client.ts';

/** Under the invoices' key: an invoice saved, issued or cancelled marks these analyses stale with the invoice lists. */
const reportKey = (companyId: number, report: string, query: unknown) =>
  [...areaKeys.invoices, companyId, 'sales-report', report, query] as const;
const report = { placeholderData: keepPreviousData, retry: retryUnlessClientError } as const;

export const salesSummaryQuery = (companyId: number, query: SalesSummaryQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'summary', query),
    queryFn: () => getSalesSummary(apiClient, companyId, query),
    ...report,
  });

export const advanceInvoiceQuery = (companyId: number, query: AdvanceInvoiceQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'advance-invoice', query),
    queryFn: () => listAdvanceInvoiceReport(apiClient, companyId, query),
    ...report,
  });

export const advanceCustomerQuery = (companyId: number, query: AdvanceCustomerQuery) =>
  queryOptions({
    queryKey: reportKey(companyId, 'advance-customer', query),
    queryFn: () => listAdvanceCustomerReport(apiClient, companyId, query),
    ...report,
  });

const savedKey = (companyId: number) => [...areaKeys.invoices, companyId, 'saved-reports'] as const;

export const savedReportsQuery = (companyId: number) =>
  queryOptions({
    queryKey: savedKey(companyId),
    queryFn: () => listSavedReports(apiClient, companyId),
    retry: retryUnlessClientError,
  });

export function createSavedReportMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: SavedReportInput) => createSavedReport(apiClient, companyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey(companyId) }),
  });
}

export function removeSavedReportMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (id: number) => removeSavedReport(apiClient, companyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey(companyId) }),
  });
}
