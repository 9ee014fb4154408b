import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { itemEnvelope, listEnvelope, pageMetaSchema } from '../envelope.ts';
import { pageQueryShape } from '../schemas/list-query.ts';
import {
  accountingParamsSchema,
  accountingRecordParamsSchema,
  isoDateSchema,
  rialFigureSchema,
} from './accounting-common.ts';

const { page, pageSize, q } = pageQueryShape;
const money = rialFigureSchema;
const id = z.number().int().positive();
const queryRials = z.coerce
  .number({ error: 'INVALID_AMOUNT' })
  .int({ error: 'INVALID_AMOUNT' })
  .min(0, { error: 'INVALID_AMOUNT' });

/**
 * The invoice-based analyses read issued invoices (not drafts, not cancelled, not estimates), net of their returns;
 * unlike the books' reports they read documents, not the journal: a sale's figures by customer, item and month.
 */
export const salesKindSchema = z.enum(['SELL', 'PURCHASE']);
export const summaryGroupSchema = z.enum(['CUSTOMER', 'ITEM', 'MONTH']);

const toNotBeforeFrom = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

/** A date range (default: the open fiscal year); `to` must not be before `from`. */
const rangeShape = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };
const rangeOrder = { path: ['to'], error: 'PERIOD_TO_BEFORE_FROM' };

export const salesSummaryQuerySchema = z
  .object({
    ...rangeShape,
    kind: salesKindSchema.default('SELL'),
    groupBy: summaryGroupSchema.default('CUSTOMER'),
  })
  .refine(toNotBeforeFrom, rangeOrder);

const figures = {
  /** Invoices counted (an item's: the invoices it is on). */
  invoices: z.number().int().min(0),
  /** Grand total less VAT (an item's: its lines' net, before the invoice-level discount and additions). */
  net: money,
  vat: money,
  total: money,
};

export const salesSummarySchema = z.object({
  kind: salesKindSchema,
  groupBy: summaryGroupSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  rows: z.array(
    z.object({
      /** The stakeholder's or item's id, or the Jalali month `1405-01`. */
      key: z.string(),
      code: z.string().nullable(),
      /** The party's or item's name as on its last invoice; null for a month (the SPA names it). */
      label: z.string().nullable(),
      /** Items: quantity sold less returned, in thousandths of the unit; null otherwise. */
      quantity: z.number().int().nullable(),
      unit: z.string().nullable(),
      ...figures,
      /** What returns took off (already subtracted from the figures). */
      returned: money,
    }),
  ),
  totals: z.object({ ...figures, returned: money }),
});

export const invoiceGroupSchema = z.enum(['NONE', 'CUSTOMER', 'MONTH', 'STATUS', 'KIND']);
export const reportInvoiceStatusSchema = z.enum([
  'ISSUED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTLY_RETURNED',
  'RETURNED',
  'CANCELLED',
  'DRAFT',
]);

/** The advance invoice report: any of the invoice's fields as a filter, a range on its figures, and a grouping. */
export const advanceInvoiceQuerySchema = z
  .object({
    ...rangeShape,
    kind: salesKindSchema.optional(),
    /** Comma-separated statuses; every status but drafts and cancelled ones when absent. */
    statuses: z
      .string()
      .transform((text) => text.split(',').filter(Boolean))
      .pipe(z.array(reportInvoiceStatusSchema, { error: 'INVALID_STATUS' }))
      .optional(),
    stakeholderId: z.coerce.number().int().positive().optional(),
    minTotal: queryRials.optional(),
    maxTotal: queryRials.optional(),
    /** Only invoices with something still to pay. */
    unpaidOnly: z.enum(['true', 'false']).optional(),
    q,
    groupBy: invoiceGroupSchema.default('NONE'),
    page,
    pageSize,
  })
  .refine(toNotBeforeFrom, rangeOrder);

const invoiceFigures = { count: z.number().int().min(0), net: money, vat: money, total: money, balanceDue: money };

export const advanceInvoiceSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  groupBy: invoiceGroupSchema,
  rows: z.array(
    z.object({
      key: z.string(),
      /** The invoice's number as printed, the party's name, the Jalali month `1405-01`, a status or a kind. */
      label: z.string(),
      invoiceId: id.nullable(),
      kind: salesKindSchema.nullable(),
      status: z.string().nullable(),
      issueDate: isoDateSchema.nullable(),
      stakeholderName: z.string().nullable(),
      ...invoiceFigures,
    }),
  ),
  totals: z.object(invoiceFigures),
  meta: pageMetaSchema,
});

