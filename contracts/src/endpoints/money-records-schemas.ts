import { z } from 'zod';
import { isoDateTimeSchema, wholeNumber, recordTimesShape } from '../schemas/common.ts';
import { countAndSumsSchema, listQuerySchema } from '../schemas/list-query.ts';
import {
  bodyIdSchema,
  isoDateSchema,
  lineAmountSchema,
  optionalText,
  queryIdSchema,
  dayRangeQueryShape,
} from './accounting-common.ts';

/** Money in (INCOME, credited to a revenue account) and money out (EXPENSE, debited to an expense account). */
export const moneyRecordKindSchema = z.enum(['INCOME', 'EXPENSE']);
export type MoneyRecordKind = z.infer<typeof moneyRecordKindSchema>;

/** The treasury tafsili a record is paid from or received into. */
export const treasuryKinds = ['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'] as const;

/** The largest amount and total of a record: sums of such figures stay exact JS numbers. */
export const maxMoneyRecordAmount = 1_000_000_000_000_000;

/**
 * The VAT of an amount at a whole-percent rate, rounded to a whole Rial half up (amounts are never negative). In
 * BigInt: amount × rate can pass 2^53 for large amounts. The SPA's live figure and the server's stored one alike.
 */
export function moneyRecordVat(amount: number, vatRate: number): number {
  return Number((BigInt(amount) * BigInt(vatRate) + 50n) / 100n);
}

const requiredId = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'INVALID_ID') })
    .int({ error: 'INVALID_ID' })
    .positive({ error: 'INVALID_ID' });

/** What an edit sends (and a create, with the kind). */
export const moneyRecordInputShape = {
  date: isoDateSchema,
  /** A moein account of the chart: a REVENUE one for income, an EXPENSE one for an expense. */
  categoryAccountId: requiredId('CATEGORY_REQUIRED'),
  /** Before VAT, integer Rials above zero. */
  amount: lineAmountSchema.refine((amount) => amount > 0, { error: 'INVALID_AMOUNT' }),
  vatRate: wholeNumber(0, 100, 'INVALID_VAT_RATE').default(0),
  /** The cash box, bank account or petty cash (a tafsili) the money leaves or reaches. */
  treasuryId: requiredId('TREASURY_REQUIRED'),
  /** Who was paid or who paid, when known: their person tafsili goes on the category line. */
  stakeholderId: bodyIdSchema.nullish(),
  description: optionalText(500),
  /** A receipt's or bank transfer's number. */
  reference: optionalText(40),
};

function totalCheck(input: { amount: number; vatRate: number }, ctx: z.RefinementCtx): void {
  if (input.amount + moneyRecordVat(input.amount, input.vatRate) > maxMoneyRecordAmount) {
    ctx.addIssue({ code: 'custom', message: 'AMOUNT_TOO_LARGE', path: ['amount'] });
  }
}

export const moneyRecordInputSchema = z.object(moneyRecordInputShape).superRefine(totalCheck);
export type MoneyRecordInput = z.input<typeof moneyRecordInputSchema>;

export const moneyRecordCreateInputSchema = z
  .object({ kind: moneyRecordKindSchema, ...moneyRecordInputShape })
  .superRefine(totalCheck);
export type MoneyRecordCreateInput = z.input<typeof moneyRecordCreateInputSchema>;
export type MoneyRecordCreateFields = z.output<typeof moneyRecordCreateInputSchema>;

export const moneyRecordStatuses = ['ACTIVE', 'REVERSED'] as const;
export type MoneyRecordStatus = (typeof moneyRecordStatuses)[number];

