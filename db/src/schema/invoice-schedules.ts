import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies, companyTable } from './companies.ts';
import { invoices } from './invoices.ts';
import { authoredAndUpdated } from './users.ts';
import { keyedBy, mayReferTo, ownedBy, timestamp } from './columns.ts';

export const scheduleFrequencies = ['MONTHLY', 'EVERY_N_DAYS'] as const;

/**
 * A recurring sell invoice: the invoice it hangs on is the template, copied on each due date (a draft, or issued
 * and posted). MONTHLY falls on `dayOfMonth` (1-29) of each Jalali month; EVERY_N_DAYS every `intervalDays` from
 * the start. `nextDueDate` is the first due date not yet run (null once past the end), so the check made on
 * requests reads one index range.
 */
export const invoiceSchedules = companyTable(
  'invoice_schedules',
  {
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    frequency: text('frequency', { enum: scheduleFrequencies }).notNull(),
    dayOfMonth: integer('day_of_month'),
    intervalDays: integer('interval_days'),
    /** YYYY-MM-DD, both inclusive. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    /** true: each run issues its invoice (numbered, posted); false: a draft. */
    issue: integer('issue', { mode: 'boolean' }).notNull(),
    nextDueDate: text('next_due_date'),
    ...authoredAndUpdated(),
  },
  (t) => [
    uniqueIndex('invoice_schedules_invoice_unique').on(t.invoiceId),
    index('invoice_schedules_company_due_idx').on(t.companyId, t.nextDueDate),
    check('invoice_schedules_frequency_check', sql`${t.frequency} in ('MONTHLY', 'EVERY_N_DAYS')`),
  ],
);

/** One run per schedule and due date (the key makes a catch-up idempotent); the invoice it made, while it exists. */
export const invoiceScheduleRuns = sqliteTable(
  'invoice_schedule_runs',
  {
    scheduleId: ownedBy('schedule_id', () => invoiceSchedules.id),
    dueDate: text('due_date').notNull(),
    invoiceId: mayReferTo('invoice_id', () => invoices.id, 'set null'),
    /** Why a run meant to issue made a draft instead (the refusal's code, e.g. DATE_OUTSIDE_OPEN_YEAR); null: as set. */
    draftReason: text('draft_reason'),
    createdAt: timestamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.dueDate] })],
);

/**
 * A schedule's run that made nothing (e.g. an item of the template deleted since): the due date it stopped at, the
 * refusal's code and its fields' codes (JSON array), how many checks have tried it, and when last. The date stays
 * due, tried again on each check; the row goes once a run of it is made.
 */
export const invoiceScheduleFailures = sqliteTable('invoice_schedule_failures', {
  scheduleId: keyedBy('schedule_id', () => invoiceSchedules.id),
  companyId: ownedBy('company_id', () => companies.id),
  dueDate: text('due_date').notNull(),
  reason: text('reason').notNull(),
  fieldReasons: text('field_reasons').notNull(),
  attempts: integer('attempts').notNull(),
  failedAt: text('failed_at').notNull(),
});

export type InvoiceScheduleRow = typeof invoiceSchedules.$inferSelect;
