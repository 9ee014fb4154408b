import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { companyParamsSchema } from '../schemas/list-query.ts';
import { accountNamesShape, isoDateSchema } from './accounting-common.ts';

const rials = z.number().int();

/** A moein account's balance (debit − credit, in Rials) at the dashboard's date. */
const accountBalanceSchema = z.object({
  accountId: z.number().int().positive(),
  ...accountNamesShape,
  balance: rials,
});

/**
 * Open invoices' balance due by how long it has been due (the due date, or the issue date when there is none):
 * not yet due or up to 30 days, 31–60, 61–90, over 90.
 */
const ageingSchema = z.object({
  upTo30: rials,
  days31To60: rials,
  days61To90: rials,
  over90: rials,
});

const partyBalanceSchema = z.object({
  /** The ledger's balance of the settings' receivables (or payables) account, on its normal side. */
  balance: rials,
  /** Σ balance due of the open invoices of the kind, aged. */
  openInvoices: rials,
  ageing: ageingSchema,
});

/** A Jalali month's issued sell invoices (cancelled ones left out). */
const monthSalesSchema = z.object({
  /** First and last day of the Jalali month (YYYY-MM-DD). */
  start: isoDateSchema,
  end: isoDateSchema,
  /** The Jalali year and month, e.g. 1405 and 9. */
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  total: rials,
  count: z.number().int().min(0),
});

const overdueInvoiceSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['SELL', 'PURCHASE']),
  number: z.number().int().nullable(),
  prefix: z.string().nullable(),
  stakeholderName: z.string(),
  dueDate: isoDateSchema,
  balanceDue: rials,
  daysOverdue: z.number().int().positive(),
});

const recentVoucherSchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int(),
  date: isoDateSchema,
  status: z.enum(['TEMPORARY', 'FINAL']),
  description: z.string().nullable(),
  sourceType: z.string().nullable(),
  total: rials,
});

/** Every widget of the dashboard in one answer, read from the books and the invoices at `asOf`. */
export const dashboardSchema = z.object({
  /** The day the figures are at (today in Tehran unless asked). */
  asOf: isoDateSchema,
  cash: z.object({ total: rials, accounts: z.array(accountBalanceSchema) }),
  receivables: partyBalanceSchema,
  payables: partyBalanceSchema,
  /** The last twelve Jalali months, oldest first; the last is this month. */
  monthlySales: z.array(monthSalesSchema),
  overdue: z.object({
    count: z.number().int().min(0),
    total: rials,
    /** The five longest overdue sell invoices. */
    invoices: z.array(overdueInvoiceSchema),
  }),
  recentVouchers: z.array(recentVoucherSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardQuerySchema = z.object({ asOf: isoDateSchema.optional() });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const dashboardEndpoints = {
  get: userEndpoint.get('getDashboard', '/api/v1/companies/:companyId/dashboard', {
    summary:
      'Cash and bank position, receivables and payables with ageing, twelve months of sales, overdue invoices and recent vouchers.',
    params: companyParamsSchema,
    query: dashboardQuerySchema,
    response: itemEnvelope(dashboardSchema),
  }),
};