/** A record with the names of what it points at (copied at each save, as a printed receipt names them). */
export const moneyRecordSchema = z.object({
  id: z.number().int().positive(),
  kind: moneyRecordKindSchema,
  /** 1..n per fiscal year and kind, without gaps (deleting one moves the later ones down). */
  number: z.number().int().positive(),
  fiscalYearId: z.number().int().positive(),
  date: isoDateSchema,
  categoryAccountId: z.number().int().positive(),
  categoryCode: z.string(),
  categoryName: z.string(),
  categoryNameEn: z.string().nullable(),
  amount: z.number().int().positive(),
  vatRate: z.number().int().min(0),
  vat: z.number().int().min(0),
  /** amount + vat: what left or reached the treasury account. */
  total: z.number().int().positive(),
  treasuryId: z.number().int().positive(),
  treasuryKind: z.enum(treasuryKinds),
  treasuryCode: z.string(),
  treasuryName: z.string(),
  stakeholderId: z.number().int().positive().nullable(),
  stakeholderCode: z.string().nullable(),
  stakeholderName: z.string().nullable(),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  /** The record's voucher in the journal; editable (and the record with it) while TEMPORARY. */
  voucherId: z.number().int().positive().nullable(),
  voucherNumber: z.number().int().positive().nullable(),
  voucherStatus: z.enum(['TEMPORARY', 'FINAL']).nullable(),
  /** REVERSED once its FINAL voucher was reversed: the record stays, nets to nothing and changes no more. */
  status: z.enum(moneyRecordStatuses),
  /** The reversing voucher (debits and credits swapped) and its date; null while ACTIVE. */
  reversalVoucherId: z.number().int().positive().nullable(),
  reversalVoucherNumber: z.number().int().positive().nullable(),
  reversalDate: isoDateSchema.nullable(),
  reversedAt: isoDateTimeSchema.nullable(),
  ...recordTimesShape,
});
export type MoneyRecord = z.infer<typeof moneyRecordSchema>;

export const moneyRecordSortFields = ['date', 'number', 'total', 'categoryCode', 'createdAt'] as const;

/** `q` matches the number, the description, the reference, the category and the stakeholder's name or code. */
export const moneyRecordListQuerySchema = listQuerySchema(moneyRecordSortFields, '-date', {
  kind: moneyRecordKindSchema.optional(),
  ...dayRangeQueryShape,
  categoryAccountId: queryIdSchema.optional(),
  treasuryId: queryIdSchema.optional(),
  stakeholderId: queryIdSchema.optional(),
});
export type MoneyRecordListQuery = z.input<typeof moneyRecordListQuerySchema>;

/**
 * Reversing a record whose voucher is FINAL: the reversing voucher's date, in an open fiscal year and not before
 * the record's own date (today, Tehran time, when left out).
 */
export const moneyRecordReverseInputSchema = z.object({ date: isoDateSchema.nullish() });
export type MoneyRecordReverseInput = z.input<typeof moneyRecordReverseInputSchema>;
export type MoneyRecordReverseFields = z.output<typeof moneyRecordReverseInputSchema>;

/** `count` is every matching row; the sums leave out REVERSED records (each nets to nothing in the books). */
export const moneyRecordListTotalsSchema = countAndSumsSchema(['amount', 'vat', 'total']);
export type MoneyRecordListTotals = z.infer<typeof moneyRecordListTotalsSchema>;

/** Which fiscal year the charts cover: the open one (else the latest) unless given. */
export const moneyRecordChartsQuerySchema = z.object({ fiscalYearId: queryIdSchema.optional() });
export type MoneyRecordChartsQuery = z.input<typeof moneyRecordChartsQuerySchema>;

/** One Jalali month of the fiscal year: money in and out through the records, and the money held at its end. */
export const moneyRecordChartMonthSchema = z.object({
  /** First and last day of the Jalali month (YYYY-MM-DD). */
  start: isoDateSchema,
  end: isoDateSchema,
  /** The Jalali year and month, e.g. 1405 and 9. */
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  /** Income records' amounts (before VAT) dated in the month, reversed ones left out. */
  income: z.number().int().min(0),
  /** Expense records' amounts (before VAT) dated in the month, reversed ones left out. */
  expense: z.number().int().min(0),
  /** The cash, bank and petty-cash accounts' balance (debit − credit, every voucher) at the month's end. */
  cashPosition: z.number().int(),
});

export const moneyRecordChartsSchema = z.object({
  fiscalYear: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  }),
  /** The fiscal year's months in order (twelve for a whole year). */
  months: z.array(moneyRecordChartMonthSchema),
});
export type MoneyRecordCharts = z.infer<typeof moneyRecordChartsSchema>;
