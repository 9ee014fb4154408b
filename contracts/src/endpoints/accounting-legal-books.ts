import { z } from 'zod';
import { readReplaceEndpoints, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { idSchema, wholeNumber } from '../schemas/common.ts';
import {
  accountingParamsSchema,
  accountNamesShape,
  isoDateSchema,
  periodQueryShape,
  queryIdSchema,
  reportPeriodSchema,
  rialFigureSchema,
} from './accounting-common.ts';

const money = rialFigureSchema;
const positive = z.number().int().positive();

export const legalBookGranularitySchema = z.enum(['DAY', 'MONTH'], { error: 'INVALID_GRANULARITY' });

const pageNumber = wholeNumber(1, 1_000_000, 'INVALID_PAGE_NUMBER');

/** One book's registration: the day the registry sealed it (پلمپ), its registration number and its first page. */
const bookSchema = z.object({
  sealDate: isoDateSchema.nullable(),
  registrationNumber: z.string().trim().max(40, { error: 'TOO_LONG' }).nullable(),
  firstPage: pageNumber,
});

/** The legal books of one fiscal year; a year never set up reads the defaults. */
export const legalBookSettingsInputSchema = z.object({
  journal: bookSchema,
  ledger: bookSchema,
  /** A row group per day (what the Commercial Code asks) or per Jalali month (what most companies copy). */
  granularity: legalBookGranularitySchema,
  rowsPerPage: wholeNumber(5, 100, 'INVALID_ROWS_PER_PAGE'),
  /** The opening voucher first and the closing vouchers last, each on rows of its own. */
  openingClosingApart: z.boolean({ error: 'REQUIRED' }),
});
export type LegalBookSettingsInput = z.input<typeof legalBookSettingsInputSchema>;

export const legalBookSettingsSchema = legalBookSettingsInputSchema.extend({ fiscalYearId: positive });
export type LegalBookSettings = z.infer<typeof legalBookSettingsSchema>;

export const legalBookCheckCodes = ['BALANCED', 'TOTALS_AGREE', 'NO_NUMBER_GAPS', 'ALL_FINAL', 'AFTER_SEAL'] as const;

const voucherRef = z.object({
  id: positive,
  number: positive,
  date: isoDateSchema,
  status: z.enum(['TEMPORARY', 'FINAL']),
});

const sides = z.object({ debit: money, credit: money });

/**
 * One check shown before the books are printed or exported: green (`ok`) or red, with the offending vouchers (up to
 * 50; `count` is all of them), the missing voucher numbers, or the three books' totals.
 */
export const legalBookCheckSchema = z.object({
  code: z.enum(legalBookCheckCodes),
  ok: z.boolean(),
  count: z.number().int().nonnegative(),
  vouchers: z.array(voucherRef),
  missingNumbers: z.array(positive),
  totals: z.object({ journal: sides, ledger: sides, trialBalance: sides }).nullable(),
});
export type LegalBookCheck = z.infer<typeof legalBookCheckSchema>;

const rowKind = z.enum(['NORMAL', 'OPENING', 'CLOSING']);
const kolAccount = {
  accountId: positive,
  ...accountNamesShape,
};

/** One journal row: a kol account's debit or credit total for a day or month (or the opening or a closing voucher). */
export const legalJournalRowSchema = z.object({
  /** The row's number in the year's journal, and its line on its page. */
  row: positive,
  line: positive,
  kind: rowKind,
  /** The day, or the month's first and last days inside the year. */
  from: isoDateSchema,
  to: isoDateSchema,
  ...kolAccount,
  side: z.enum(['DEBIT', 'CREDIT']),
  debit: money,
  credit: money,
  /** The range of voucher numbers the row summarises. */
  firstVoucher: positive,
  lastVoucher: positive,
});
export type LegalJournalRow = z.infer<typeof legalJournalRowSchema>;

export const legalJournalSchema = z.object({
  period: reportPeriodSchema,
  settings: legalBookSettingsSchema,
  /** The printed pages holding the period's rows, numbered from the book's first page, carrying their totals. */
  pages: z.array(
    z.object({
      number: positive,
      /** «نقل از صفحهٔ قبل»: the running totals the page starts from (zeros on the year's first page). */
      carriedIn: sides,
      rows: z.array(legalJournalRowSchema),
      /** «نقل به صفحهٔ بعد»: the running totals at the page's foot; on the last page, the totals to date. */
      carriedOut: sides,
    }),
  ),
  /** The period's rows alone. */
  totals: sides,
  checks: z.array(legalBookCheckSchema),
});
export type LegalJournal = z.infer<typeof legalJournalSchema>;

const balanceSide = z.enum(['DEBIT', 'CREDIT', 'NONE']);
const running = z.object({ debit: money, credit: money, balance: money, side: balanceSide });

export const legalLedgerQuerySchema = z.object({
  ...periodQueryShape,
  /** One kol account; every kol without it. */
  accountId: queryIdSchema.optional(),
});

export const legalLedgerSchema = z.object({
  period: reportPeriodSchema,
  settings: legalBookSettingsSchema,
  accounts: z.array(
    z.object({
      ...kolAccount,
      /** The account's own pages, numbered from the ledger's first page. */
      pages: z.array(
        z.object({
          number: positive,
          carriedIn: running,
          rows: z.array(
            z.object({
              line: positive,
              kind: rowKind,
              from: isoDateSchema,
              to: isoDateSchema,
              /** The journal row it was posted from. */
              journalPage: positive,
              journalLine: positive,
              journalRow: positive,
              firstVoucher: positive,
              lastVoucher: positive,
              debit: money,
              credit: money,
              /** The running balance from the year's start, on its side. */
              balance: money,
              side: balanceSide,
            }),
          ),
          carriedOut: running,
        }),
      ),
      totals: sides,
    }),
  ),
  totals: sides,
  checks: z.array(legalBookCheckSchema),
});
export type LegalLedger = z.infer<typeof legalLedgerSchema>;

/**
 * The electronic commercial books file (سامانه دفاتر تجاری الکترونیکی), one side of a voucher line per row, in
 * Rials. The ONE definition of its columns and headers, in order: a change of the tax administration's template
 * edits this list alone (the SPA's download, the CLI and the tests all read it).
 */
export const electronicBookColumns = [
  { key: 'voucherNumber', header: 'شماره سند' },
  { key: 'voucherDate', header: 'تاریخ سند' },
  { key: 'kolCode', header: 'کد حساب کل' },
  { key: 'kolTitle', header: 'عنوان حساب کل' },
  { key: 'moeinCode', header: 'کد حساب معین' },
  { key: 'moeinTitle', header: 'عنوان حساب معین' },
  { key: 'description', header: 'شرح' },
  { key: 'debit', header: 'بدهکار' },
  { key: 'credit', header: 'بستانکار' },
] as const;
export type ElectronicBookColumn = (typeof electronicBookColumns)[number]['key'];

/** The system takes an Excel sheet, or CSV once the period holds more rows than this. */
export const electronicBookXlsxRowLimit = 1000;

export const electronicBookRowSchema = z.object({
  voucherNumber: positive,
  /** Jalali, YYYY/MM/DD in Latin digits, as the template asks. */
  voucherDate: z.string(),
  kolCode: z.string(),
  kolTitle: z.string(),
  moeinCode: z.string(),
  moeinTitle: z.string(),
  description: z.string(),
  debit: money,
  credit: money,
});
export type ElectronicBookRow = z.infer<typeof electronicBookRowSchema>;

const electronicHead = {
  period: reportPeriodSchema,
  format: z.enum(['XLSX', 'CSV']),
  /** Without extension. */
  fileName: z.string(),
  rowCount: z.number().int().nonnegative(),
  totals: sides,
};

export const electronicBookPreviewSchema = z.object({
  ...electronicHead,
  /** The period's turnover (every voucher line in it): the file's sides must each equal it. */
  turnover: sides,
  /** The first rows, as the file holds them. */
  sample: z.array(electronicBookRowSchema),
  checks: z.array(legalBookCheckSchema),
});

export const electronicBookFileSchema = z.object({ ...electronicHead, rows: z.array(electronicBookRowSchema) });
export type ElectronicBookFile = z.infer<typeof electronicBookFileSchema>;

/** A book's PDF as the SPA's client reads it. */
export const legalBookPdfSchema = z.instanceof(Blob);

/** The name a book's PDF is saved under, the same from the server's Content-Disposition and the SPA's save. */
export function legalBookPdfName(book: 'journal' | 'ledger', period: { from: string; to: string }): string {
  return `legal-${book}-${period.from}-${period.to}.pdf`;
}

const pdfSummary =
  'as an A4 PDF (`application/pdf`) in the company’s language of printed documents (fa right to left, Persian ' +
  'digits, Jalali dates, Vazirmatn embedded): each of the book’s pages on a sheet of its own under the company’s ' +
  'name, national id and economic code, the book, the fiscal year and the page number, its rows from «نقل از صفحهٔ ' +
  'قبل» to «نقل به صفحهٔ بعد», the last closing with the period’s totals. A range across fiscal years is 400.';

const accountingPath = '/api/v1/companies/:companyId/accounting';
const settingsParams = accountingParamsSchema.extend({ fiscalYearId: idSchema });

const settings = readReplaceEndpoints({
  names: ['getLegalBookSettings', 'updateLegalBookSettings'],
  path: `${accountingPath}/legal-books/settings/:fiscalYearId`,
  params: settingsParams,
  record: legalBookSettingsSchema,
  input: legalBookSettingsInputSchema,
  get: 'The legal books of a fiscal year: seal dates, registration numbers, first pages, by day or month.',
  update: 'Replaces a fiscal year’s legal-book settings; a seal date must not be after the year’s end.',
});

export const legalBookEndpoints = {
  getSettings: settings.get,
  updateSettings: settings.update,
  journal: userEndpoint.get('legalJournal', `${accountingPath}/reports/legal-journal`, {
    summary:
      'The legal journal (دفتر روزنامه) of a period: a row per kol and side per day or month, paged with carried totals, and the checks.',
    params: accountingParamsSchema,
    query: z.object(periodQueryShape),
    response: itemEnvelope(legalJournalSchema),
  }),
  ledger: userEndpoint.get('legalLedger', `${accountingPath}/reports/legal-ledger`, {
    summary:
      'The legal ledger (دفتر کل): each kol’s pages, a row per journal row with its page and line and the running balance.',
    params: accountingParamsSchema,
    query: legalLedgerQuerySchema,
    response: itemEnvelope(legalLedgerSchema),
  }),
  journalPdf: userEndpoint.get('legalJournalPdf', `${accountingPath}/reports/legal-journal/pdf`, {
    summary: `The legal journal of a period ${pdfSummary}`,
    params: accountingParamsSchema,
    query: z.object(periodQueryShape),
    response: legalBookPdfSchema,
    answers: 'file',
    fileTypes: ['application/pdf'],
    errors: { 400: ['PERIOD_OUTSIDE_YEAR'], 404: ['FISCAL_YEAR_NOT_FOUND'] },
  }),
  ledgerPdf: userEndpoint.get('legalLedgerPdf', `${accountingPath}/reports/legal-ledger/pdf`, {
    summary: `The legal ledger of a period (one kol, or every kol) ${pdfSummary}`,
    params: accountingParamsSchema,
    query: legalLedgerQuerySchema,
    response: legalBookPdfSchema,
    answers: 'file',
    fileTypes: ['application/pdf'],
    errors: { 400: ['PERIOD_OUTSIDE_YEAR'], 404: ['ACCOUNT_NOT_FOUND', 'FISCAL_YEAR_NOT_FOUND'] },
  }),
  electronicPreview: userEndpoint.get(
    'electronicBooksPreview',
    `${accountingPath}/reports/legal-books/electronic/preview`,
    {
      summary:
        'The electronic books file of a period as a preview: its format, row count, sides, first rows and the checks.',
      params: accountingParamsSchema,
      query: z.object(periodQueryShape),
      response: itemEnvelope(electronicBookPreviewSchema),
    },
  ),
  electronicFile: userEndpoint.get('electronicBooksFile', `${accountingPath}/reports/legal-books/electronic`, {
    summary:
      'Every row of the electronic books file of a period; 409 PERIOD_HAS_TEMPORARY_VOUCHERS while a voucher in it is temporary.',
    params: accountingParamsSchema,
    query: z.object(periodQueryShape),
    response: itemEnvelope(electronicBookFileSchema),
  }),
};
