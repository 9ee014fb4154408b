import { z } from 'zod';
import { idSchema, otpCodeSchema } from '../schemas/common.ts';
import { pageQueryShape } from '../schemas/list-query.ts';
import { isoDateSchema, dayRangeQueryShape } from './accounting-common.ts';
import { isValidBillId, isValidCardNumber, isValidIban, isValidPaymentId } from './banking-numbers.ts';

/** The bank's schemas, shared by the banking endpoint files. Money is integer Rials everywhere. */

const rials = z.number({ error: 'INVALID_AMOUNT' }).int({ error: 'INVALID_AMOUNT' });
const positiveRials = rials.min(1, { error: 'INVALID_AMOUNT' }).max(1_000_000_000_000, { error: 'INVALID_AMOUNT' });
const isoTime = z.iso.datetime({ offset: true });

export const depositTypeSchema = z.enum(['CURRENT', 'SHORT_TERM', 'LONG_TERM', 'SAVINGS']);

export const depositSchema = z.object({
  id: z.string(),
  number: z.string(),
  iban: z.string().regex(/^IR\d{24}$/),
  title: z.string(),
  /** Integer Rials. */
  balance: rials,
  currency: z.literal('IRR'),
  type: depositTypeSchema,
  /** What transfers and bill payments may take out of it in one Tehran day. */
  dailyLimit: rials,
  /** What they took out today so far. */
  usedToday: rials,
});

export const depositNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{3}-\d{7}-\d$/, { error: 'INVALID_DEPOSIT_NUMBER' });
export const ibanSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase().replace(/\s/g, ''))
  .refine(isValidIban, { error: 'INVALID_IBAN' });
export const cardNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(isValidCardNumber, { error: 'INVALID_CARD_NUMBER' });

const titleSchema = z.string().trim().min(1, { error: 'REQUIRED' }).max(80, { error: 'TOO_LONG' });

export const openDepositInputSchema = z.object({
  type: z.enum(['SHORT_TERM', 'LONG_TERM', 'SAVINGS'], { error: 'REQUIRED' }),
  title: titleSchema,
  /** The deposit the opening amount is moved from (money is moved, never made). */
  sourceDepositId: z.string().min(1, { error: 'REQUIRED' }),
  amount: positiveRials.min(1_000_000, { error: 'OPENING_AMOUNT_TOO_SMALL' }),
});

export const depositLimitInputSchema = z.object({
  dailyLimit: rials.min(0, { error: 'INVALID_AMOUNT' }).max(10_000_000_000, { error: 'DAILY_LIMIT_TOO_HIGH' }),
});

export const cardSchema = z.object({
  id: z.string(),
  depositId: z.string(),
  depositTitle: z.string(),
  /** 6221 06** **** 8172. */
  maskedNumber: z.string(),
  holder: z.string(),
  /** Jalali year/month printed on the card, 1408/06. */
  expiry: z.string(),
  blocked: z.boolean(),
  bank: z.string(),
  /** What card-to-card transfers may take from the card in one Tehran day (its deposit's limit applies too). */
  dailyLimit: rials,
  /** What they took today so far. */
  usedToday: rials,
});

export const cardBlockInputSchema = z.object({ blocked: z.boolean() });

/** The most the bank lets a card move card to card in a day, whatever the holder asks for. */
export const maxCardDailyLimit = 1_000_000_000;

export const cardLimitInputSchema = z.object({
  dailyLimit: rials.min(0, { error: 'INVALID_AMOUNT' }).max(maxCardDailyLimit, { error: 'CARD_DAILY_LIMIT_TOO_HIGH' }),
});

export const transactionDirectionSchema = z.enum(['CREDIT', 'DEBIT']);
export const transactionCategorySchema = z.enum([
  'SALES',
  'TRANSFER',
  'SALARY',
  'RENT',
  'SUPPLIES',
  'BILL',
  'TAX',
  'FEE',
  'CASH',
  'OTHER',
]);

export const transactionSchema = z.object({
  id: z.number().int(),
  depositId: z.string(),
  cardId: z.string().nullable(),
  occurredAt: isoTime,
  amount: positiveRials,
  direction: transactionDirectionSchema,
  category: transactionCategorySchema,
  description: z.string(),
  counterparty: z.string().nullable(),
  balanceAfter: rials,
  reference: z.string(),
});

/** A statement: one deposit's or card's movements, newest first, in a date range (Tehran days, both ends in). */
export const transactionQuerySchema = z.object({
  ...pageQueryShape,
  depositId: z.string().optional(),
  cardId: z.string().optional(),
  ...dayRangeQueryShape,
});

export const billTypeSchema = z.enum(['WATER', 'ELECTRICITY', 'GAS', 'PHONE', 'MOBILE']);

export const billSchema = z.object({
  id: z.number().int(),
  type: billTypeSchema,
  title: z.string(),
  billId: z.string(),
  paymentId: z.string(),
  amount: positiveRials,
  dueOn: isoDateSchema,
  paidAt: isoTime.nullable(),
  transactionId: z.number().int().nullable(),
});

