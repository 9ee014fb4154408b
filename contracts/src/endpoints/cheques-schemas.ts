import { z } from 'zod';
import { isoDateTimeSchema, namedRecordSchema } from '../schemas/common.ts';
import { isValidLegalNationalId, isValidPersonNationalId } from '../schemas/iran-ids.ts';
import { pageQueryShape } from '../schemas/list-query.ts';
import {
  bodyIdSchema,
  isoDateSchema,
  latinDigitsOnly,
  requiredAmountSchema,
  optionalText,
  queryIdSchema,
  postedVoucherShape,
} from './accounting-common.ts';

export const chequeDirections = ['RECEIVED', 'ISSUED'] as const;
export type ChequeDirection = (typeof chequeDirections)[number];
export const chequeStates = [
  'IN_HAND',
  'DEPOSITED',
  'CLEARED',
  'BOUNCED',
  'ENDORSED',
  'RETURNED',
  'ISSUED',
  'CANCELLED',
] as const;
export type ChequeState = (typeof chequeStates)[number];
export const chequeStepKinds = [
  'RECEIVE',
  'DEPOSIT',
  'CLEAR',
  'BOUNCE',
  'ENDORSE',
  'RETURN',
  'ISSUE',
  'CANCEL',
] as const;
export type ChequeStepKind = (typeof chequeStepKinds)[number];
/** The steps a user takes on a cheque after it is received or issued. */
export const chequeActions = ['DEPOSIT', 'CLEAR', 'BOUNCE', 'ENDORSE', 'RETURN', 'CANCEL'] as const;
export type ChequeAction = (typeof chequeActions)[number];

/** States a cheque never leaves (only an undo of the step that led there does). */
export const finalChequeStates: readonly ChequeState[] = ['CLEARED', 'ENDORSED', 'RETURNED', 'CANCELLED'];

/**
 * The actions each state allows. A bounced cheque is back in hand: it may be deposited again, endorsed or returned.
 * An issued cheque clears from the bank account, or comes back from the payee (CANCEL).
 */
export const chequeActionsByState: Readonly<Record<ChequeState, readonly ChequeAction[]>> = {
  IN_HAND: ['DEPOSIT', 'ENDORSE', 'RETURN'],
  BOUNCED: ['DEPOSIT', 'ENDORSE', 'RETURN'],
  DEPOSITED: ['CLEAR', 'BOUNCE'],
  ISSUED: ['CLEAR', 'CANCEL'],
  CLEARED: [],
  ENDORSED: [],
  RETURNED: [],
  CANCELLED: [],
};

/** Persian and Arabic-Indic digits as Latin ones, the rest kept (a serial may hold a slash): one spelling to search. */
export const latinSerial = (value: string) =>
  value
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The Sayad id (شناسه صیاد) printed on every cheque since 1397: 16 digits, typed with spaces or Persian digits. */
export const sayadIdSchema = z
  .string({ error: 'SAYAD_ID_REQUIRED' })
  .transform(latinDigitsOnly)
  .refine((value) => value.length > 0, { error: 'SAYAD_ID_REQUIRED' })
  .refine((value) => /^\d{16}$/.test(value), { error: 'INVALID_SAYAD_ID' });

/** The drawer's national id: a person's ten digits or a business's eleven, each with its check digit. */
const drawerNationalIdSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .transform(latinDigitsOnly)
    .refine((value) => isValidPersonNationalId(value) || isValidLegalNationalId(value), {
      error: 'INVALID_NATIONAL_ID',
    })
    .nullish(),
);

/** What the paper says: shared by a cheque received directly and one received on an invoice payment. */
export const chequePaperShape = {
  sayadId: sayadIdSchema,
  serial: optionalText(30)
    .transform((value) => (value ? latinSerial(value) : value))
    .optional(),
  bankName: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(100, { error: 'TOO_LONG' }),
  branch: optionalText(100),
  drawerName: optionalText(100),
  drawerNationalId: drawerNationalIdSchema,
};
export const chequePaperSchema = z.object(chequePaperShape);
export type ChequePaper = z.input<typeof chequePaperSchema>;

/** A cheque received directly in the treasury from any person (customer or not): posted notes receivable ← them. */
export const chequeReceiveInputSchema = z.object({
  ...chequePaperShape,
  stakeholderId: bodyIdSchema,
  date: isoDateSchema,
  dueDate: isoDateSchema,
  amount: requiredAmountSchema,
  description: optionalText(500),
});
export type ChequeReceiveInput = z.input<typeof chequeReceiveInputSchema>;
export type ChequeReceiveFields = z.output<typeof chequeReceiveInputSchema>;

