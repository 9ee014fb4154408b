import { z } from 'zod';
import { isoDateTimeSchema, namedRecordSchema } from '../schemas/common.ts';
import { bodyIdSchema, isoDateSchema, optionalText, queryIdSchema, requiredAmountSchema } from './accounting-common.ts';
import { countAndSumsSchema } from '../schemas/list-query.ts';
import { chequeDirections, chequeStates, chequeSummarySchema, sayadIdSchema } from './cheques-schemas.ts';

/** The most leaves a book may have: the banks' books hold 10 to 100, so more is a typing slip. */
export const maxBookLeaves = 200;

const leafSchema = z
  .number({ error: 'INVALID_LEAF' })
  .int({ error: 'INVALID_LEAF' })
  .positive({ error: 'INVALID_LEAF' })
  .max(999_999_999, { error: 'INVALID_LEAF' });

/** A cheque book received from one of the company's banks: the series and its leaves' numbers. */
export const chequeBookInputSchema = z
  .object({
    bankTafsiliId: bodyIdSchema,
    series: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(20, { error: 'TOO_LONG' }),
    firstLeaf: leafSchema,
    lastLeaf: leafSchema,
    receivedDate: isoDateSchema.nullish(),
    description: optionalText(200),
  })
  .superRefine((input, ctx) => {
    if (input.lastLeaf < input.firstLeaf) {
      ctx.addIssue({ code: 'custom', message: 'CHEQUE_BOOK_LEAVES_ORDER', path: ['lastLeaf'] });
    } else if (input.lastLeaf - input.firstLeaf + 1 > maxBookLeaves) {
      ctx.addIssue({ code: 'custom', message: 'CHEQUE_BOOK_TOO_LARGE', path: ['lastLeaf'] });
    }
  });
export type ChequeBookInput = z.input<typeof chequeBookInputSchema>;
export type ChequeBookFields = z.output<typeof chequeBookInputSchema>;

export const chequeBookListQuerySchema = z.object({ bankTafsiliId: queryIdSchema.optional() });
export type ChequeBookListQuery = z.input<typeof chequeBookListQuerySchema>;

export const chequeBookSchema = z.object({
  id: z.number().int().positive(),
  /** The bank account (its tafsili) the book draws on. */
  bank: namedRecordSchema,
  series: z.string(),
  firstLeaf: z.number().int().positive(),
  lastLeaf: z.number().int().positive(),
  receivedDate: isoDateSchema.nullable(),
  description: z.string().nullable(),
  used: z.number().int().min(0),
  voided: z.number().int().min(0),
  free: z.number().int().min(0),
  /** The lowest free leaf, what a new cheque takes unless told; null once none is left. */
  nextFreeLeaf: z.number().int().positive().nullable(),
  createdAt: isoDateTimeSchema,
});
export type ChequeBook = z.infer<typeof chequeBookSchema>;

/** A leaf written on: its cheque, the cheque's state, payee and amount. */
export const usedLeafSchema = z.object({
  leaf: z.number().int().positive(),
  chequeId: z.number().int().positive(),
  chequeState: z.enum(chequeStates),
  stakeholder: namedRecordSchema,
  amount: z.number().int().positive(),
});
export type UsedLeaf = z.infer<typeof usedLeafSchema>;

/** A leaf voided: when and why. */
export const voidLeafSchema = z.object({
  leaf: z.number().int().positive(),
  date: isoDateSchema,
  reason: z.string(),
});
export type VoidLeaf = z.infer<typeof voidLeafSchema>;

/** A book with its spent leaves, by leaf; every other leaf of firstLeaf..lastLeaf is free. */
export const chequeBookDetailSchema = chequeBookSchema.extend({
  usedLeaves: z.array(usedLeafSchema),
  voidLeaves: z.array(voidLeafSchema),
});
export type ChequeBookDetail = z.infer<typeof chequeBookDetailSchema>;

/** A free leaf voided (torn, misprinted): it is spent, no cheque is written on it; nothing posts. */
export const chequeLeafVoidInputSchema = z.object({
  leaf: leafSchema,
  date: isoDateSchema,
  reason: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(200, { error: 'TOO_LONG' }),
});
export type ChequeLeafVoidInput = z.input<typeof chequeLeafVoidInputSchema>;

/** The leaf of one of the company's books an issued cheque is written on, and its Sayad id. */
export const issuedChequePaperShape = {
  chequeBookId: bodyIdSchema,
  leaf: leafSchema,
  sayadId: sayadIdSchema,
};
export const issuedChequePaperSchema = z.object(issuedChequePaperShape);
export type IssuedChequePaper = z.input<typeof issuedChequePaperSchema>;

/** A cheque issued directly to a person from a free leaf of the path's book: their payable ← notes payable. */
export const chequeIssueInputSchema = z.object({
  leaf: leafSchema,
  sayadId: sayadIdSchema,
  stakeholderId: bodyIdSchema,
  date: isoDateSchema,
  dueDate: isoDateSchema,
  amount: requiredAmountSchema,
  description: optionalText(500),
});
export type ChequeIssueInput = z.input<typeof chequeIssueInputSchema>;
export type ChequeIssueFields = z.output<typeof chequeIssueInputSchema>;

const figureSchema = countAndSumsSchema(['amount']);

/**
 * The cheques still open (received in hand, bounced or deposited; issued and not cleared) that are overdue or due
 * by the end of this week (Saturday to Friday, Tehran), with each direction's figures.
 */
export const dueChequesSchema = z.object({
  today: isoDateSchema,
  weekEnd: isoDateSchema,
  figures: z.array(z.object({ direction: z.enum(chequeDirections), overdue: figureSchema, thisWeek: figureSchema })),
  rows: z.array(chequeSummarySchema),
});
export type DueCheques = z.infer<typeof dueChequesSchema>;
