import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { pageMetaSchema } from '../envelope.ts';
import { pageQueryShape } from '../schemas/list-query.ts';
import { accountLevelSchema, accountTypeSchema, tafsiliKindSchema } from './accounting-chart.ts';
import {
  accountingParamsSchema,
  accountNamesShape,
  isoDateSchema,
  periodQueryShape,
  queryIdSchema,
  reportPeriodSchema,
  rialFigureSchema,
} from './accounting-common.ts';

const { page, pageSize } = pageQueryShape;
const money = rialFigureSchema;

/**
 * A place in a ledger: a line's date and id, `YYYY-MM-DD.lineId`. Lines are ordered by (date, id); `after` asks for
 * the lines following that line, `before` for those preceding it. The answer's `meta.next` and `meta.previous` are
 * the cursors of the neighbouring pages.
 */
export const ledgerCursorSchema = z.string().regex(/^\d{4}-\d\d-\d\d\.[1-9]\d{0,15}$/, { error: 'INVALID_CURSOR' });

export const ledgerQuerySchema = z
  .object({
    ...periodQueryShape,
    /** A moein account, or a kol or group for every moein under it. */
    accountId: queryIdSchema.optional(),
    tafsiliId: queryIdSchema.optional(),
    /** Keyset paging (no page numbers): neither for the first page, one of the two for any other. */
    after: ledgerCursorSchema.optional(),
    before: ledgerCursorSchema.optional(),
    pageSize: pageSize.default(50),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    path: ['before'],
    error: 'CURSOR_AFTER_OR_BEFORE',
  });

export const ledgerSchema = z.object({
  period: reportPeriodSchema,
  /** Debit − credit before the period, the year's opening voucher included. */
  openingBalance: money,
  periodDebit: money,
  periodCredit: money,
  closingBalance: money,
  lines: z.array(
    z.object({
      lineId: z.number().int().positive(),
      voucherId: z.number().int().positive(),
      voucherNumber: z.number().int().positive(),
      voucherStatus: z.enum(['TEMPORARY', 'FINAL']),
      date: isoDateSchema,
      accountId: z.number().int().positive(),
      tafsiliId: z.number().int().positive().nullable(),
      description: z.string().nullable(),
      debit: money,
      credit: money,
      /** Running debit − credit from the year's start to this line. */
      balance: money,
    }),
  ),
  meta: z.object({
    pageSize: z.number().int().min(1),
    /** The period's lines. */
    total: z.number().int().min(0),
    /** The period's lines before this page: the page's first line is line `offset + 1`. */
    offset: z.number().int().min(0),
    /** `after` for the next page, or null on the last one. */
    next: ledgerCursorSchema.nullable(),
    /** `before` for the previous page, or null on the first one. */
    previous: ledgerCursorSchema.nullable(),
  }),
});

export const trialBalanceLevelSchema = z.enum(['GROUP', 'KOL', 'MOEIN', 'TAFSILI']);

export const trialBalanceQuerySchema = z.object({
  ...periodQueryShape,
  level: trialBalanceLevelSchema.default('MOEIN'),
});

/** The 8 columns; the 2-, 4- and 6-column forms show balance; total + balance; opening + period + balance. */
const figures = {
  openingDebit: money,
  openingCredit: money,
  periodDebit: money,
  periodCredit: money,
  totalDebit: money,
  totalCredit: money,
  balanceDebit: money,
  balanceCredit: money,
};

export const trialBalanceSchema = z.object({
  period: reportPeriodSchema,
  level: trialBalanceLevelSchema,
  rows: z.array(
    z.object({
      accountId: z.number().int().positive(),
      ...accountNamesShape,
      level: accountLevelSchema,
      tafsiliId: z.number().int().positive().nullable(),
      tafsiliCode: z.string().nullable(),
      tafsiliName: z.string().nullable(),
      ...figures,
    }),
  ),
  totals: z.object(figures),
});

export const statementLevelSchema = z.enum(['KOL', 'MOEIN']);

const statementRow = z.object({
  accountId: z.number().int().positive(),
  ...accountNamesShape,
  type: accountTypeSchema,
  /** On the account's natural side: revenue, liabilities and equity credit − debit; the rest debit − credit. */
  amount: money,
});

export const profitLossQuerySchema = z.object({ ...periodQueryShape, level: statementLevelSchema.default('KOL') });

const profitTotals = z.object({ revenue: money, expense: money, netProfit: money });

export const profitLossSchema = z.object({
  period: reportPeriodSchema,
  /** The same number of days just before the period. */
  previousPeriod: z.object({ from: isoDateSchema, to: isoDateSchema }),
  rows: z.array(statementRow.extend({ previous: money })),
  totals: profitTotals,
  previousTotals: profitTotals,
});

