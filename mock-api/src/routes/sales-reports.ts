import { Hono } from 'hono';
import { salesReportEndpoints as endpoints } from '@daftar/contracts/endpoints/sales-reports';
import { listAdvanceCustomerReport } from '../domain/sales-reports/advance-customers.ts';
import { listAdvanceInvoiceReport } from '../domain/sales-reports/advance-invoices.ts';
import { createSavedReport, listSavedReports, removeSavedReport } from '../domain/sales-reports/saved-reports.ts';
import { getSalesSummary } from '../domain/sales-reports/summary.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** /reports: the invoice-based analyses, the advance reports' filter builders and their saved filter sets. */
export function salesReportRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountCompanyRead(app, endpoints.getSummary, getSalesSummary);
  mountCompanyRead(app, endpoints.listAdvanceInvoices, listAdvanceInvoiceReport);
  mountCompanyRead(app, endpoints.listAdvanceCustomers, listAdvanceCustomerReport);
  mountEndpoint(app, endpoints.listSaved, (c, { params }) => ({
    success: true as const,
    data: listSavedReports(memberDb(c, params.companyId), params.companyId, c.get('caller').userId),
  }));
  mountEndpoint(app, endpoints.createSaved, (c, { params, body }) => {
    const itemInfo = createSavedReport(memberDb(c, params.companyId), params.companyId, c.get('caller').userId, body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, endpoints.removeSaved, (c, { params }) => ({
    success: true as const,
    itemInfo: removeSavedReport(memberDb(c, params.companyId), params.companyId, c.get('caller').userId, params.id),
  }));
  return app;
}