/** A bill added by its two numbers: both carry check digits, and they give the bill's type and amount. */
export const billInputSchema = z
  .object({
    billId: z.string().trim().refine(isValidBillId, { error: 'INVALID_BILL_ID' }),
    paymentId: z.string().trim().min(6, { error: 'INVALID_PAYMENT_ID' }),
    title: z.string().trim().max(80, { error: 'TOO_LONG' }).optional(),
  })
  .superRefine((input, context) => {
    if (isValidBillId(input.billId) && !isValidPaymentId(input.billId, input.paymentId)) {
      context.addIssue({ code: 'custom', path: ['paymentId'], message: 'INVALID_PAYMENT_ID' });
    }
  });

export const billPaymentInputSchema = z.object({ depositId: z.string().min(1, { error: 'REQUIRED' }) });

export const savedAccountKindSchema = z.enum(['IBAN', 'CARD']);
export const savedAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: savedAccountKindSchema,
  value: z.string(),
  bank: z.string(),
});

export const savedAccountInputSchema = z
  .object({ name: titleSchema, kind: savedAccountKindSchema, value: z.string().trim() })
  .superRefine((input, context) => {
    const plain = input.value.replace(/[\s-]/g, '').toUpperCase();
    if (input.kind === 'IBAN' && !isValidIban(plain)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'INVALID_IBAN' });
    }
    if (input.kind === 'CARD' && !isValidCardNumber(plain)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'INVALID_CARD_NUMBER' });
    }
  })
  .transform((input) => ({ ...input, value: input.value.replace(/[\s-]/g, '').toUpperCase() }));

export const transferKindSchema = z.enum(['DEPOSIT', 'CARD', 'IBAN']);
export const transferStatusSchema = z.enum(['AWAITING_CODE', 'DONE']);

/**
 * A transfer as asked for: by deposit number or IBAN from a deposit, or card to card from one of the user's cards.
 * `idempotencyKey` is made by the client once per transfer; asking again with it returns the same transfer.
 */
export const transferInputSchema = z
  .object({
    idempotencyKey: z.string().regex(/^[\w-]{8,64}$/, { error: 'INVALID_IDEMPOTENCY_KEY' }),
    kind: transferKindSchema,
    sourceDepositId: z.string().optional(),
    sourceCardId: z.string().optional(),
    destination: z.string().trim().min(1, { error: 'REQUIRED' }),
    amount: positiveRials,
    description: z.string().trim().max(120, { error: 'TOO_LONG' }).default(''),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const plain = input.destination.replace(/[\s-]/g, '').toUpperCase();
    if (input.kind === 'CARD') {
      if (!input.sourceCardId) issue('sourceCardId', 'REQUIRED');
      if (!isValidCardNumber(plain)) issue('destination', 'INVALID_CARD_NUMBER');
    } else if (!input.sourceDepositId) issue('sourceDepositId', 'REQUIRED');
    if (input.kind === 'IBAN' && !isValidIban(plain)) issue('destination', 'INVALID_IBAN');
    if (input.kind === 'DEPOSIT' && !depositNumberSchema.safeParse(input.destination).success) {
      issue('destination', 'INVALID_DEPOSIT_NUMBER');
    }
  })
  .transform((input) => ({
    ...input,
    destination: input.kind === 'DEPOSIT' ? input.destination : input.destination.replace(/[\s-]/g, '').toUpperCase(),
  }));

export const transferSchema = z.object({
  id: z.number().int(),
  idempotencyKey: z.string(),
  kind: transferKindSchema,
  sourceDepositId: z.string(),
  sourceCardId: z.string().nullable(),
  destination: z.string(),
  destinationName: z.string().nullable(),
  destinationBank: z.string(),
  amount: positiveRials,
  description: z.string(),
  status: transferStatusSchema,
  /** Where the one-time code went (masked). */
  codeSentTo: z.string(),
  codeExpiresAt: isoTime,
  reference: z.string().nullable(),
  debitTransactionId: z.number().int().nullable(),
  createdAt: isoTime,
  completedAt: isoTime.nullable(),
});

export const transferConfirmInputSchema = z.object({ code: otpCodeSchema });

/** The month's (or any range's) movements of all deposits, summed by category. */
export const workbookQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const workbookSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  inflow: rials,
  outflow: rials,
  categories: z.array(
    z.object({ category: transactionCategorySchema, inflow: rials, outflow: rials, count: z.number().int() }),
  ),
});

export const idParamsSchema = z.object({ id: z.string().min(1) });
export const numericIdParamsSchema = z.object({ id: idSchema });

export type Deposit = z.infer<typeof depositSchema>;
export type Card = z.infer<typeof cardSchema>;
export type BankTransaction = z.infer<typeof transactionSchema>;
export type Bill = z.infer<typeof billSchema>;
export type SavedAccount = z.infer<typeof savedAccountSchema>;
export type Transfer = z.infer<typeof transferSchema>;
export type Workbook = z.infer<typeof workbookSchema>;
