import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, pageMetaSchema } from '../envelope.ts';
import { pageQueryShape, sortSchema } from '../schemas/list-query.ts';
import {
  accountingParamsSchema,
  accountNamesShape,
  isoDateSchema,
  periodQueryShape,
  queryIdSchema,
  reportPeriodSchema,
  rialFigureSchema,
} from './accounting-common.ts';

const { page, pageSize, q } = pageQueryShape;
const money = rialFigureSchema;
const id = z.number().int().positive();
const accountSchema = z.object({ id, ...accountNamesShape });

/**
 * Ageing of a balance by the dates of what is still unsettled: the settling side (credits of a debtor, debits of a
 * creditor) pays off the oldest amounts first (FIFO); what is left is aged by its days before the report's date.
 * The four buckets add up to the balance.
 */
export const ageingSchema = z.object({ days0to30: money, days31to60: money, days61to90: money, over90: money });

export const debtorsTabSchema = z.enum(['DEBTORS', 'CREDITORS']);

export const debtorsListQuerySchema = z.object({
  /** The balance at this date (default: today, or the open year's last day once it is over); its year's opening voucher starts it. */
  date: isoDateSchema.optional(),
  /** DEBTORS: the receivables account (balance = debit − credit); CREDITORS: payables (credit − debit). */
  tab: debtorsTabSchema.default('DEBTORS'),
  q,
  sort: sortSchema(['balance', 'name', 'code']).default('-balance'),
  page,
  pageSize,
});

const debtorFigures = { balance: money, ...ageingSchema.shape };

export const debtorsListSchema = z.object({
  date: isoDateSchema,
  fiscalYearId: id,
  tab: debtorsTabSchema,
  account: accountSchema,
  rows: z.array(
    z.object({
      tafsiliId: id,
      code: z.string(),
      name: z.string(),
      stakeholderId: id.nullable(),
      /** On the tab's side: what the person owes (debtors) or is owed (creditors); negative when the other way. */
      ...debtorFigures,
      /** The date of the oldest amount still unsettled, or null when nothing is. */
      oldestOpenDate: isoDateSchema.nullable(),
    }),
  ),
  /** Over every row the search matches, not the page alone. */
  totals: z.object(debtorFigures),
  meta: pageMetaSchema,
});

export const statementQuerySchema = z.object({
  ...periodQueryShape,
  /** Only the lines under this moein account (the people account flow's details); every account when absent. */
  accountId: queryIdSchema.optional(),
});

export const statementParamsSchema = accountingParamsSchema.extend({ tafsiliId: idSchema });

export const statementSchema = z.object({
  period: reportPeriodSchema,
  person: z.object({ tafsiliId: id, code: z.string(), name: z.string(), stakeholderId: id.nullable() }),
  account: accountSchema.nullable(),
  /** Debit − credit before the period, the year's opening voucher included. */
  openingBalance: money,
  periodDebit: money,
  periodCredit: money,
  closingBalance: money,
  lines: z.array(
    z.object({
      lineId: id,
      voucherId: id,
      voucherNumber: id,
      date: isoDateSchema,
      accountId: id,
      accountCode: z.string(),
      description: z.string().nullable(),
      /** The document that posted the voucher (INVOICE, INVOICE_PAYMENT…), null for a voucher written by hand. */
      sourceType: z.string().nullable(),
      sourceId: id.nullable(),
      /** The document's own number as printed (an invoice's `S-12`), when it has one. */
      reference: z.string().nullable(),
      debit: money,
      credit: money,
      /** Running debit − credit from the opening balance to this line. */
      balance: money,
    }),
  ),
});

export const vatQuerySchema = z.object({ fiscalYearId: queryIdSchema.optional() });

const vatFigures = {
  /** Credits − debits to the sales account (net of what was reversed on it). */
  sales: money,
  /** Debits to the sales returns account. */
  salesReturns: money,
  /** Credits to VAT payable. */
  outputVat: money,
  /** Debits to VAT payable other than payments (sales returns, corrections). */
  outputVatDebits: money,
  /** Debits to VAT payable in vouchers paid from a cash, bank or petty-cash account: VAT paid to the tax office. */
  vatPaid: money,
  /** Debits − credits to the purchases account. */
  purchases: money,
  /** Debits to VAT receivable. */
  inputVat: money,
  /** Credits to VAT receivable (purchase returns, corrections, set-off). */
  inputVatCredits: money,
  /** (outputVat − outputVatDebits) − (inputVat − inputVatCredits): the season's own VAT, negative when input passed output. */
  netPayable: money,
  /** The credit the season before left (the year's: what the year before left); the year's total is its first season's. */
  creditBroughtForward: money,
  /** What the return asks to pay: netPayable − creditBroughtForward when positive, else 0. */
  payable: money,
  /** What is left to set against the next season: creditBroughtForward − netPayable when positive, else 0. */
  creditCarriedForward: money,
};