/** One step on a cheque: the action and what it needs. */
export const chequeStepInputSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('DEPOSIT'), date: isoDateSchema, bankTafsiliId: bodyIdSchema }),
    z.object({ action: z.literal('CLEAR'), date: isoDateSchema }),
    z.object({
      action: z.literal('BOUNCE'),
      date: isoDateSchema,
      reason: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(200, { error: 'TOO_LONG' }),
      /** The bounced cheque goes back to the drawer (their receivable again) rather than staying in hand. */
      returnToDrawer: z.boolean().default(false),
    }),
    z.object({ action: z.literal('ENDORSE'), date: isoDateSchema, stakeholderId: bodyIdSchema }),
    z.object({ action: z.literal('RETURN'), date: isoDateSchema, reason: optionalText(200) }),
    z.object({ action: z.literal('CANCEL'), date: isoDateSchema, reason: optionalText(200) }),
  ],
  { error: 'INVALID_CHEQUE_ACTION' },
);
export type ChequeStepInput = z.input<typeof chequeStepInputSchema>;
export type ChequeStepFields = z.output<typeof chequeStepInputSchema>;

/** An undo of the last step: a FINAL voucher is reversed on `date` (today unless given), a temporary one removed. */
export const chequeUndoInputSchema = z.object({ date: isoDateSchema.nullish() });
export type ChequeUndoInput = z.input<typeof chequeUndoInputSchema>;

export const chequeStepSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(chequeStepKinds),
  date: isoDateSchema,
  fromState: z.enum(chequeStates).nullable(),
  toState: z.enum(chequeStates),
  bank: namedRecordSchema.nullable(),
  stakeholder: namedRecordSchema.nullable(),
  reason: z.string().nullable(),
  undoneAt: isoDateTimeSchema.nullable(),
  /** The step's voucher in force (a receipt on an invoice: the payment's); null once undone. */
  ...postedVoucherShape,
});
export type ChequeStep = z.infer<typeof chequeStepSchema>;

export const chequeSummarySchema = z.object({
  id: z.number().int().positive(),
  direction: z.enum(chequeDirections),
  state: z.enum(chequeStates),
  sayadId: z.string(),
  serial: z.string().nullable(),
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
  drawerName: z.string().nullable(),
  drawerNationalId: z.string().nullable(),
  amount: z.number().int().positive(),
  dueDate: isoDateSchema,
  date: isoDateSchema,
  description: z.string().nullable(),
  stakeholder: namedRecordSchema,
  /** The company's bank account it sits at (deposited) or is drawn on (issued). */
  bank: namedRecordSchema.nullable(),
  invoiceId: z.number().int().positive().nullable(),
  invoiceNumber: z.string().nullable(),
  chequeBookId: z.number().int().positive().nullable(),
  leaf: z.number().int().positive().nullable(),
  createdAt: isoDateTimeSchema,
});
export type ChequeSummary = z.infer<typeof chequeSummarySchema>;

export const chequeSchema = chequeSummarySchema.extend({
  steps: z.array(chequeStepSchema),
  /** What may be done now: the state's actions, and UNDO while a step after the first stands. */
  actions: z.array(z.enum([...chequeActions, 'UNDO'])),
});
export type Cheque = z.infer<typeof chequeSchema>;

export const chequeListSorts = ['dueDate', '-dueDate', 'amount', '-amount', 'date', '-date'] as const;

export const chequeListQuerySchema = z.object({
  ...pageQueryShape,
  direction: z.enum(chequeDirections, { error: 'INVALID_CHEQUE_DIRECTION' }).default('RECEIVED'),
  state: z.enum(chequeStates, { error: 'INVALID_CHEQUE_STATE' }).optional(),
  dueFrom: isoDateSchema.optional(),
  dueTo: isoDateSchema.optional(),
  stakeholderId: queryIdSchema.optional(),
  /** The drawer's bank (received) or the company's (issued), by part of its name. */
  bank: z.string().trim().max(100).optional(),
  amountMin: z.coerce.number({ error: 'INVALID_AMOUNT' }).int({ error: 'INVALID_AMOUNT' }).min(0).optional(),
  amountMax: z.coerce.number({ error: 'INVALID_AMOUNT' }).int({ error: 'INVALID_AMOUNT' }).min(0).optional(),
  sort: z.enum(chequeListSorts, { error: 'INVALID_SORT' }).default('dueDate'),
});
export type ChequeListQuery = z.input<typeof chequeListQuerySchema>;

/** Count and sum per state of the cheques the filters match, the state filter left aside (the tabs' figures). */
export const chequeStateTotalsSchema = z.array(
  z.object({ state: z.enum(chequeStates), count: z.number().int(), amount: z.number().int() }),
);
export type ChequeStateTotals = z.infer<typeof chequeStateTotalsSchema>;