export const balanceSheetQuerySchema = z.object({
  date: isoDateSchema.optional(),
  /** The comparison column's date: the end of the previous fiscal year unless asked; before `date`. */
  previousDate: isoDateSchema.optional(),
  level: statementLevelSchema.default('KOL'),
});

const sheetTotals = z.object({
  assets: money,
  liabilities: money,
  equity: money,
  /** The year's profit to the date, not yet in retained earnings. */
  currentProfit: money,
  liabilitiesAndEquity: money,
});

export const balanceSheetSchema = z.object({
  date: isoDateSchema,
  fiscalYearId: z.number().int().positive(),
  /** The comparison column: the same figures at this date (zeros before the first fiscal year). */
  previousDate: isoDateSchema,
  rows: z.array(statementRow.extend({ previous: money })),
  totals: sheetTotals,
  previousTotals: sheetTotals,
});

export const tafsiliReportQuerySchema = z.object({ ...periodQueryShape, tafsiliId: queryIdSchema });

const tafsiliFigures = { openingBalance: money, periodDebit: money, periodCredit: money, closingBalance: money };

export const tafsiliReportSchema = z.object({
  period: reportPeriodSchema,
  tafsili: z.object({ id: z.number().int().positive(), code: z.string(), name: z.string(), kind: tafsiliKindSchema }),
  rows: z.array(
    z.object({
      accountId: z.number().int().positive(),
      ...accountNamesShape,
      ...tafsiliFigures,
    }),
  ),
  totals: z.object(tafsiliFigures),
});

export const debtorsQuerySchema = z.object({
  date: isoDateSchema.optional(),
  side: z.enum(['DEBTORS', 'CREDITORS', 'ALL']).default('ALL'),
  page,
  pageSize,
});

export const debtorsSchema = z.object({
  date: isoDateSchema,
  fiscalYearId: z.number().int().positive(),
  rows: z.array(
    z.object({
      tafsiliId: z.number().int().positive(),
      code: z.string(),
      name: z.string(),
      stakeholderId: z.number().int().positive().nullable(),
      debit: money,
      credit: money,
      /** Debit − credit: positive owes the company, negative is owed. */
      balance: money,
    }),
  ),
  totals: z.object({ debtors: money, creditors: money }),
  meta: pageMetaSchema,
});

const reportsPath = '/api/v1/companies/:companyId/accounting/reports';

export const accountingReportEndpoints = {
  generalLedger: userEndpoint.get('generalLedger', `${reportsPath}/general-ledger`, {
    summary:
      'One account’s or tafsili’s lines in a period with opening, running and closing balances, paged by a (date, id) cursor.',
    params: accountingParamsSchema,
    query: ledgerQuerySchema,
    response: itemEnvelope(ledgerSchema),
  }),
  trialBalance: userEndpoint.get('trialBalance', `${reportsPath}/trial-balance`, {
    summary: 'Trial balance (8 columns: opening, period, total, balance) at group, kol, moein or tafsili level.',
    params: accountingParamsSchema,
    query: trialBalanceQuerySchema,
    response: itemEnvelope(trialBalanceSchema),
  }),
  profitLoss: userEndpoint.get('profitAndLoss', `${reportsPath}/profit-loss`, {
    summary: 'Profit and loss by kol or moein for a period, beside the period of the same length before it.',
    params: accountingParamsSchema,
    query: profitLossQuerySchema,
    response: itemEnvelope(profitLossSchema),
  }),
  balanceSheet: userEndpoint.get('balanceSheet', `${reportsPath}/balance-sheet`, {
    summary:
      'Assets, liabilities and equity at a date beside the end of the previous year, with each year’s profit so far; the sides always agree.',
    params: accountingParamsSchema,
    query: balanceSheetQuerySchema,
    response: itemEnvelope(balanceSheetSchema),
  }),
  tafsiliReport: userEndpoint.get('tafsiliReport', `${reportsPath}/tafsili`, {
    summary: 'One tafsili’s balances and movements under each moein account it appears in.',
    params: accountingParamsSchema,
    query: tafsiliReportQuerySchema,
    response: itemEnvelope(tafsiliReportSchema),
  }),
  debtorsCreditors: userEndpoint.get('debtorsCreditors', `${reportsPath}/debtors-creditors`, {
    summary: 'Each person’s balance at a date, largest first: who owes the company and whom it owes.',
    params: accountingParamsSchema,
    query: debtorsQuerySchema,
    response: itemEnvelope(debtorsSchema),
  }),
};
