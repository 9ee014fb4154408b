import { and, count, eq, inArray, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@daftar/contracts/endpoints/invoice-list-schemas';
import type { Queryable } from '@daftar/db/client';
import { invoiceListTotals } from '@daftar/db/schema/invoice-list-totals';
import { invoices } from '@daftar/db/schema/invoices';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { listClauses, listColumnsOf, narrowsEnough, withinDates } from '../list-page.ts';
import { toInvoiceSummary } from './invoice-rows.ts';

type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

const listColumns = listColumnsOf(invoices.companyId, invoices, {
  issueDate: invoices.issueDate,
  number: invoices.number,
  dueDate: invoices.dueDate,
  stakeholderName: invoices.stakeholderSortName,
  grandTotal: invoices.grandTotal,
  balanceDue: invoices.balanceDue,
  createdAt: invoices.createdAt,
});

/** The filters every row of the list (and of its totals) meets, on `invoices` or on its roll-up's same columns. */
function filtersOf(
  query: InvoiceListQuery,
  columns: { kind: SQLiteColumn; status: SQLiteColumn; issueDate: SQLiteColumn },
): SQL[] {
  const filters: SQL[] = [];
  // Without a kind the list is the invoices (sales and purchases): estimates have a tab of their own.
  filters.push(query.kind ? eq(columns.kind, query.kind) : ne(columns.kind, 'ESTIMATE'));
  if (query.status) filters.push(eq(columns.status, query.status));
  filters.push(...withinDates(columns.issueDate, query));
  return filters;
}

/**
 * The totals of a list with no search and no party: kind, status and dates are the roll-up's key (`invoice_list_totals`),
 * so they add up its rows (a few per day of the range) instead of scanning every matching invoice.
 */
function rolledUpTotals(db: Queryable, companyId: number, query: InvoiceListQuery) {
  const filters = filtersOf(query, invoiceListTotals);
  // `kind IN` rather than `kind <> 'ESTIMATE'`: the roll-up's key is walked for each kind.
  if (!query.kind) filters[0] = inArray(invoiceListTotals.kind, ['SELL', 'PURCHASE']);
  return db
    .select({
      count: sql<number>`coalesce(sum(${invoiceListTotals.invoices}), 0)`,
      grandTotal: sql<number>`coalesce(sum(${invoiceListTotals.grandTotal}), 0)`,
      vatTotal: sql<number>`coalesce(sum(${invoiceListTotals.vatTotal}), 0)`,
      paid: sql<number>`coalesce(sum(${invoiceListTotals.paid}), 0)`,
      balanceDue: sql<number>`coalesce(sum(${invoiceListTotals.balanceDue}), 0)`,
    })
    .from(invoiceListTotals)
    .where(and(eq(invoiceListTotals.companyId, companyId), ...filters))
    .get();
}

/** The totals of a searched list or a party's: the same rows as the page, summed. */
function scannedTotals(db: Queryable, where: SQL) {
  return db
    .select({
      count: count(),
      grandTotal: sum(invoices.grandTotal).mapWith(Number),
      vatTotal: sum(invoices.vatTotal).mapWith(Number),
      paid: sum(invoices.paid).mapWith(Number),
      balanceDue: sum(invoices.balanceDue).mapWith(Number),
    })
    .from(invoices)
    .where(where)
    .get();
}

/**
 * One page of the company's invoices, and the count and sums of every row the filters match. A search word of three
 * letters or more reads the rows the trigram index names (when fewer than list-page's limit); the totals come from
 * the roll-up unless a search or a party narrows the rows, and then they sum the same rows as the page.
 */
export function listInvoices(db: Queryable, companyId: number, query: InvoiceListQuery) {
  const filters = filtersOf(query, invoices);
  if (query.stakeholderId) filters.push(eq(invoices.stakeholderId, query.stakeholderId));
  const listed = listClauses(listColumns, companyId, query, filters);
  const clauses = listed.indexed && narrowsEnough(db, listed.indexed.search) ? listed.indexed : listed;
  const rows = db
    .select()
    .from(invoices)
    .where(clauses.where)
    .orderBy(...clauses.orderBy)
    .limit(listed.limit)
    .offset(listed.offset)
    .all();
  const searched = normalizeSearchText(query.q ?? '') !== '';
  const sums =
    searched || query.stakeholderId ? scannedTotals(db, clauses.where) : rolledUpTotals(db, companyId, query);
  const totals = {
    count: sums?.count ?? 0,
    grandTotal: sums?.grandTotal ?? 0,
    vatTotal: sums?.vatTotal ?? 0,
    paid: sums?.paid ?? 0,
    balanceDue: sums?.balanceDue ?? 0,
  };
  return { rows: rows.map(toInvoiceSummary), totals };
}
