import { z } from 'zod';
import { companyRecordCalls, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope } from '../envelope.ts';
import {
  accountingRecordParamsSchema,
  isoDateSchema,
  jalaliDaySchema,
  jalaliMonthSchema,
} from './accounting-common.ts';
import { voucherSchema } from './accounting-vouchers.ts';
import { wholeNumber } from '../schemas/common.ts';

export const fiscalYearSchema = z.object({
  id: z.number().int().positive(),
  /** The Jalali year it starts in, e.g. "1405". */
  name: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  status: z.enum(['OPEN', 'CLOSED']),
  closedAt: z.string().nullable(),
  /** The owner's reason for the last reopening, and when (null: never reopened). */
  reopenReason: z.string().nullable().optional(),
  reopenedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  /** How many of its vouchers are still TEMPORARY: a year closes only at 0. */
  temporaryVouchers: z.number().int().nonnegative(),
});
export type FiscalYear = z.infer<typeof fiscalYearSchema>;

/** A new fiscal year: the Jalali year it starts in, from 1 Farvardin unless another start is chosen. */
export const fiscalYearInputSchema = z.object({
  year: wholeNumber(1300, 1500, 'INVALID_YEAR'),
  startMonth: jalaliMonthSchema.optional(),
  startDay: jalaliDaySchema.optional(),
});
export type FiscalYearInput = z.input<typeof fiscalYearInputSchema>;

/** What closing a year wrote: the two closing vouchers (either may be absent when there was nothing to close). */
export const yearCloseSchema = z.object({
  closedYear: fiscalYearSchema,
  nextYear: fiscalYearSchema,
  closeResults: voucherSchema.omit({ lines: true }).nullable(),
  closing: voucherSchema.omit({ lines: true }).nullable(),
  opening: voucherSchema.omit({ lines: true }).nullable(),
});

/** Why the owner reopens the last closed year: kept on the year and in the company's activity log. */
export const yearReopenInputSchema = z.object({
  reason: z
    .string({ error: 'REASON_REQUIRED' })
    .trim()
    .min(3, { error: 'REASON_REQUIRED' })
    .max(500, { error: 'TOO_LONG' }),
});
export type YearReopenInput = z.input<typeof yearReopenInputSchema>;

/** The year reopened, and the closing and opening vouchers removed with its closing. */
export const yearReopenSchema = z.object({
  year: fiscalYearSchema,
  removedVoucherIds: z.array(z.number().int().positive()),
});
export type YearReopen = z.infer<typeof yearReopenSchema>;

/** Which temporary vouchers to finalise at once: those dated up to `upTo`, or all of them without it. */
export const yearFinaliseInputSchema = z.object({ upTo: isoDateSchema.optional() });
export type YearFinaliseInput = z.input<typeof yearFinaliseInputSchema>;

/** What finalising a year's temporary vouchers did, and the year as it now stands. */
export const yearFinaliseSchema = z.object({
  finalised: z.number().int().nonnegative(),
  year: fiscalYearSchema,
});
export type YearFinalise = z.infer<typeof yearFinaliseSchema>;

const yearsPath = '/api/v1/companies/:companyId/accounting/fiscal-years';
const { list, collection: years, record: year, recordPath: yearPath } = companyRecordCalls(yearsPath, fiscalYearSchema);

export const fiscalYearEndpoints = {
  list: list('listFiscalYears', {
    summary: "The company's fiscal years, latest first.",
    response: listEnvelope(fiscalYearSchema),
  }),
  get: year.get('getFiscalYear', {
    summary: "One fiscal year of the company; another company's id is 404.",
  }),
  create: years.post('createFiscalYear', {
    status: 201,
    summary:
      'Opens a fiscal year (201); while one is open only the year right after it (409 otherwise), never an overlapping one.',
    body: fiscalYearInputSchema,
  }),
  close: userEndpoint.post('closeFiscalYear', `${yearPath}/close`, {
    summary:
      'Closes a year whose vouchers are all final, after its last day (409 YEAR_NOT_ENDED before): closing vouchers, then the next year and its opening voucher.',
    params: accountingRecordParamsSchema,
    response: itemEnvelope(yearCloseSchema),
    errors: {
      404: ['FISCAL_YEAR_NOT_FOUND'],
      409: [
        'FISCAL_YEAR_CLOSED',
        'YEAR_NOT_ENDED',
        'EARLIER_YEAR_OPEN',
        'YEAR_HAS_TEMPORARY_VOUCHERS',
        'RETAINED_EARNINGS_NOT_SET',
      ],
    },
    rules: [
      "409 YEAR_NOT_ENDED until the day after the year's last day (Tehran)",
      '409 YEAR_HAS_TEMPORARY_VOUCHERS while any voucher of the year is TEMPORARY',
    ],
  }),
  reopen: userEndpoint.post('reopenFiscalYear', `${yearPath}/reopen`, {
    summary:
      "The owner reopens the last closed year with a reason (403 OWNER_ONLY otherwise): its closing vouchers and the next year's opening voucher are removed.",
    params: accountingRecordParamsSchema,
    body: yearReopenInputSchema,
    response: itemEnvelope(yearReopenSchema),
    errors: {
      403: ['OWNER_ONLY'],
      404: ['FISCAL_YEAR_NOT_FOUND'],
      409: ['FISCAL_YEAR_NOT_CLOSED', 'LATER_YEAR_CLOSED', 'OPENING_VOUCHER_FINAL'],
    },
    rules: [
      '403 OWNER_ONLY for any role but the owner',
      "409 OPENING_VOUCHER_FINAL once the next year's opening voucher is final",
    ],
  }),
  finaliseVouchers: userEndpoint.post('finaliseYearVouchers', `${yearPath}/finalise-vouchers`, {
    summary:
      "Finalises the year's temporary vouchers dated up to `upTo` (all without it) in number order, at once; 409 on a closed year.",
    params: accountingRecordParamsSchema,
    body: yearFinaliseInputSchema,
    response: itemEnvelope(yearFinaliseSchema),
  }),
};
