import { Hono } from 'hono';
import { invoicesEndpoints } from '@daftar/contracts/endpoints/invoices';
import { convertEstimate } from '../domain/invoices/estimates.ts';
import { addInvoiceDelivery, listDeliveryNotes } from '../domain/invoices/invoice-deliveries.ts';
import { addInvoicePayment, removeInvoicePayment } from '../domain/invoices/invoice-payments.ts';
import { addInvoiceReturn } from '../domain/invoices/invoice-returns.ts';
import { listInvoices } from '../domain/invoices/invoice-list.ts';
import { runDueSchedules } from '../domain/invoices/recurring.ts';
import { getInvoice } from '../domain/invoices/invoice-rows.ts';
import { getInvoiceSettings, updateInvoiceSettings } from '../domain/invoices/invoice-settings.ts';
import {
  cancelInvoice,
  createInvoice,
  issueInvoice,
  removeInvoice,
  updateInvoice,
} from '../domain/invoices/invoices.ts';
import { getItemStock } from '../domain/stock/stock.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import {
  countedPage,
  mountCallerCreate,
  mountCallerUpdate,
  mountCompanyPage,
  mountRecordRead,
} from './company-records.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/**
 * Sell and purchase invoices, estimates, their payments, returns and delivery notes, and an item's stock; every
 * call is for members of the company only.
 */
export function invoiceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const user = (c: { get(key: 'caller'): { userId: number } }) => c.get('caller').userId;

  mountEndpoint(app, invoicesEndpoints.list, (c, { params, query }) => {
    // Recurring invoices due by the server's clock are made before the list is read (recurring.ts).
    runDueSchedules(memberDb(c, params.companyId), params.companyId);
    return countedPage(query, listInvoices(memberDb(c, params.companyId), params.companyId, query));
  });
  mountRecordRead(app, invoicesEndpoints.get, getInvoice);
  mountCallerCreate(app, invoicesEndpoints.create, createInvoice);
  mountCallerUpdate(app, invoicesEndpoints.update, updateInvoice);
  mountEndpoint(app, invoicesEndpoints.remove, (c, { params }) => {
    removeInvoice(memberDb(c, params.companyId), params.companyId, params.id);
    return { success: true as const };
  });
  mountEndpoint(app, invoicesEndpoints.issue, (c, { params }) => ({
    success: true as const,
    itemInfo: issueInvoice(memberDb(c, params.companyId), params.companyId, params.id, user(c)),
  }));
  mountCallerUpdate(app, invoicesEndpoints.cancel, cancelInvoice);
  mountCallerUpdate(app, invoicesEndpoints.addPayment, addInvoicePayment);
  mountEndpoint(app, invoicesEndpoints.removePayment, (c, { params }) => ({
    success: true as const,
    itemInfo: removeInvoicePayment(
      memberDb(c, params.companyId),
      params.companyId,
      params.id,
      params.paymentId,
      user(c),
    ),
  }));
  mountCompanyRead(app, invoicesEndpoints.getSettings, getInvoiceSettings);
  mountEndpoint(app, invoicesEndpoints.updateSettings, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateInvoiceSettings(memberDb(c, params.companyId), params.companyId, body),
  }));
  mountCallerUpdate(app, invoicesEndpoints.addReturn, addInvoiceReturn);
  mountCallerUpdate(app, invoicesEndpoints.addDelivery, addInvoiceDelivery);
  mountCallerUpdate(app, invoicesEndpoints.convertEstimate, convertEstimate);
  mountCompanyPage(app, invoicesEndpoints.listDeliveryNotes, listDeliveryNotes);
  mountRecordRead(app, invoicesEndpoints.getItemStock, getItemStock);

  return app;
}