export const customerRoleSchema = z.enum(['CUSTOMER', 'SUPPLIER', 'ANY']);
export const customerGroupSchema = z.enum(['NONE', 'CITY', 'PROVINCE', 'TYPE']);

/** The advance customer report: stakeholders by role, type and place, with their invoices' figures in a range. */
export const advanceCustomerQuerySchema = z
  .object({
    ...rangeShape,
    role: customerRoleSchema.default('CUSTOMER'),
    type: z.enum(['INDIVIDUAL', 'BUSINESS']).optional(),
    city: z.string().trim().max(100).optional(),
    /** Only those whose sales (purchases for suppliers) in the range are at least / at most this. */
    minAmount: queryRials.optional(),
    maxAmount: queryRials.optional(),
    /** Only those with a balance still due on their invoices. */
    withBalanceOnly: z.enum(['true', 'false']).optional(),
    q,
    groupBy: customerGroupSchema.default('NONE'),
    page,
    pageSize,
  })
  .refine(toNotBeforeFrom, rangeOrder);

const customerFigures = {
  count: z.number().int().min(0),
  invoices: z.number().int().min(0),
  amount: money,
  balanceDue: money,
};

export const advanceCustomerSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  groupBy: customerGroupSchema,
  rows: z.array(
    z.object({
      key: z.string(),
      /** The stakeholder's name, or the city, province or type grouped by. */
      label: z.string(),
      stakeholderId: id.nullable(),
      code: z.string().nullable(),
      city: z.string().nullable(),
      /** How many stakeholders the row holds (1 for one stakeholder). */
      ...customerFigures,
    }),
  ),
  totals: z.object(customerFigures),
  meta: pageMetaSchema,
});

export const savedReportKindSchema = z.enum(['ADVANCE_INVOICE', 'ADVANCE_CUSTOMER']);

/** A filter set the user keeps: its name, which builder, and the builder's query string (the URL's search). */
export const savedReportInputSchema = z.object({
  kind: savedReportKindSchema,
  name: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(80, { error: 'TOO_LONG' }),
  query: z.string().max(2000, { error: 'TOO_LONG' }),
});

export const savedReportSchema = savedReportInputSchema.extend({ id, createdAt: z.string() });

const base = '/api/v1/companies/:companyId/sales-reports';

export const salesReportEndpoints = {
  getSummary: defineEndpoint({
    name: 'getSalesSummary',
    method: 'GET',
    path: `${base}/summary`,
    host: 'main',
    auth: 'user',
    summary:
      'Sales (or purchases) by customer (supplier), item or Jalali month over a range, from issued invoices net of their returns.',
    params: accountingParamsSchema,
    query: salesSummaryQuerySchema,
    response: itemEnvelope(salesSummarySchema),
  }),
  listAdvanceInvoices: defineEndpoint({
    name: 'listAdvanceInvoiceReport',
    method: 'GET',
    path: `${base}/invoices`,
    host: 'main',
    auth: 'user',
    summary:
      'The advance invoice report: invoices by any field, range and status, one by one or grouped, paged with totals.',
    params: accountingParamsSchema,
    query: advanceInvoiceQuerySchema,
    response: itemEnvelope(advanceInvoiceSchema),
  }),
  listAdvanceCustomers: defineEndpoint({
    name: 'listAdvanceCustomerReport',
    method: 'GET',
    path: `${base}/customers`,
    host: 'main',
    auth: 'user',
    summary:
      'The advance customer report: stakeholders by role, type and place with their invoices in a range, one by one or grouped.',
    params: accountingParamsSchema,
    query: advanceCustomerQuerySchema,
    response: itemEnvelope(advanceCustomerSchema),
  }),
  listSaved: defineEndpoint({
    name: 'listSavedReports',
    method: 'GET',
    path: `${base}/saved`,
    host: 'main',
    auth: 'user',
    summary: 'The signed-in user’s saved filter sets of the advance reports in this company.',
    params: accountingParamsSchema,
    response: listEnvelope(savedReportSchema),
  }),
  createSaved: defineEndpoint({
    name: 'createSavedReport',
    method: 'POST',
    path: `${base}/saved`,
    host: 'main',
    auth: 'user',
    summary: 'Saves a filter set of an advance report for the signed-in user.',
    params: accountingParamsSchema,
    body: savedReportInputSchema,
    response: itemEnvelope(savedReportSchema),
  }),
  removeSaved: defineEndpoint({
    name: 'removeSavedReport',
    method: 'DELETE',
    path: `${base}/saved/:id`,
    host: 'main',
    auth: 'user',
    summary: 'Removes one of the signed-in user’s saved filter sets.',
    params: accountingRecordParamsSchema,
    response: itemEnvelope(z.object({ id })),
  }),
};
