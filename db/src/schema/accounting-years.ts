import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounting-chart.ts';
import { companies, companyTable } from './companies.ts';
import { keyedBy, mayReferTo, refersTo, timestamp } from './columns.ts';

export const fiscalYearStatuses = ['OPEN', 'CLOSED'] as const;
export const amountUnits = ['RIAL', 'TOMAN'] as const;

/**
 * A company's fiscal year. Bounds are the Gregorian civil dates (YYYY-MM-DD, Tehran) of its first and last Jalali
 * day, so reports filter on plain text ranges; the name is the Jalali year (e.g. «۱۴۰۵»). Years never overlap.
 */
export const fiscalYears = companyTable(
  'fiscal_years',
  {
    name: text('name').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    status: text('status', { enum: fiscalYearStatuses }).notNull().default('OPEN'),
    closedAt: text('closed_at'),
    /** The owner's reason for the last reopening of the year, and when (null: never reopened). */
    reopenReason: text('reopen_reason'),
    reopenedAt: text('reopened_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [
    uniqueIndex('fiscal_years_company_start_unique').on(table.companyId, table.startDate),
    check('fiscal_years_bounds', sql`${table.startDate} <= ${table.endDate}`),
  ],
);

/** Per company: the moein accounts that documents post to, and how amounts are shown. */
export const accountingSettings = sqliteTable('accounting_settings', {
  companyId: keyedBy('company_id', () => companies.id),
  receivablesAccountId: mayReferTo('receivables_account_id', () => accounts.id),
  payablesAccountId: mayReferTo('payables_account_id', () => accounts.id),
  salesAccountId: mayReferTo('sales_account_id', () => accounts.id),
  salesReturnsAccountId: mayReferTo('sales_returns_account_id', () => accounts.id),
  purchasesAccountId: mayReferTo('purchases_account_id', () => accounts.id),
  vatPayableAccountId: mayReferTo('vat_payable_account_id', () => accounts.id),
  vatReceivableAccountId: mayReferTo('vat_receivable_account_id', () => accounts.id),
  cashAccountId: mayReferTo('cash_account_id', () => accounts.id),
  bankAccountId: mayReferTo('bank_account_id', () => accounts.id),
  pettyCashAccountId: mayReferTo('petty_cash_account_id', () => accounts.id),
  /** Owners' equity: partners' contributions credit capital, their withdrawals debit drawings. */
  capitalAccountId: mayReferTo('capital_account_id', () => accounts.id),
  drawingsAccountId: mayReferTo('drawings_account_id', () => accounts.id),
  /** Where closing a year moves its profit or loss. */
  retainedEarningsAccountId: mayReferTo('retained_earnings_account_id', () => accounts.id),
  amountUnit: text('amount_unit', { enum: amountUnits }).notNull().default('RIAL'),
  /** Jalali month and day a new fiscal year starts on (1 Farvardin by default). */
  fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
  fiscalYearStartDay: integer('fiscal_year_start_day').notNull().default(1),
  updatedAt: timestamp('updated_at'),
});

/**
 * A document numbered 1..n per fiscal year (and kind, where it has kinds) without gaps, and its date: YYYY-MM-DD,
 * the Gregorian civil date in Tehran, inside the fiscal year.
 */
export const numberedInYear = () => ({
  fiscalYearId: refersTo('fiscal_year_id', () => fiscalYears.id),
  number: integer('number').notNull(),
  date: text('date').notNull(),
});

export type FiscalYearRow = typeof fiscalYears.$inferSelect;
export type AccountingSettingsRow = typeof accountingSettings.$inferSelect;
