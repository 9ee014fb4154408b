import { z } from 'zod';
import { idSchema, wholeNumber } from '../schemas/common.ts';
import { companyParamsSchema } from '../schemas/list-query.ts';

/** The first and last civil day the API takes: the Jalali calendar code converts every day between them. */
export const earliestDate = '1900-01-01';
export const latestDate = '2199-12-31';

/**
 * A civil date, YYYY-MM-DD (the Gregorian day; the SPA shows it in Jalali in fa), from 1900 to 2199: a date
 * outside is 400 DATE_OUT_OF_RANGE. The bound is checked before anything converts it to the Jalali calendar.
 */
export const isoDateSchema = z.iso
  .date({ error: 'INVALID_DATE', abort: true })
  .regex(/^(19|20|21)\d\d-/, { error: 'DATE_OUT_OF_RANGE', abort: true })
  .meta({ format: 'date', description: `A civil date between ${earliestDate} and ${latestDate}.` });

/**
 * Persian and Arabic-Indic digits read as Latin ones; spaces and dashes dropped (how people type IBANs, cards and Sayad
 * ids). Here rather than with the treasury's schemas, so the cheques' contracts do not bring the bank-number checks.
 */
export function latinDigitsOnly(value: string): string {
  return value
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** An id in a JSON body. */
export const bodyIdSchema = z
  .number({ error: 'INVALID_ID' })
  .int({ error: 'INVALID_ID' })
  .positive({ error: 'INVALID_ID' });

/** An id in a query string. */
export const queryIdSchema = z.coerce
  .number({ error: 'INVALID_ID' })
  .int({ error: 'INVALID_ID' })
  .positive({ error: 'INVALID_ID' });

/**
 * One line's amount in integer Rials. Capped at 10^15 so a voucher's sum of lines stays an exact JS number (exact
 * up to 2^53, about 9 × 10^15).
 */
export const lineAmountSchema = wholeNumber(0, 1_000_000_000_000_000, 'INVALID_AMOUNT');

/** A document's amount, which must move money: a line amount above zero (0 is AMOUNT_REQUIRED). */
export const requiredAmountSchema = lineAmountSchema.refine((value) => value > 0, { error: 'AMOUNT_REQUIRED' });

/** A figure in a report: integer Rials, possibly negative (a net balance). */
export const rialFigureSchema = z.number().int();

export const accountingParamsSchema = companyParamsSchema;
export const accountingRecordParamsSchema = companyParamsSchema.extend({
  id: idSchema,
});

/** A filter of days in a query string: `from` and `to`, each optional, both included. */
export const dayRangeQueryShape = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };

/** A day range's check, `.refine(dayRangeInOrder, dayRangeOrder)`: `to` is not before `from` when both are given. */
export const dayRangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
export const dayRangeOrder = { path: ['to'], error: 'PERIOD_TO_BEFORE_FROM' };

/** A report's window: one fiscal year (default: the open one) and a range inside it (default: the whole year). */
export const periodQueryShape = {
  fiscalYearId: queryIdSchema.optional(),
  ...dayRangeQueryShape,
};

export const reportPeriodSchema = z.object({
  fiscalYearId: z.number().int().positive(),
  from: isoDateSchema,
  to: isoDateSchema,
});

export const optionalText = (max: number) => z.string().trim().max(max, { error: 'TOO_LONG' }).nullish();
export const requiredText = (max: number) =>
  z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(max, { error: 'TOO_LONG' });

/** A Jalali month (1–12) and day (1–31) as a form sends them, each refused with its own code. */
export const jalaliMonthSchema = wholeNumber(1, 12, 'INVALID_MONTH');
export const jalaliDaySchema = wholeNumber(1, 31, 'INVALID_DAY');

/**
 * How screens show amounts (storage is always Rials) and where the fiscal year starts: the accounting settings'
 * fields, which the company's settings read and write too; `…InputShape` as a form sends them.
 */
export const amountAndYearStartShape = {
  amountUnit: z.enum(['RIAL', 'TOMAN']),
  fiscalYearStartMonth: z.number().int().min(1).max(12),
  fiscalYearStartDay: z.number().int().min(1).max(31),
};
export const amountAndYearStartInputShape = {
  amountUnit: z.enum(['RIAL', 'TOMAN'], { error: 'INVALID_AMOUNT_UNIT' }),
  fiscalYearStartMonth: jalaliMonthSchema,
  fiscalYearStartDay: jalaliDaySchema,
};

/** The voucher a document posted, as an answer names it: null while it has none in force. */
export const postedVoucherShape = {
  voucherId: z.number().int().positive().nullable(),
  voucherNumber: z.number().int().nullable(),
};

/** An account's code and names, as every answer that names an account gives them. */
export const accountNamesShape = {
  code: z.string(),
  nameFa: z.string(),
  nameEn: z.string().nullable(),
};
