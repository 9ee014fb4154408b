import { and, desc, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvoiceSchedule, invoiceScheduleInputSchema } from '@daftar/contracts/endpoints/invoice-recurring';
import { invoiceCreateInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { addDays } from '@daftar/db/accounting/calendar';
import type { Queryable } from '@daftar/db/client';
import {
  type InvoiceScheduleRow,
  invoiceScheduleFailures,
  invoiceScheduleRuns,
  invoiceSchedules,
} from '@daftar/db/schema/invoice-schedules';
import { invoices } from '@daftar/db/schema/invoices';
import { DomainError } from '../errors.ts';
import { serverToday } from '../clock/server-clock.ts';
import { displayNumberOf, findInvoiceRow, getInvoice, inTransaction } from './invoice-rows.ts';
import { createInvoice } from './invoices.ts';
import { dueAfter, dueDatesThrough, firstDueOnOrAfter, type ScheduleRule } from './recurring-dates.ts';

/** A clock moved years ahead makes at most this many runs per schedule per check; the next check goes on. */
const runsPerCheck = 400;

function ruleOf(row: Pick<InvoiceScheduleRow, 'frequency' | 'dayOfMonth' | 'intervalDays' | 'startDate' | 'endDate'>) {
  return (
    row.frequency === 'MONTHLY'
      ? { frequency: 'MONTHLY', dayOfMonth: row.dayOfMonth ?? 1, startDate: row.startDate, endDate: row.endDate }
      : {
          frequency: 'EVERY_N_DAYS',
          intervalDays: row.intervalDays ?? 1,
          startDate: row.startDate,
          endDate: row.endDate,
        }
  ) satisfies ScheduleRule;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * One run: the template copied with the due date as its issue date (its due date kept as many days after), made
 * by whoever set the schedule. When issuing is refused (a closed fiscal year, an e-invoice missing an id) the run
 * is a draft instead, for someone to fix and issue: a schedule never stops on one bad day.
 */
function makeRun(
  tx: Queryable,
  schedule: InvoiceScheduleRow,
  due: string,
): { invoiceId: number; draftReason: string | null } {
  const template = getInvoice(tx, schedule.companyId, schedule.invoiceId);
  const input = invoiceCreateInputSchema.parse({
    kind: 'SELL',
    issue: schedule.issue,
    stakeholderId: template.stakeholderId,
    issueDate: due,
    dueDate: template.dueDate === null ? null : addDays(due, daysBetween(template.issueDate, template.dueDate)),
    lines: template.lines.map(({ itemId, description, quantity, unitPrice, discountType, discountValue, vatRate }) => ({
      itemId,
      description,
      quantity,
      unitPrice,
      discountType,
      discountValue,
      vatRate,
    })),
    discount: template.discount,
    shipping: template.shipping,
    otherAdditions: template.otherAdditions,
    notes: template.notes,
    einvoiceType: template.einvoiceType,
    einvoicePattern: template.einvoicePattern,
  });
  const made = { recurringTemplateId: schedule.invoiceId };
  try {
    return { invoiceId: createInvoice(tx, schedule.companyId, schedule.createdBy, input, made).id, draftReason: null };
  } catch (error) {
    if (!(error instanceof DomainError) || !input.issue) throw error;
    const draft = createInvoice(tx, schedule.companyId, schedule.createdBy, { ...input, issue: false }, made);
    return { invoiceId: draft.id, draftReason: error.code };
  }
}

/**
 * Keeps the run that made nothing, for the schedule's panel: the same date and reason again counts one more
 * attempt; a new one starts at 1.
 */
function recordFailure(db: Queryable, schedule: InvoiceScheduleRow, due: string, error: DomainError): void {
  const fieldReasons = JSON.stringify([...new Set((error.errors ?? []).map((field) => field.message))]);
  const failedAt = new Date().toISOString();
  const before = db
    .select()
    .from(invoiceScheduleFailures)
    .where(eq(invoiceScheduleFailures.scheduleId, schedule.id))
    .get();
  const again = before?.dueDate === due && before.reason === error.code;
  const values = {
    dueDate: due,
    reason: error.code,
    fieldReasons,
    failedAt,
    attempts: again ? before.attempts + 1 : 1,
  };
  db.insert(invoiceScheduleFailures)
    .values({ scheduleId: schedule.id, companyId: schedule.companyId, ...values })
    .onConflictDoUpdate({ target: invoiceScheduleFailures.scheduleId, set: values })
    .run();
}

/**
 * Makes the runs of one schedule due by `today`, each once (the run's key is its due date) and each in its own
 * transaction, moving the schedule on past it. A run refused (e.g. an item of the template deleted) stops the
 * catch-up there: the date stays due, the failure is kept for the panel and the next check tries it again.
 */
function runSchedule(db: Queryable, schedule: InvoiceScheduleRow, today: string): void {
  const rule = ruleOf(schedule);
  for (const due of dueDatesThrough(rule, schedule.nextDueDate, today, runsPerCheck)) {
    try {
      inTransaction(db, (tx) => {
        const done = tx
          .select({ due: invoiceScheduleRuns.dueDate })
          .from(invoiceScheduleRuns)
          .where(and(eq(invoiceScheduleRuns.scheduleId, schedule.id), eq(invoiceScheduleRuns.dueDate, due)))
          .get();
        if (!done) {
          const run = makeRun(tx, schedule, due);
          tx.insert(invoiceScheduleRuns)
            .values({ scheduleId: schedule.id, dueDate: due, ...run })
            .run();
        }
        tx.update(invoiceSchedules)
          .set({ nextDueDate: dueAfter(rule, due), updatedAt: new Date().toISOString() })
          .where(eq(invoiceSchedules.id, schedule.id))
          .run();
        tx.delete(invoiceScheduleFailures).where(eq(invoiceScheduleFailures.scheduleId, schedule.id)).run();
      });
    } catch (error) {
      // The list that ran the check must still answer; the panel shows why (schedule.failure).
      if (!(error instanceof DomainError)) throw error;
      recordFailure(db, schedule, due, error);
      return;
    }
  }
}

/**
 * The check made when the company's invoices are read: one index range (company, next due date ≤ today by the
 * server's clock), empty on most requests. Each schedule's catch-up is one transaction, all or nothing.
 */
export function runDueSchedules(db: Queryable, companyId: number): void {
  const today = serverToday();
  const due = db
    .select({ schedule: invoiceSchedules })
    .from(invoiceSchedules)
    .innerJoin(invoices, eq(invoices.id, invoiceSchedules.invoiceId))
    .where(
      and(
        eq(invoiceSchedules.companyId, companyId),
        isNotNull(invoiceSchedules.nextDueDate),
        lte(invoiceSchedules.nextDueDate, today),
        // A cancelled template makes nothing more (its page no longer shows the panel).
        ne(invoices.status, 'CANCELLED'),
      ),
    )
    .all();
  for (const { schedule } of due) runSchedule(db, schedule, today);
}

function toSchedule(db: Queryable, row: InvoiceScheduleRow): InvoiceSchedule {
  const runs = db
    .select({ run: invoiceScheduleRuns, invoice: invoices })
    .from(invoiceScheduleRuns)
    .leftJoin(invoices, eq(invoices.id, invoiceScheduleRuns.invoiceId))
    .where(eq(invoiceScheduleRuns.scheduleId, row.id))
    .orderBy(desc(invoiceScheduleRuns.dueDate))
    .limit(50)
    .all();
  const failure = db.select().from(invoiceScheduleFailures).where(eq(invoiceScheduleFailures.scheduleId, row.id)).get();
  return {
    invoiceId: row.invoiceId,
    frequency: row.frequency,
    dayOfMonth: row.dayOfMonth,
    intervalDays: row.intervalDays,
    startDate: row.startDate,
    endDate: row.endDate,
    issue: row.issue,
    nextDueDate: row.nextDueDate,
    failure: failure
      ? {
          dueDate: failure.dueDate,
          reason: failure.reason,
          fieldReasons: JSON.parse(failure.fieldReasons) as string[],
          attempts: failure.attempts,
          failedAt: failure.failedAt,
        }
      : null,
    runs: runs.map(({ run, invoice }) => ({
      dueDate: run.dueDate,
      invoiceId: invoice?.id ?? null,
      number: invoice ? displayNumberOf(invoice) : null,
      status: invoice?.status ?? null,
      grandTotal: invoice?.grandTotal ?? null,
      draftReason: run.draftReason,
    })),
  };
}

const scheduleRowOf = (db: Queryable, invoiceId: number) =>
  db.select().from(invoiceSchedules).where(eq(invoiceSchedules.invoiceId, invoiceId)).get();

export function getInvoiceSchedule(db: Queryable, companyId: number, invoiceId: number): InvoiceSchedule | null {
  findInvoiceRow(db, companyId, invoiceId);
  runDueSchedules(db, companyId);
  const row = scheduleRowOf(db, invoiceId);
  return row ? toSchedule(db, row) : null;
}

/**
 * Sets or replaces the schedule. Runs are due from the later of the start date and today: setting a schedule
 * never bills for days already gone, and a replaced schedule's runs are kept (a date already run is not run again).
 * One due today runs at once.
 */
export function putInvoiceSchedule(
  db: Queryable,
  companyId: number,
  invoiceId: number,
  userId: number | null,
  input: z.output<typeof invoiceScheduleInputSchema>,
): InvoiceSchedule {
  inTransaction(db, (tx) => {
    const invoice = findInvoiceRow(tx, companyId, invoiceId);
    if (invoice.kind !== 'SELL') {
      throw new DomainError('invalid', 'SCHEDULE_SELL_ONLY', [{ path: 'params.id', message: 'SCHEDULE_SELL_ONLY' }]);
    }
    const monthly = input.frequency === 'MONTHLY';
    const values = {
      frequency: input.frequency,
      dayOfMonth: monthly ? (input.dayOfMonth ?? null) : null,
      intervalDays: monthly ? null : (input.intervalDays ?? null),
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      issue: input.issue,
    };
    const nextDueDate = firstDueOnOrAfter(ruleOf(values), serverToday());
    const now = new Date().toISOString();
    tx.insert(invoiceSchedules)
      .values({ ...values, companyId, invoiceId, nextDueDate, createdBy: userId })
      .onConflictDoUpdate({
        target: invoiceSchedules.invoiceId,
        set: { ...values, nextDueDate, createdBy: userId, updatedAt: now },
      })
      .run();
  });
  runDueSchedules(db, companyId);
  const row = scheduleRowOf(db, invoiceId);
  if (!row) throw new DomainError('not-found', 'SCHEDULE_NOT_FOUND');
  return toSchedule(db, row);
}

export function removeInvoiceSchedule(db: Queryable, companyId: number, invoiceId: number): void {
  findInvoiceRow(db, companyId, invoiceId);
  const removed = db.delete(invoiceSchedules).where(eq(invoiceSchedules.invoiceId, invoiceId)).returning().get();
  if (!removed) throw new DomainError('not-found', 'SCHEDULE_NOT_FOUND');
}
