import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { invoiceKinds, invoiceStatuses } from './invoices.ts';

/**
 * The invoice list's totals rolled up per company, kind, status and issue date: the count and the sums the list
 * answers. A table without rowids, written only by the triggers on `invoices` (any insert, update or delete, whoever
 * makes it; both in db/migrations/0000_baseline.sql, which drizzle-kit cannot write), never by the domain; the reset
 * leaves it to them too (db/src/reset.ts). A row whose count falls to 0 is dropped.
 */
export const invoiceListTotals = sqliteTable(
  'invoice_list_totals',
  {
    companyId: integer('company_id').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull(),
    issueDate: text('issue_date').notNull(),
    invoices: integer('invoices').notNull(),
    grandTotal: integer('grand_total').notNull(),
    vatTotal: integer('vat_total').notNull(),
    paid: integer('paid').notNull(),
    balanceDue: integer('balance_due').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.kind, table.status, table.issueDate] })],
);
