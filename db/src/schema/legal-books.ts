import { index, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { fiscalYears } from './accounting-years.ts';
import { companyTable } from './companies.ts';
import { mayReferTo, ownedBy, timestamp } from './columns.ts';
import { users } from './users.ts';

export const legalBookGranularities = ['DAY', 'MONTH'] as const;
export type LegalBookGranularity = (typeof legalBookGranularities)[number];

/**
 * The legal books of one fiscal year (دفتر روزنامه and دفتر کل): each book's seal date and registration number and
 * the number of its first page, whether the journal summarises a day or a month per row group, the rows a printed
 * page holds, and whether the opening and closing vouchers take rows of their own. A year without a row reads the
 * defaults (by day, 25 rows a page, opening and closing apart, page 1).
 */
export const legalBookSettings = companyTable(
  'legal_book_settings',
  {
    fiscalYearId: ownedBy('fiscal_year_id', () => fiscalYears.id),
    journalSealDate: text('journal_seal_date'),
    journalRegistrationNumber: text('journal_registration_number'),
    journalFirstPage: integer('journal_first_page').notNull().default(1),
    ledgerSealDate: text('ledger_seal_date'),
    ledgerRegistrationNumber: text('ledger_registration_number'),
    ledgerFirstPage: integer('ledger_first_page').notNull().default(1),
    granularity: text('granularity', { enum: legalBookGranularities }).notNull().default('DAY'),
    rowsPerPage: integer('rows_per_page').notNull().default(25),
    openingClosingApart: integer('opening_closing_apart', { mode: 'boolean' }).notNull().default(true),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [uniqueIndex('legal_book_settings_year_unique').on(table.companyId, table.fiscalYearId)],
);

export type LegalBookSettingsRow = typeof legalBookSettings.$inferSelect;

export const legalPeriodStatuses = ['LOCKED', 'REOPENED'] as const;
export type LegalPeriodStatus = (typeof legalPeriodStatuses)[number];

/**
 * A period whose legal books were finalised (its checks green): while LOCKED, nothing dated from `from_date` to
 * `to_date` is written to the journal by any route (409 PERIOD_LOCKED). The owner's reopening keeps the row, REOPENED
 * with the reason, so the activity log (this table's triggers) records who locked and who reopened, when and why.
 */
export const legalPeriodLocks = companyTable(
  'legal_period_locks',
  {
    fiscalYearId: ownedBy('fiscal_year_id', () => fiscalYears.id),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    status: text('status', { enum: legalPeriodStatuses }).notNull().default('LOCKED'),
    lockedBy: mayReferTo('locked_by', () => users.id, 'set null'),
    lockedAt: timestamp('created_at'),
    reopenedBy: mayReferTo('reopened_by', () => users.id, 'set null'),
    reopenedAt: text('reopened_at'),
    reopenReason: text('reopen_reason'),
  },
  (table) => [index('legal_period_locks_company_idx').on(table.companyId, table.status, table.fromDate)],
);

export type LegalPeriodLockRow = typeof legalPeriodLocks.$inferSelect;
