import { count, eq, gte, lte, ne, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@daftar/contracts/endpoints/invoice-list-schemas';
import type { Queryable } from '@daftar/db/client';
import { invoices } from '@daftar/db/schema/invoices';
import { listClauses } from '../list-page.ts';
import { toInvoiceSummary } from './invoice-rows.ts';

type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

const listColumns = {
  companyId: invoices.companyId,
  id: invoices.id,
  searchText: invoices.searchText,
  sortable: {
    issueDate: invoices.issueDate,
    number: invoices.number,
    dueDate: invoices.dueDate,
    stakeholderName: invoices.stakeholderSortName,
    grandTotal: invoices.grandTotal,
    balanceDue: invoices.balanceDue,
    createdAt: invoices.createdAt,
  },
};

function filtersOf(query: InvoiceListQuery): SQL[] {
  const filters: SQL[] = [];
  // Without a kind the list is the invoices (sales and purchases): estimates have a tab of their own.
  filters.push(query.kind ? eq(invoices.kind, query.kind) : ne(invoices.kind, 'ESTIMATE'));
  if (query.status) filters.push(eq(invoices.status, query.status));
  if (query.stakeholderId) filters.push(eq(invoices.stakeholderId, query.stakeholderId));
  if (query.from) filters.push(gte(invoices.issueDate, query.from));
  if (query.to) filters.push(lte(invoices.issueDate, query.to));
  return filters;
}

/** One page of the company's invoices, and the count and sums of every row the filters match. */
export function listInvoices(db: Queryable, companyId: number, query: InvoiceListQuery) {
  const clauses = listClauses(listColumns, companyId, query, filtersOf(query));
  const rows = db
    .select()
    .from(invoices)
    .where(clauses.where)
    .orderBy(...clauses.orderBy)
    .limit(clauses.limit)
    .offset(clauses.offset)
    .all();
  const sums = db
    .select({
      count: count(),
      grandTotal: sum(invoices.grandTotal).mapWith(Number),
      vatTotal: sum(invoices.vatTotal).mapWith(Number),
      paid: sum(invoices.paid).mapWith(Number),
      balanceDue: sum(invoices.balanceDue).mapWith(Number),
    })
    .from(invoices)
    .where(clauses.where)
    .get();
  return {
    rows: rows.map(toInvoiceSummary),
    totals: {
      count: sums?.count ?? 0,
      grandTotal: sums?.grandTotal ?? 0,
      vatTotal: sums?.vatTotal ?? 0,
      paid: sums?.paid ?? 0,
      balanceDue: sums?.balanceDue ?? 0,
    },
  };
}
