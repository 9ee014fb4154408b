import { Hono } from 'hono';
import { invoiceRecurringEndpoints } from '@daftar/contracts/endpoints/invoice-recurring';
import { getInvoiceSchedule, putInvoiceSchedule, removeInvoiceSchedule } from '../domain/invoices/recurring.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { mountRecordRead } from './company-records.ts';
import { memberDb } from './member-db.ts';

/** A sell invoice's repeat schedule; members of the company only. */
export function invoiceRecurringRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountRecordRead(app, invoiceRecurringEndpoints.getSchedule, getInvoiceSchedule);
  mountEndpoint(app, invoiceRecurringEndpoints.putSchedule, (c, { params, body }) => ({
    success: true as const,
    itemInfo: putInvoiceSchedule(
      memberDb(c, params.companyId),
      params.companyId,
      params.id,
      c.get('caller').userId,
      body,
    ),
  }));
  mountEndpoint(app, invoiceRecurringEndpoints.removeSchedule, (c, { params }) => {
    removeInvoiceSchedule(memberDb(c, params.companyId), params.companyId, params.id);
    return { success: true as const };
  });
  return app;
}
