import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { staleAfter } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { recordQuery } from '../../lib/query/record-queries.ts';
import { companyReportQuery } from '../../lib/query/report-query.ts';
import {
  createSavedReport,
  getSalesSummary,
  listAdvanceCustomerReport,
  listAdvanceInvoiceReport,
  listSavedReports,
  removeSavedReport,
  type SavedReportInput,
} from './sales-reports-client.ts';

/** Under the invoices' key: an invoice saved, issued or cancelled marks these analyses stale with the invoice lists. */
const reportKey = (companyId: number, report: string, query: unknown) =>
  [...areaKeys.invoices, companyId, 'sales-report', report, query] as const;

export const salesSummaryQuery = companyReportQuery(reportKey, 'summary', getSalesSummary);
export const advanceInvoiceQuery = companyReportQuery(reportKey, 'advance-invoice', listAdvanceInvoiceReport);
export const advanceCustomerQuery = companyReportQuery(reportKey, 'advance-customer', listAdvanceCustomerReport);

const savedKey = (companyId: number) => [...areaKeys.invoices, companyId, 'saved-reports'] as const;

export const savedReportsQuery = (companyId: number) =>
  recordQuery(savedKey(companyId), () => listSavedReports(apiClient, companyId));

export const createSavedReportMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, savedKey(companyId), (input: SavedReportInput) =>
    createSavedReport(apiClient, companyId, input),
  );

export const removeSavedReportMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, savedKey(companyId), (id: number) => removeSavedReport(apiClient, companyId, id));
