import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, pageMetaSchema } from '../envelope.ts';
import { pageQueryShape, sortedBy } from '../schemas/list-query.ts';
import {
  accountingParamsSchema,
  accountingRecordParamsSchema,
  isoDateSchema,
  rialFigureSchema,
  dayRangeInOrder,
  dayRangeOrder,
  dayRangeQueryShape,
} from './accounting-common.ts';
import {
  customerFilterFields,
  customerGroupFields,
  type FieldSpec,
  filterQuerySchema,
  invoiceFilterFields,
  invoiceGroupFields,
} from './report-filters.ts';

const { page, pageSize, q } = pageQueryShape;
const money = rialFigureSchema;
const id = z.number().int().positive();

/**
 * The invoice-based analyses read issued invoices (not drafts, not cancelled, not estimates), net of their returns;
 * unlike the books' reports they read documents, not the journal: a sale's figures by customer, item and month.
 */
export const salesKindSchema = z.enum(['SELL', 'PURCHASE']);
export const summaryGroupSchema = z.enum(['CUSTOMER', 'ITEM', 'MONTH']);

/** Each analysis reads a day range, the open fiscal year unless `from` or `to` is given. */
export const salesSummaryQuerySchema = z
  .object({
    ...dayRangeQueryShape,
    kind: salesKindSchema.default('SELL'),
    groupBy: summaryGroupSchema.default('CUSTOMER'),
  })
  .refine(dayRangeInOrder, dayRangeOrder);

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

/** `party` and `month` groups carry their own key (the stakeholder's id, `1405-01`); the others their value. */
const groupSchema = <G extends string>(fields: readonly [G, ...G[]]) => z.enum(fields, { error: 'INVALID_GROUP' });
const thenByRule = (query: { groupBy?: string | undefined; thenBy?: string | undefined }) =>
  !query.thenBy || (query.groupBy !== undefined && query.groupBy !== query.thenBy);
const thenByOrder = { path: ['thenBy'], error: 'INVALID_GROUP' };
/** What the two rules read of an advance query: the report's own fields leave its type open inside the builder. */
type RangeAndGroups = { from?: string; to?: string; groupBy?: string; thenBy?: string };

/**
 * An advance report's query: a range, the report's own choices, the filter builder's conditions over its fields, a
 * search, one or two levels of grouping, a sort and a page. `to` is not before `from`; a second level needs a first
 * and another field.
 */
function advanceQuerySchema<
  Filter extends string,
  Group extends string,
  Sort extends z.ZodType,
  Own extends z.ZodRawShape,
>(report: {
  own: Own;
  filterFields: Record<Filter, FieldSpec>;
  groupFields: readonly [Group, ...Group[]];
  sort: Sort;
}) {
  return z
    .object({
      ...dayRangeQueryShape,
      ...report.own,
      where: filterQuerySchema(report.filterFields).optional(),
      q,
      groupBy: groupSchema(report.groupFields).optional(),
      thenBy: groupSchema(report.groupFields).optional(),
      sort: report.sort,
      page,
      pageSize,
    })
    .refine((query) => dayRangeInOrder(query as RangeAndGroups), dayRangeOrder)
    .refine((query) => thenByRule(query as RangeAndGroups), thenByOrder);
}

const groupKeys = {
  /** An invoice's id; a group's key (the party's id, `1405-01`, a status, a city, `1`/`0` for yes/no). */
  key: z.string(),
  /** The invoice's number as printed, or the group's name as it reads (the SPA translates statuses and kinds). */
  label: z.string(),
  /** The second level's key and label when grouped by two fields. */
  subKey: z.string().nullable(),
  subLabel: z.string().nullable(),
};

/**
 * An advance report's answer: its range and grouping, a page of rows (an invoice or stakeholder, or a group: its keys,
 * the row's own fields, then its figures) and the figures' totals over the whole filtered set.
 */
function advanceReportSchema<Group extends string, Row extends z.ZodRawShape, Figures extends z.ZodRawShape>(
  groupFields: readonly [Group, ...Group[]],
  row: Row,
  figures: Figures,
) {
  return z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    groupBy: z.enum(groupFields).nullable(),
    thenBy: z.enum(groupFields).nullable(),
    rows: z.array(z.object({ ...groupKeys, ...row, ...figures })),
    totals: z.object(figures),
    meta: pageMetaSchema,
  });
}

/**
 * Sorts: a row's own fields one by one, or `group` (the groups' keys) and the sums when grouped; a sort that does not
 * fit the grouping falls back to the report's default (newest first; the groups in key order).
 */
export const invoiceSortFields = [
  'issueDate',
  'number',
  'dueDate',
  'party',
  'group',
  'count',
  'net',
  'discount',
  'vat',
  'total',
  'paid',
  'balanceDue',
] as const;

/**
 * The advance invoice report: invoices in a range (default the open fiscal year) matching every condition of the
 * filter builder and a search, one by one or grouped on one or two levels with sums per group; paged, with the
 * totals of the whole filtered set.
 */
