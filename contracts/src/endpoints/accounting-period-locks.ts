import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import {
  accountingParamsSchema,
  accountingRecordParamsSchema,
  isoDateSchema,
  queryIdSchema,
} from './accounting-common.ts';
import { yearReopenInputSchema } from './accounting-years.ts';

const positive = z.number().int().positive();

/**
 * A period whose legal books were finalised: while LOCKED nothing dated in it is created, edited, finalised,
 * cancelled or posted by any route (409 PERIOD_LOCKED). The owner's reopening keeps the row, REOPENED, with why.
 */
export const periodLockSchema = z.object({
  id: positive,
  fiscalYearId: positive,
  from: isoDateSchema,
  to: isoDateSchema,
  status: z.enum(['LOCKED', 'REOPENED']),
  lockedBy: positive.nullable(),
  lockedAt: z.string(),
  reopenedBy: positive.nullable(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type PeriodLock = z.infer<typeof periodLockSchema>;

/** A fiscal year's Jalali months (cut to the year), each with the lock in force over it, and every lock's history. */
export const periodLocksSchema = z.object({
  fiscalYearId: positive,
  months: z.array(z.object({ from: isoDateSchema, to: isoDateSchema, lockId: positive.nullable() })),
  locks: z.array(periodLockSchema),
});
export type PeriodLocks = z.infer<typeof periodLocksSchema>;

/** The period to finalise and lock: inside one fiscal year, its legal-book checks green. */
export const periodLockInputSchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export type PeriodLockInput = z.input<typeof periodLockInputSchema>;

export const periodReopenInputSchema = yearReopenInputSchema;
export type PeriodReopenInput = z.input<typeof periodReopenInputSchema>;

const locksPath = '/api/v1/companies/:companyId/accounting/legal-books/locks';

export const periodLockEndpoints = {
  listLocks: userEndpoint.get('listPeriodLocks', locksPath, {
    summary: "A fiscal year's months and their locks (the open year without `fiscalYearId`), reopened ones too.",
    params: accountingParamsSchema,
    query: z.object({ fiscalYearId: queryIdSchema.optional() }),
    response: itemEnvelope(periodLocksSchema),
    errors: { 404: ['FISCAL_YEAR_NOT_FOUND'] },
  }),
  lock: userEndpoint.post('lockPeriod', locksPath, {
    summary:
      "Finalises a period's legal books and locks it once its checks are green: nothing dated in it is written again.",
    params: accountingParamsSchema,
    body: periodLockInputSchema,
    status: 201,
    response: itemEnvelope(periodLockSchema),
    errors: {
      400: ['PERIOD_OUTSIDE_YEAR'],
      409: ['LEGAL_BOOKS_CHECKS_FAILED', 'PERIOD_ALREADY_LOCKED'],
    },
    rules: [
      '400 PERIOD_OUTSIDE_YEAR for a range across fiscal years',
      '409 LEGAL_BOOKS_CHECKS_FAILED while a check is red (temporary vouchers, gaps, no seal date…), naming each',
      '409 PERIOD_ALREADY_LOCKED when a locked period overlaps it',
      'OWNER, ADMIN and ACCOUNTANT lock (the accounting area’s writers); SALES and VIEWER get 403 ROLE_FORBIDDEN',
    ],
  }),
  reopen: userEndpoint.post('reopenPeriod', `${locksPath}/:id/reopen`, {
    summary: 'The owner reopens a locked period with a reason (403 OWNER_ONLY otherwise); the activity log keeps it.',
    params: accountingRecordParamsSchema,
    body: periodReopenInputSchema,
    response: itemEnvelope(periodLockSchema),
    errors: { 403: ['OWNER_ONLY'], 404: ['PERIOD_LOCK_NOT_FOUND'], 409: ['PERIOD_NOT_LOCKED'] },
    rules: ['403 OWNER_ONLY for any role but the owner', '409 PERIOD_NOT_LOCKED for a lock already reopened'],
  }),
};
