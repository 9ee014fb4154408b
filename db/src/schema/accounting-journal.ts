import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { accounts, tafsiliAccounts } from './accounting-chart.ts';
import { numberedInYear } from './accounting-years.ts';
import { companies, companyTable } from './companies.ts';
import { authoredAndUpdated } from './users.ts';
import { mayReferTo, ownedBy, positive, refersTo, rowId } from './columns.ts';

export const voucherStatuses = ['TEMPORARY', 'FINAL'] as const;
/** OPENING and CLOSING vouchers are made by closing a year, never by hand. */
export const voucherKinds = ['NORMAL', 'OPENING', 'CLOSING'] as const;

export type VoucherStatus = (typeof voucherStatuses)[number];
export type VoucherKind = (typeof voucherKinds)[number];

/**
 * The journal's headers. `number` runs 1..n per fiscal year without gaps: FINAL vouchers hold 1..k in the order
 * they were finalised and never change; TEMPORARY ones follow, and shift down when one of them is removed.
 */
export const vouchers = companyTable(
  'vouchers',
  {
    ...numberedInYear(),
    status: text('status', { enum: voucherStatuses }).notNull().default('TEMPORARY'),
    kind: text('kind', { enum: voucherKinds }).notNull().default('NORMAL'),
    /** The document that posted it (e.g. INVOICE 12); null for a voucher written by hand. */
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    /** Set on a voucher that cancels a document's voucher by swapping its sides. */
    reversesVoucherId: mayReferTo('reverses_voucher_id', (): AnySQLiteColumn => vouchers.id),
    description: text('description'),
    /** Sum of the debits (= sum of the credits); kept so lists show totals without reading lines. */
    total: integer('total').notNull(),
    /** Its author is null when the system made it (year-end vouchers). */
    ...authoredAndUpdated(),
  },
  (table) => [
    uniqueIndex('vouchers_year_number_unique').on(table.fiscalYearId, table.number),
    // The list's two orders, so a page and its count walk the company's entries in order.
    index('vouchers_company_date_idx').on(table.companyId, table.date, table.fiscalYearId, table.number),
    index('vouchers_company_year_number_idx').on(table.companyId, table.fiscalYearId, table.number),
    index('vouchers_company_source_idx').on(table.companyId, table.sourceType, table.sourceId),
    // The legal journal's voucher range of each day (min and max number by kind) and its checks' temporary vouchers:
    // each a seek, not a walk through the year's vouchers.
    index('vouchers_year_kind_date_idx').on(table.companyId, table.fiscalYearId, table.kind, table.date, table.number),
    index('vouchers_year_status_date_idx').on(table.companyId, table.fiscalYearId, table.status, table.date),
    positive('vouchers_total_positive', table.total),
  ],
);

/**
 * One debit or credit on a moein account, optionally on a tafsili. company_id, date and voucher_kind repeat the
 * voucher's (lines are always rewritten with their voucher) so the report indexes cover the reports' queries
 * without a join: the trial balance reads (company, account, tafsili, date, kind, debit, credit) from the index
 * alone, and a ledger page walks (company, account, date) in order.
 */
export const voucherLines = sqliteTable(
  'voucher_lines',
  {
    id: rowId(),
    voucherId: ownedBy('voucher_id', () => vouchers.id),
    companyId: ownedBy('company_id', () => companies.id),
    date: text('date').notNull(),
    voucherKind: text('voucher_kind', { enum: voucherKinds }).notNull(),
    row: integer('row').notNull(),
    accountId: refersTo('account_id', () => accounts.id),
    tafsiliId: mayReferTo('tafsili_id', () => tafsiliAccounts.id),
    /** Integer Rials. */
    debit: integer('debit').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    description: text('description'),
  },
  (table) => [
    uniqueIndex('voucher_lines_voucher_row_unique').on(table.voucherId, table.row),
    index('voucher_lines_balance_idx').on(
      table.companyId,
      table.accountId,
      table.tafsiliId,
      table.date,
      table.voucherKind,
      table.debit,
      table.credit,
    ),
    // A ledger page: NORMAL lines of an account in (date, id) order, with their amounts. Kind before date and the id
    // in the key let a page's OFFSET and the balance before it read this index alone, in order.
    index('voucher_lines_ledger_page_idx').on(
      table.companyId,
      table.accountId,
      table.voucherKind,
      table.date,
      table.id,
      table.debit,
      table.credit,
    ),
    index('voucher_lines_tafsili_idx').on(table.companyId, table.tafsiliId, table.date),
    check('voucher_lines_debit_not_negative', sql`${table.debit} >= 0`),
    check('voucher_lines_credit_not_negative', sql`${table.credit} >= 0`),
    check('voucher_lines_one_side', sql`(${table.debit} > 0) + (${table.credit} > 0) = 1`),
  ],
);

/**
 * Per company, account, tafsili (0 for none), Jalali month and voucher kind: the sums and count of the journal's
 * lines, kept in the same transaction as every line written or removed (db/src/accounting/period-totals.ts). A report
 * over whole months reads a few hundred rows instead of a million lines; part months are read from the lines.
 */
export const accountPeriodTotals = sqliteTable(
  'account_period_totals',
  {
    companyId: ownedBy('company_id', () => companies.id),
    accountId: refersTo('account_id', () => accounts.id),
    tafsiliKey: integer('tafsili_key').notNull(),
    /** First and last day (YYYY-MM-DD) of the Jalali month. */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    voucherKind: text('voucher_kind', { enum: voucherKinds }).notNull(),
    debit: integer('debit').notNull(),
    credit: integer('credit').notNull(),
    lines: integer('lines').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.companyId, table.accountId, table.tafsiliKey, table.periodStart, table.voucherKind],
    }),
    index('account_period_totals_period_idx').on(table.companyId, table.periodStart),
  ],
);

/** The voucher a document posted and keeps in force; null once that voucher is removed. */
export const postedVoucher = () => mayReferTo('voucher_id', () => vouchers.id, 'set null');

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucherRow = typeof vouchers.$inferInsert;
export type VoucherLineRow = typeof voucherLines.$inferSelect;
export type NewVoucherLineRow = typeof voucherLines.$inferInsert;

/**
 * Per company, day, account and voucher kind: the sums and count of the journal's lines, kept with the monthly
 * roll-up above by the same calls in the same transaction. The legal journal (a row per day and kol) reads a year of
 * a million lines as a few tens of thousands of these rows.
 */
export const accountDayTotals = sqliteTable(
  'account_day_totals',
  {
    companyId: ownedBy('company_id', () => companies.id),
    /** YYYY-MM-DD, the lines' date. */
    date: text('date').notNull(),
    accountId: refersTo('account_id', () => accounts.id),
    voucherKind: text('voucher_kind', { enum: voucherKinds }).notNull(),
    debit: integer('debit').notNull(),
    credit: integer('credit').notNull(),
    lines: integer('lines').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.date, table.accountId, table.voucherKind] })],
);
