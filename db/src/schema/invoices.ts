import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { accounts, tafsiliAccounts } from './accounting-chart.ts';
import { postedVoucher } from './accounting-journal.ts';
import { fiscalYears } from './accounting-years.ts';
import { companies, companyTable } from './companies.ts';
import { items } from './items.ts';
import { paymentMethods } from './payment-methods.ts';
import { stakeholders } from './stakeholders.ts';
import { authored, authoredAndUpdated } from './users.ts';
import {
  companyOrderIndexes,
  kindTabIndexes,
  keyedBy,
  mayReferTo,
  ownedBy,
  positive,
  refersTo,
  rowId,
  timestamp,
  vatFigures,
} from './columns.ts';

/**
 * Sell and purchase invoices and estimates (ESTIMATE: numbered on its own through `kind`, never posted; the sell
 * invoice made from one points back at it through `sourceInvoiceId`). Returns and delivery notes are documents of
 * their own (invoice-returns.ts) against an invoice's lines.
 */
export const invoiceKinds = ['SELL', 'PURCHASE', 'ESTIMATE'] as const;
export const invoiceStatuses = [
  'DRAFT',
  'ISSUED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTLY_RETURNED',
  'RETURNED',
  'CONVERTED',
  'CANCELLED',
] as const;
export const invoiceDiscountTypes = ['AMOUNT', 'PERCENT'] as const;
export const invoicePaymentMethods = ['CASH', 'BANK', 'CARD', 'CHEQUE'] as const;

export type InvoiceKind = (typeof invoiceKinds)[number];
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * An invoice's header and its figures (computed by contracts' invoices/totals from the lines and kept here so the
 * list sorts, filters and sums without reading lines). `number` is 1..n per fiscal year and kind, given at issue,
 * never removed (a cancelled invoice keeps it), so there are no gaps. The stakeholder's code and name are copied at
 * each save: a printed invoice names the party as it was.
 */
export const invoices = companyTable(
  'invoices',
  {
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('DRAFT'),
    /** Set at issue: the fiscal year of the issue date, and the next number of the kind in it. */
    fiscalYearId: mayReferTo('fiscal_year_id', () => fiscalYears.id),
    number: integer('number'),
    /** The kind's prefix setting when it was issued. */
    prefix: text('prefix'),
    /** YYYY-MM-DD. */
    issueDate: text('issue_date').notNull(),
    dueDate: text('due_date'),
    stakeholderId: refersTo('stakeholder_id', () => stakeholders.id),
    stakeholderCode: text('stakeholder_code').notNull(),
    stakeholderName: text('stakeholder_name').notNull(),
    /** nameSortKey(stakeholderName). */
    stakeholderSortName: text('stakeholder_sort_name').notNull(),
    /** The estimate a sell invoice was made from. */
    sourceInvoiceId: integer('source_invoice_id'),
    /** A sell invoice a repeat schedule made: the schedule's template invoice. */
    recurringTemplateId: integer('recurring_template_id').references((): AnySQLiteColumn => invoices.id, {
      onDelete: 'set null',
    }),
    subtotal: integer('subtotal').notNull(),
    lineDiscounts: integer('line_discounts').notNull(),
    vatTotal: integer('vat_total').notNull(),
    discount: integer('discount').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    otherAdditions: integer('other_additions').notNull().default(0),
    grandTotal: integer('grand_total').notNull(),
    /** Σ payments. */
    paid: integer('paid').notNull().default(0),
    /** Σ returns' totals (what the returned lines took off the invoice). */
    returned: integer('returned').notNull().default(0),
    /**
     * What is still owed: max(0, grandTotal − returned − paid), kept with every payment and return (0 for an
     * estimate or a cancelled invoice). A return after payment leaves a credit, which the API's balance due shows
     * as a negative figure; this column, which the list sorts and sums, counts it as 0.
     */
    balanceDue: integer('balance_due').notNull(),
    notes: text('notes'),
    /** Moadian e-invoice type (1 with the buyer's details, 2 without, 3 sales receipt) and pattern; null: not one. */
    einvoiceType: integer('einvoice_type'),
    einvoicePattern: integer('einvoice_pattern'),
    /** The voucher in force (issued, not cancelled). */
    voucherId: postedVoucher(),
    /** searchTextOf(prefix+number, number, stakeholder code and name): what the list's `q` words must appear in. */
    searchText: text('search_text').notNull(),
    issuedAt: text('issued_at'),
    cancelledAt: text('cancelled_at'),
    ...authoredAndUpdated(),
  },
  // The list is `company_id = ?` (plus kind for a tab) and an ORDER BY: an index per sortable column walks the rows
  // in order (the rowid in each entry breaks ties), so a page of 100,000 invoices reads about one page of rows.
  (table) => [
    ...kindTabIndexes('invoices', { ...table, date: table.issueDate }),
    // The default order (issue date, then id) with the search key in the entry: a search walks the index and reads
    // a row only when its words match, so a rare term (a number) costs an index walk, not a walk of every row.
    index('invoices_company_date_idx').on(table.companyId, table.issueDate, table.id, table.searchText),
    index('invoices_company_status_date_idx').on(table.companyId, table.status, table.issueDate),
    // Led by the stakeholder alone: a party's invoices, and whether a stakeholder is referenced (references.ts).
    index('invoices_stakeholder_date_idx').on(table.stakeholderId, table.issueDate),
    ...companyOrderIndexes('invoices', table.companyId, {
      due: table.dueDate,
      sort_name: table.stakeholderSortName,
    }),
    index('invoices_company_kind_sort_name_idx').on(table.companyId, table.kind, table.stakeholderSortName),
    // The list's totals (count and sums of every matching row) read this index alone, whatever the filters and the
    // search: no table row is touched, so summing 100,000 invoices scans one narrow index.
    index('invoices_company_totals_idx').on(
      table.companyId,
      table.kind,
      table.status,
      table.issueDate,
      table.stakeholderId,
      table.grandTotal,
      table.vatTotal,
      table.paid,
      table.balanceDue,
      table.searchText,
    ),
    ...companyOrderIndexes('invoices', table.companyId, {
      grand_total: table.grandTotal,
      balance_due: table.balanceDue,
      created: table.createdAt,
    }),
    index('invoices_source_idx').on(table.sourceInvoiceId),
    check('invoices_figures_not_negative', sql`${table.grandTotal} >= 0 and ${table.balanceDue} >= 0`),
    check('invoices_paid_within_total', sql`${table.paid} >= 0 and ${table.paid} <= ${table.grandTotal}`),
    check('invoices_issued_numbered', sql`${table.status} = 'DRAFT' or ${table.number} is not null`),
  ],
);