export const advanceInvoiceQuerySchema = advanceQuerySchema({
  own: {},
  filterFields: invoiceFilterFields,
  groupFields: invoiceGroupFields,
  sort: sortedBy(invoiceSortFields, '-issueDate'),
});

const invoiceFigures = {
  count: z.number().int().min(0),
  net: money,
  discount: money,
  vat: money,
  total: money,
  paid: money,
  balanceDue: money,
};
export const advanceInvoiceSchema = advanceReportSchema(
  invoiceGroupFields,
  {
    invoiceId: id.nullable(),
    kind: salesKindSchema.nullable(),
    status: z.string().nullable(),
    issueDate: isoDateSchema.nullable(),
    dueDate: isoDateSchema.nullable(),
    stakeholderName: z.string().nullable(),
    stakeholderCode: z.string().nullable(),
    city: z.string().nullable(),
  },
  invoiceFigures,
);

export const customerRoleSchema = z.enum(['CUSTOMER', 'SUPPLIER', 'ANY']);
export const customerSortFields = [
  'name',
  'code',
  'lastInvoiceDate',
  'group',
  'count',
  'invoices',
  'amount',
  'balanceDue',
] as const;

/**
 * The advance customer report: stakeholders by role (customers count their sales, suppliers their purchases) with
 * their invoices in a range, filtered by any of their fields and those figures, one by one or grouped.
 */
export const advanceCustomerQuerySchema = advanceQuerySchema({
  own: { role: customerRoleSchema.default('CUSTOMER') },
  filterFields: customerFilterFields,
  groupFields: customerGroupFields,
  sort: sortedBy(customerSortFields, '-amount'),
});

const customerFigures = {
  /** How many stakeholders the row holds (1 for one stakeholder). */
  count: z.number().int().min(0),
  invoices: z.number().int().min(0),
  amount: money,
  balanceDue: money,
};

export const advanceCustomerSchema = advanceReportSchema(
  customerGroupFields,
  {
    stakeholderId: id.nullable(),
    code: z.string().nullable(),
    type: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    lastInvoiceDate: isoDateSchema.nullable(),
  },
  customerFigures,
);

export const savedReportKindSchema = z.enum(['ADVANCE_INVOICE', 'ADVANCE_CUSTOMER']);

/** A filter set the user keeps: its name, which builder, and the builder's query string (the URL's search). */
export const savedReportInputSchema = z.object({
  kind: savedReportKindSchema,
  name: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(80, { error: 'TOO_LONG' }),
  query: z.string().max(8000, { error: 'TOO_LONG' }),
});

export const savedReportSchema = savedReportInputSchema.extend({ id, createdAt: z.string() });

const base = '/api/v1/companies/:companyId/sales-reports';

/** What the server checks of a range beyond its schema: the end left out comes from a fiscal year. */
const rangeRules = [
  'An end of the range left out is the open (else the latest) fiscal year’s; when that puts `to` before `from` the ' +
    'answer is 400 VALIDATION_FAILED with PERIOD_TO_BEFORE_FROM on the end that was given.',
] as const;

export const salesReportEndpoints = {
  getSummary: userEndpoint.get('getSalesSummary', `${base}/summary`, {
    summary:
      'Sales (or purchases) by customer (supplier), item or Jalali month over a range, from issued invoices net of their returns.',
    params: accountingParamsSchema,
    query: salesSummaryQuerySchema,
    rules: rangeRules,
    response: itemEnvelope(salesSummarySchema),
  }),
  listAdvanceInvoices: userEndpoint.get('listAdvanceInvoiceReport', `${base}/invoices`, {
    summary:
      'The advance invoice report: invoices matching every condition of a filter builder (any field, operator and value), one by one or grouped on one or two fields, paged with totals.',
    params: accountingParamsSchema,
    query: advanceInvoiceQuerySchema,
    rules: rangeRules,
    response: itemEnvelope(advanceInvoiceSchema),
  }),
  listAdvanceCustomers: userEndpoint.get('listAdvanceCustomerReport', `${base}/customers`, {
    summary:
      'The advance customer report: stakeholders matching every condition on their fields and their invoices in a range, one by one or grouped on one or two fields, paged with totals.',
    params: accountingParamsSchema,
    query: advanceCustomerQuerySchema,
    rules: rangeRules,
    response: itemEnvelope(advanceCustomerSchema),
  }),
  listSaved: userEndpoint.get('listSavedReports', `${base}/saved`, {
    summary: 'The signed-in user’s saved filter sets of the advance reports in this company.',
    params: accountingParamsSchema,
    response: listEnvelope(savedReportSchema),
  }),
  createSaved: userEndpoint.post('createSavedReport', `${base}/saved`, {
    status: 201,
    summary: 'Saves a filter set of an advance report for the signed-in user.',
    params: accountingParamsSchema,
    body: savedReportInputSchema,
    response: itemEnvelope(savedReportSchema),
  }),
  removeSaved: userEndpoint.delete('removeSavedReport', `${base}/saved/:id`, {
    summary: 'Removes one of the signed-in user’s saved filter sets.',
    params: accountingRecordParamsSchema,
    response: itemEnvelope(z.object({ id })),
  }),
};
