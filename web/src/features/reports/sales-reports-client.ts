import {
  type savedReportInputSchema,
  salesReportEndpoints as endpoints,
} from '@daftar/contracts/endpoints/sales-reports';
import type { z } from 'zod';
import { companyReport } from '../../lib/api/company-report.ts';
import { bodyCall, idCall, listCall } from '../../lib/api/company-calls.ts';

/** /reports: the invoice-based analyses, the advance reports and the user's saved filter sets. */

export type SavedReportInput = z.input<typeof savedReportInputSchema>;

export const getSalesSummary = companyReport(endpoints.getSummary);

export const listAdvanceInvoiceReport = companyReport(endpoints.listAdvanceInvoices);

export const listAdvanceCustomerReport = companyReport(endpoints.listAdvanceCustomers);

export const listSavedReports = listCall(endpoints.listSaved);

export const createSavedReport = bodyCall(endpoints.createSaved);

export const removeSavedReport = idCall(endpoints.removeSaved);

export type SalesSummary = Awaited<ReturnType<typeof getSalesSummary>>;
export type AdvanceInvoiceReport = Awaited<ReturnType<typeof listAdvanceInvoiceReport>>;
export type AdvanceCustomerReport = Awaited<ReturnType<typeof listAdvanceCustomerReport>>;
