import { z } from 'zod';
import { companyRecordEndpoints, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, okSchema, pageEnvelope } from '../envelope.ts';
import { listQuerySchema } from '../schemas/list-query.ts';
import {
  accountingRecordParamsSchema,
  bodyIdSchema,
  isoDateSchema,
  lineAmountSchema,
  optionalText,
  queryIdSchema,
  periodQueryShape,
} from './accounting-common.ts';

export const voucherStatusSchema = z.enum(['TEMPORARY', 'FINAL']);
export const voucherKindSchema = z.enum(['NORMAL', 'OPENING', 'CLOSING']);

export const voucherLineSchema = z.object({
  id: z.number().int().positive(),
  row: z.number().int().positive(),
  accountId: z.number().int().positive(),
  tafsiliId: z.number().int().positive().nullable(),
  debit: z.number().int().min(0),
  credit: z.number().int().min(0),
  description: z.string().nullable(),
});

/**
 * A voucher: numbered 1..n per fiscal year without gaps (FINAL ones first, in the order they were finalised);
 * OPENING and CLOSING vouchers are system-made (createdBy null); a document's voucher names it in sourceType/Id.
 */
export const voucherSchema = z.object({
  id: z.number().int().positive(),
  fiscalYearId: z.number().int().positive(),
  number: z.number().int().positive(),
  date: isoDateSchema,
  status: voucherStatusSchema,
  kind: voucherKindSchema,
  sourceType: z.string().nullable(),
  sourceId: z.number().int().nullable(),
  reversesVoucherId: z.number().int().positive().nullable(),
  description: z.string().nullable(),
  /** Integer Rials: the sum of the debits, which equals the sum of the credits. */
  total: z.number().int().positive(),
  createdBy: z.number().int().positive().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(voucherLineSchema),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherSummarySchema = voucherSchema.omit({ lines: true });

export const voucherLineInputSchema = z.object({
  accountId: bodyIdSchema,
  tafsiliId: bodyIdSchema.nullish(),
  debit: lineAmountSchema.default(0),
  credit: lineAmountSchema.default(0),
  description: optionalText(200),
});

/**
 * A voucher as the editor sends it. The shape is checked here; the accounting rules (one side per line, moein
 * accounts, debits = credits, an open year) are the server's, each refused with its own code.
 */
export const voucherInputSchema = z.object({
  date: isoDateSchema,
  description: optionalText(500),
  lines: z.array(voucherLineInputSchema).max(500, { error: 'TOO_MANY_LINES' }),
});
export type VoucherInput = z.input<typeof voucherInputSchema>;

export const voucherCopyInputSchema = z.object({ date: isoDateSchema.optional() });

export const voucherListQuerySchema = listQuerySchema(['number', 'date'], '-number', {
  ...periodQueryShape,
  status: voucherStatusSchema.optional(),
  kind: voucherKindSchema.optional(),
  accountId: queryIdSchema.optional(),
  tafsiliId: queryIdSchema.optional(),
});
export type VoucherListQuery = z.input<typeof voucherListQuerySchema>;

const vouchersPath = '/api/v1/companies/:companyId/accounting/vouchers';

export const voucherEndpoints = {
  ...companyRecordEndpoints({
    names: ['Voucher', 'Vouchers'],
    path: vouchersPath,
    record: voucherSchema,
    input: voucherInputSchema,
    list: {
      summary:
        'One page of the journal: filters by year, date range, status, kind, account or tafsili; words of the description.',
      query: voucherListQuerySchema,
      response: pageEnvelope(voucherSummarySchema),
    },
    get: "One voucher with its lines; another company's id is 404.",
    create: 'Writes a TEMPORARY voucher (201); unbalanced, a line on a group or kol, or outside an open year is 400.',
    update: 'Replaces a TEMPORARY voucher’s date, description and lines; a FINAL one or a closed year is 409.',
    remove: {
      summary: 'Removes a TEMPORARY voucher; later temporary vouchers move down a number, so none is skipped.',
      response: okSchema,
    },
  }),
  finalise: userEndpoint.post('finaliseVoucher', `${vouchersPath}/:id/finalise`, {
    summary: 'TEMPORARY → FINAL (read-only from then on), numbered after the year’s last final voucher.',
    params: accountingRecordParamsSchema,
    response: itemEnvelope(voucherSchema),
  }),
  copy: userEndpoint.post('copyVoucher', `${vouchersPath}/:id/copy`, {
    status: 201,
    summary: 'A new TEMPORARY voucher with the same lines (201), dated as asked or as the original.',
    params: accountingRecordParamsSchema,
    body: voucherCopyInputSchema,
    response: itemEnvelope(voucherSchema),
  }),
};