export const vatReportSchema = z.object({
  fiscalYearId: id,
  fiscalYearName: z.string(),
  accounts: z.object({
    sales: id.nullable(),
    salesReturns: id.nullable(),
    purchases: id.nullable(),
    vatPayable: id.nullable(),
    vatReceivable: id.nullable(),
  }),
  /** The Jalali seasons (spring = months 1–3 …) inside the fiscal year, each clipped to it: the VAT return periods. */
  seasons: z.array(
    z.object({
      season: z.number().int().min(1).max(4),
      jalaliYear: z.number().int(),
      from: isoDateSchema,
      to: isoDateSchema,
      ...vatFigures,
    }),
  ),
  totals: z.object(vatFigures),
});

export const accountFlowQuerySchema = z.object({ ...periodQueryShape });

const flowFigures = { openingBalance: money, periodDebit: money, periodCredit: money, closingBalance: money };

export const accountFlowSchema = z.object({
  period: reportPeriodSchema,
  /** Every moein account a person appears under in the year, by code. */
  rows: z.array(
    z.object({
      accountId: id,
      ...accountNamesShape,
      people: z.number().int().min(0),
      ...flowFigures,
    }),
  ),
  totals: z.object(flowFigures),
});

export const accountFlowPeopleParamsSchema = accountingParamsSchema.extend({
  accountCode: z.string().regex(/^\d{1,12}$/, { error: 'INVALID_ACCOUNT_CODE' }),
});

export const accountFlowPeopleQuerySchema = z.object({
  ...periodQueryShape,
  q,
  sort: sortSchema(['code', 'name', 'closingBalance']).default('code'),
  page,
  pageSize,
});

export const accountFlowPeopleSchema = z.object({
  period: reportPeriodSchema,
  account: accountSchema,
  rows: z.array(z.object({ tafsiliId: id, code: z.string(), name: z.string(), ...flowFigures })),
  totals: z.object(flowFigures),
  meta: pageMetaSchema,
});

const base = '/api/v1/companies/:companyId/people-reports';

export const peopleReportEndpoints = {
  listDebtors: userEndpoint.get('listDebtors', `${base}/debtors-creditors`, {
    summary:
      'Each person’s balance on receivables (debtors) or payables (creditors) at a date, aged 0–30, 31–60, 61–90 and over 90 days by the unsettled amounts (FIFO); paged, searched, sorted, with totals.',
    params: accountingParamsSchema,
    query: debtorsListQuerySchema,
    response: itemEnvelope(debtorsListSchema),
  }),
  getStatement: userEndpoint.get('getPersonStatement', `${base}/statements/:tafsiliId`, {
    summary:
      'One person’s statement: the opening balance, every voucher line in the period with its document, the running balance and the closing one.',
    params: statementParamsSchema,
    query: statementQuerySchema,
    response: itemEnvelope(statementSchema),
  }),
  getVatReport: userEndpoint.get('getVatReport', `${base}/vat`, {
    summary:
      'Sales and purchases with their VAT per Jalali season of a fiscal year, from the journal: output VAT, input VAT and the net payable.',
    params: accountingParamsSchema,
    query: vatQuerySchema,
    response: itemEnvelope(vatReportSchema),
  }),
  getAccountFlow: userEndpoint.get('getPeopleAccountFlow', `${base}/account-flow`, {
    summary: 'Per moein account that people appear under: their opening balance, debits, credits and closing balance.',
    params: accountingParamsSchema,
    query: accountFlowQuerySchema,
    response: itemEnvelope(accountFlowSchema),
  }),
  listAccountFlowPeople: userEndpoint.get('listPeopleAccountFlow', `${base}/account-flow/:accountCode`, {
    summary: 'Each person’s opening, debits, credits and closing under one moein account (by its code) over a period.',
    params: accountFlowPeopleParamsSchema,
    query: accountFlowPeopleQuerySchema,
    response: itemEnvelope(accountFlowPeopleSchema),
  }),
};