/**
 * One line: the item and its unit as they were (copied), quantity in thousandths (kg, litre, metre; stock sums them
 * exactly), unit price in Rials, the discount as typed (Rials or percent), the VAT rate in force, and the figures.
 */
export const invoiceLines = sqliteTable(
  'invoice_lines',
  {
    id: rowId(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    row: integer('row').notNull(),
    itemId: refersTo('item_id', () => items.id),
    itemCode: text('item_code').notNull(),
    itemName: text('item_name').notNull(),
    unit: text('unit').notNull(),
    description: text('description'),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    unitPrice: integer('unit_price').notNull(),
    discountType: text('discount_type', { enum: invoiceDiscountTypes }).notNull(),
    discountValue: real('discount_value').notNull(),
    vatRate: integer('vat_rate').notNull(),
    gross: integer('gross').notNull(),
    discount: integer('discount').notNull(),
    ...vatFigures(),
  },
  (table) => [
    uniqueIndex('invoice_lines_invoice_row_unique').on(table.invoiceId, table.row),
    index('invoice_lines_item_idx').on(table.itemId),
    positive('invoice_lines_quantity_positive', table.quantityThousandths),
    check(
      'invoice_lines_figures',
      sql`${table.net} = ${table.gross} - ${table.discount} and ${table.total} = ${table.net} + ${table.vat}`,
    ),
  ],
);

/** A payment received (sell) or made (purchase); each posts its own voucher. */
export const invoicePayments = sqliteTable(
  'invoice_payments',
  {
    id: rowId(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    companyId: ownedBy('company_id', () => companies.id),
    date: text('date').notNull(),
    method: text('method', { enum: invoicePaymentMethods }).notNull(),
    amount: integer('amount').notNull(),
    /** The company's payment method it went through; null without one or once it is deleted. */
    paymentMethodId: mayReferTo('payment_method_id', () => paymentMethods.id, 'set null'),
    /**
     * The moein account the money went through, kept on the payment so the method can change or go: the method's
     * account, else the settings' cash or bank account (rows before 0017 were given the settings' one).
     */
    accountId: mayReferTo('account_id', () => accounts.id),
    tafsiliId: mayReferTo('tafsili_id', () => tafsiliAccounts.id),
    /** A transfer's tracking number, a card's reference or a cheque's number. */
    reference: text('reference'),
    chequeDueDate: text('cheque_due_date'),
    notes: text('notes'),
    voucherId: postedVoucher(),
    ...authored(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    index('invoice_payments_payment_method_idx').on(table.paymentMethodId),
    positive('invoice_payments_amount_positive', table.amount),
  ],
);

/** The number prefix of each kind per company (a row per kind once set; none means no prefix). */
export const invoiceNumberPrefixes = sqliteTable(
  'invoice_number_prefixes',
  {
    companyId: ownedBy('company_id', () => companies.id),
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull(),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.kind] })],
);

/** The company's memory id in the tax system (Moadian): the first 6 characters of every tax id it gives. */
export const companyMoadianSettings = sqliteTable('company_moadian_settings', {
  companyId: keyedBy('company_id', () => companies.id),
  memoryId: text('memory_id').notNull(),
  updatedAt: timestamp('updated_at'),
});

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
