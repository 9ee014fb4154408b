import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { postedVoucher } from './accounting-journal.ts';
import { numberedInYear } from './accounting-years.ts';
import { companyTable } from './companies.ts';
import { invoiceLines, invoices } from './invoices.ts';
import { items } from './items.ts';
import { authored } from './users.ts';
import { ownedBy, positive, refersTo, rowId, vatFigures } from './columns.ts';

export const invoiceReturnKinds = ['SELL', 'PURCHASE'] as const;

/**
 * A return of part of an issued sell or purchase invoice: its own number (1..n per fiscal year and the invoice's
 * kind, no gaps: a return is never deleted) and its own voucher. `net` is the returned lines' net less the invoice
 * discount's share; `total` = net + vat is what the invoice's balance due goes down by.
 */
export const invoiceReturns = companyTable(
  'invoice_returns',
  {
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    kind: text('kind', { enum: invoiceReturnKinds }).notNull(),
    ...numberedInYear(),
    ...vatFigures(),
    notes: text('notes'),
    voucherId: postedVoucher(),
    ...authored(),
  },
  (table) => [
    uniqueIndex('invoice_returns_year_kind_number_unique').on(table.fiscalYearId, table.kind, table.number),
    index('invoice_returns_invoice_idx').on(table.invoiceId),
    check(
      'invoice_returns_figures',
      sql`${table.net} >= 0 and ${table.vat} >= 0 and ${table.total} = ${table.net} + ${table.vat}`,
    ),
  ],
);

/** The invoice line (and its item) a returned or delivered line is part of, and how much of it, in thousandths. */
const partOfInvoiceLine = () => ({
  invoiceLineId: refersTo('invoice_line_id', () => invoiceLines.id),
  itemId: refersTo('item_id', () => items.id),
  quantityThousandths: integer('quantity_thousandths').notNull(),
});

/** One returned line: how much of an invoice line came back (thousandths) and its share of the line's figures. */
export const invoiceReturnLines = sqliteTable(
  'invoice_return_lines',
  {
    id: rowId(),
    returnId: ownedBy('return_id', () => invoiceReturns.id),
    ...partOfInvoiceLine(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
  },
  (table) => [
    index('invoice_return_lines_return_idx').on(table.returnId),
    index('invoice_return_lines_line_idx').on(table.invoiceLineId),
    positive('invoice_return_lines_quantity_positive', table.quantityThousandths),
  ],
);

/**
 * A delivery note: goods of a sell invoice handed to the customer, in part or in full. Numbered 1..n per fiscal
 * year; it moves stock (stock_movements), never money.
 */
export const deliveryNotes = companyTable(
  'delivery_notes',
  {
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    ...numberedInYear(),
    notes: text('notes'),
    /** searchTextOf(the note's number, the invoice's number, the customer's code and name), for the list's `q`. */
    searchText: text('search_text').notNull(),
    ...authored(),
  },
  (table) => [
    uniqueIndex('delivery_notes_year_number_unique').on(table.fiscalYearId, table.number),
    index('delivery_notes_company_date_idx').on(table.companyId, table.date, table.id),
    index('delivery_notes_invoice_idx').on(table.invoiceId),
  ],
);

export const deliveryNoteLines = sqliteTable(
  'delivery_note_lines',
  {
    id: rowId(),
    deliveryNoteId: ownedBy('delivery_note_id', () => deliveryNotes.id),
    ...partOfInvoiceLine(),
  },
  (table) => [
    index('delivery_note_lines_note_idx').on(table.deliveryNoteId),
    index('delivery_note_lines_line_idx').on(table.invoiceLineId),
    positive('delivery_note_lines_quantity_positive', table.quantityThousandths),
  ],
);

export type InvoiceReturnRow = typeof invoiceReturns.$inferSelect;
export type InvoiceReturnLineRow = typeof invoiceReturnLines.$inferSelect;
export type DeliveryNoteRow = typeof deliveryNotes.$inferSelect;
export type DeliveryNoteLineRow = typeof deliveryNoteLines.$inferSelect;
