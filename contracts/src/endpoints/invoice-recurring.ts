import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, okSchema } from '../envelope.ts';
import { companyRecordParamsSchema } from '../schemas/list-query.ts';
import { isoDateSchema } from './accounting-common.ts';
import { invoiceStatusSchema } from './invoices-schemas.ts';
import { wholeNumber } from '../schemas/common.ts';

/**
 * A recurring sell invoice: the invoice is the template, copied on each due date by the server's clock. MONTHLY
 * falls on `dayOfMonth` of each Jalali month (1–29, so Esfand has it too); EVERY_N_DAYS every `intervalDays` from
 * the start. Start and end dates are inclusive.
 */
export const invoiceScheduleInputSchema = z
  .object({
    frequency: z.enum(['MONTHLY', 'EVERY_N_DAYS'], { error: 'INVALID_FREQUENCY' }),
    dayOfMonth: wholeNumber(1, 29, 'DAY_OF_MONTH_OUT_OF_RANGE').nullish(),
    intervalDays: wholeNumber(1, 365, 'INTERVAL_OUT_OF_RANGE').nullish(),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullish(),
    /** true: each run issues its invoice (numbered and posted); false: each run is a draft. */
    issue: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.frequency === 'MONTHLY' && input.dayOfMonth == null) {
      ctx.addIssue({ code: 'custom', message: 'DAY_OF_MONTH_OUT_OF_RANGE', path: ['dayOfMonth'] });
    }
    if (input.frequency === 'EVERY_N_DAYS' && input.intervalDays == null) {
      ctx.addIssue({ code: 'custom', message: 'INTERVAL_OUT_OF_RANGE', path: ['intervalDays'] });
    }
    if (input.endDate != null && input.endDate < input.startDate) {
      ctx.addIssue({ code: 'custom', message: 'END_BEFORE_START', path: ['endDate'] });
    }
  });
export type InvoiceScheduleInput = z.input<typeof invoiceScheduleInputSchema>;

/** An invoice a run made, with the due date it was made for (null invoice: made, then deleted). */
export const invoiceScheduleRunSchema = z.object({
  dueDate: isoDateSchema,
  invoiceId: z.number().int().positive().nullable(),
  number: z.string().nullable(),
  status: invoiceStatusSchema.nullable(),
  grandTotal: z.number().int().nullable(),
  /** Why a run meant to issue made a draft (the refusal's code); null when it made what was set. */
  draftReason: z.string().nullable(),
});

/**
 * A run that made nothing: the due date it stopped at, the refusal's code (e.g. ITEM_NOT_FOUND) and its fields'
 * codes, how many checks tried it and when last. The date stays due and is tried again on each check.
 */
export const invoiceScheduleFailureSchema = z.object({
  dueDate: isoDateSchema,
  reason: z.string(),
  fieldReasons: z.array(z.string()),
  attempts: z.number().int().positive(),
  failedAt: z.string(),
});

export const invoiceScheduleSchema = z.object({
  invoiceId: z.number().int().positive(),
  frequency: z.enum(['MONTHLY', 'EVERY_N_DAYS']),
  dayOfMonth: z.number().int().nullable(),
  intervalDays: z.number().int().nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  issue: z.boolean(),
  /** The next date a run is due; null once past the end date. */
  nextDueDate: isoDateSchema.nullable(),
  /** The run that last failed, until a run of its date is made; null when none did. */
  failure: invoiceScheduleFailureSchema.nullable(),
  /** Newest first, at most 50. */
  runs: z.array(invoiceScheduleRunSchema),
});
export type InvoiceSchedule = z.infer<typeof invoiceScheduleSchema>;

const schedulePath = '/api/v1/companies/:companyId/invoices/:id/schedule';

export const invoiceRecurringEndpoints = {
  getSchedule: userEndpoint.get('getInvoiceSchedule', schedulePath, {
    summary:
      "A sell invoice's repeat schedule with its next due date and the invoices it made (runs due by the server's " +
      'clock are made first); `itemInfo` null when it has none. Another company’s invoice is 404.',
    params: companyRecordParamsSchema,
    response: itemEnvelope(invoiceScheduleSchema.nullable()),
  }),
  putSchedule: userEndpoint.put('putInvoiceSchedule', schedulePath, {
    summary:
      'Sets or replaces the schedule: monthly on a Jalali day 1–29 or every 1–365 days, from a start date, until an ' +
      'optional end date, making drafts or issuing. 400 DAY_OF_MONTH_OUT_OF_RANGE, INTERVAL_OUT_OF_RANGE, ' +
      'END_BEFORE_START, SCHEDULE_SELL_ONLY (a purchase or estimate); runs already made are kept and not made again.',
    params: companyRecordParamsSchema,
    body: invoiceScheduleInputSchema,
    response: itemEnvelope(invoiceScheduleSchema),
  }),
  removeSchedule: userEndpoint.delete('removeInvoiceSchedule', schedulePath, {
    summary: 'Stops the schedule; the invoices it made stay. 404 SCHEDULE_NOT_FOUND when there is none.',
    params: companyRecordParamsSchema,
    response: okSchema,
  }),
};
