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
import { memberDb } from './member-db.ts';

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
    const { rows, totals } = listInvoices(memberDb(c, params.companyId), params.companyId, query);
    return {
      success: true as const,
      data: rows,
      meta: { page: query.page, pageSize: query.pageSize, total: totals.count },
      totals,
    };
  });
  mountEndpoint(app, invoicesEndpoints.get, (c, { params }) => ({
    success: true as const,
    itemInfo: getInvoice(memberDb(c, params.companyId), params.companyId, params.id),
  }));
  mountEndpoint(app, invoicesEndpoints.create, (c, { params, body }) => {
    const itemInfo = createInvoice(memberDb(c, params.companyId), params.companyId, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, invoicesEndpoints.update, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateInvoice(memberDb(c, params.companyId), params.companyId, params.id, user(c), body),
  }));
  mountEndpoint(app, invoicesEndpoints.remove, (c, { params }) => {
    removeInvoice(memberDb(c, params.companyId), params.companyId, params.id);
    return { success: true as const };
  });
  mountEndpoint(app, invoicesEndpoints.issue, (c, { params }) => ({
    success: true as const,
    itemInfo: issueInvoice(memberDb(c, params.companyId), params.companyId, params.id, user(c)),
  }));
  mountEndpoint(app, invoicesEndpoints.cancel, (c, { params, body }) => ({
    success: true as const,
    itemInfo: cancelInvoice(memberDb(c, params.companyId), params.companyId, params.id, user(c), body),
  }));
  mountEndpoint(app, invoicesEndpoints.addPayment, (c, { params, body }) => {
    const itemInfo = addInvoicePayment(memberDb(c, params.companyId), params.companyId, params.id, user(c), body);
    return { success: true as const, itemInfo };
  });
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
  mountEndpoint(app, invoicesEndpoints.getSettings, (c, { params }) => ({
    success: true as const,
    itemInfo: getInvoiceSettings(memberDb(c, params.companyId), params.companyId),
  }));
  mountEndpoint(app, invoicesEndpoints.updateSettings, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateInvoiceSettings(memberDb(c, params.companyId), params.companyId, body),
  }));
  mountEndpoint(app, invoicesEndpoints.addReturn, (c, { params, body }) => {
    const itemInfo = addInvoiceReturn(memberDb(c, params.companyId), params.companyId, params.id, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, invoicesEndpoints.addDelivery, (c, { params, body }) => {
    const itemInfo = addInvoiceDelivery(memberDb(c, params.companyId), params.companyId, params.id, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, invoicesEndpoints.convertEstimate, (c, { params, body }) => {
    const itemInfo = convertEstimate(memberDb(c, params.companyId), params.companyId, params.id, user(c), body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, invoicesEndpoints.listDeliveryNotes, (c, { params, query }) => {
    const { rows, total } = listDeliveryNotes(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
  });
  mountEndpoint(app, invoicesEndpoints.getItemStock, (c, { params }) => ({
    success: true as const,
    itemInfo: getItemStock(memberDb(c, params.companyId), params.companyId, params.id),
  }));

  return app;
}
