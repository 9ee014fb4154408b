import { getBankNameFromCardNumber, getShebaInfo, isShebaValid, verifyCardNumber } from '@persian-tools/persian-tools';
import { z } from 'zod';
import { isoDateTimeSchema, wholeNumber, recordTimesShape } from '../schemas/common.ts';
import { pagedQuerySchema, pageQueryShape } from '../schemas/list-query.ts';
import {
  bodyIdSchema,
  isoDateSchema,
  latinDigitsOnly,
  lineAmountSchema,
  optionalText,
  queryIdSchema,
  requiredAmountSchema,
  requiredText,
  rialFigureSchema,
  dayRangeQueryShape,
  postedVoucherShape,
} from './accounting-common.ts';

export const treasuryKinds = ['CASH_BOX', 'BANK_ACCOUNT', 'PETTY_CASH'] as const;
export type TreasuryKind = (typeof treasuryKinds)[number];
export const treasuryTransferKinds = ['TRANSFER', 'ADVANCE', 'REPLENISHMENT'] as const;
export const ownerTransactionKinds = ['CONTRIBUTION', 'WITHDRAWAL'] as const;
export const treasuryDocumentStatuses = ['ACTIVE', 'CANCELLED'] as const;
/** A transfer's, a settlement's or an owner's transaction's state: whether cancelled, and its voucher. */
const treasuryDocumentStateShape = { status: z.enum(treasuryDocumentStatuses), ...postedVoucherShape };

/** An Iranian IBAN (شبا): "IR" and 24 digits whose ISO 7064 mod-97 check holds. */
export function isValidIban(value: string): boolean {
  return /^IR\d{24}$/.test(value) && isShebaValid(value);
}

/** A 16-digit bank card number whose Luhn check holds. */
export function isValidCardNumber(value: string): boolean {
  return /^\d{16}$/.test(value) && verifyCardNumber(Number(value)) === true;
}

/** The bank's Persian name from an IBAN (its bank code) or a card number (its BIN), when either names one. */
export function bankNameOf(iban: string | null | undefined, cardNumber: string | null | undefined): string | null {
  const fromIban = iban && isValidIban(iban) ? getShebaInfo(iban)?.persianName : undefined;
  const fromCard = cardNumber && isValidCardNumber(cardNumber) ? getBankNameFromCardNumber(cardNumber) : undefined;
  return fromIban || fromCard || null;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const ibanSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .transform(latinDigitsOnly)
    .refine((value) => !value || /^(IR)?\d{24}$/.test(value), { error: 'IBAN_FORMAT' })
    .transform((value) => (value.startsWith('IR') ? value : `IR${value}`))
    .refine(isValidIban, { error: 'IBAN_CHECK_FAILED' })
    .nullish(),
);
const cardNumberSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .transform(latinDigitsOnly)
    .refine((value) => /^\d{16}$/.test(value), { error: 'CARD_NUMBER_FORMAT' })
    .refine(isValidCardNumber, { error: 'CARD_CHECK_FAILED' })
    .nullish(),
);
const accountNumberSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .transform((value) => latinDigitsOnly(value.replace(/[./]/g, '-')))
    .refine((value) => /^\d{4,26}$/.test(value), { error: 'INVALID_ACCOUNT_NUMBER' })
    .nullish(),
);

/** A cash box, a bank account of the company or a petty-cash holder. Each is a tafsili whose name follows. */
export const treasuryAccountInputSchema = z
  .object({
    kind: z.enum(treasuryKinds, { error: 'INVALID_TREASURY_KIND' }),
    name: requiredText(100),
    bankName: optionalText(100),
    branch: optionalText(100),
    accountNumber: accountNumberSchema,
    iban: ibanSchema,
    cardNumber: cardNumberSchema,
    holderName: optionalText(100),
    cashLimit: lineAmountSchema.nullish(),
    openingBalance: lineAmountSchema.default(0),
    openingDate: isoDateSchema.nullish(),
    description: optionalText(500),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'PETTY_CASH' && !input.holderName) {
      ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['holderName'] });
    }
    if (input.kind === 'BANK_ACCOUNT' && !input.bankName && !input.iban && !input.cardNumber) {
      ctx.addIssue({ code: 'custom', message: 'BANK_NAME_REQUIRED', path: ['bankName'] });
    }
  });
export type TreasuryAccountInput = z.input<typeof treasuryAccountInputSchema>;
export type TreasuryAccountFields = z.output<typeof treasuryAccountInputSchema>;

export const treasuryAccountSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(treasuryKinds),
  tafsiliId: z.number().int().positive(),
  tafsiliCode: z.string(),
  /** The moein account it posts to (the settings' cash, bank or petty-cash account). */
  ledgerAccountId: z.number().int().positive().nullable(),
  name: z.string(),
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
  cardNumber: z.string().nullable(),
  holderName: z.string().nullable(),
  cashLimit: z.number().int().nullable(),
  openingBalance: z.number().int(),
  openingDate: isoDateSchema.nullable(),
  description: z.string().nullable(),
  archived: z.boolean(),
  /** Debit − credit of the journal's lines on it: what it holds now. */
  balance: rialFigureSchema,
  ...recordTimesShape,
});
export type TreasuryAccount = z.infer<typeof treasuryAccountSchema>;

export const treasuryAccountListQuerySchema = z.object({
  ...pageQueryShape,
  kind: z.enum(treasuryKinds, { error: 'INVALID_TREASURY_KIND' }).optional(),
  sort: z.enum(['code', '-code', 'name', '-name'], { error: 'INVALID_SORT' }).default('code'),
});
export type TreasuryAccountListQuery = z.input<typeof treasuryAccountListQuerySchema>;

export const treasuryTotalsSchema = z.object({ count: z.number().int(), balance: rialFigureSchema });

/** A treasury account's statement: journal lines with the running balance, paged; opening = balance before `from`. */
export const treasuryStatementQuerySchema = pagedQuerySchema(dayRangeQueryShape);
export type TreasuryStatementQuery = z.input<typeof treasuryStatementQuerySchema>;

export const treasuryStatementLineSchema = z.object({
  lineId: z.number().int().positive(),
  voucherId: z.number().int().positive(),
  voucherNumber: z.number().int(),
  date: isoDateSchema,
  description: z.string().nullable(),
  sourceType: z.string().nullable(),
  debit: z.number().int(),
  credit: z.number().int(),
  balance: rialFigureSchema,
});
export type TreasuryStatementLine = z.infer<typeof treasuryStatementLineSchema>;

export const treasuryStatementSummarySchema = z.object({
  opening: rialFigureSchema,
  debit: z.number().int(),
  credit: z.number().int(),
  closing: rialFigureSchema,
});

/** Money moved between two treasury places (tafsili ids); ADVANCE and REPLENISHMENT go into a petty-cash holder. */
export const treasuryTransferInputSchema = z
  .object({
    kind: z.enum(treasuryTransferKinds, { error: 'INVALID_TRANSFER_KIND' }).default('TRANSFER'),
    date: isoDateSchema,
    fromTafsiliId: bodyIdSchema,
    toTafsiliId: bodyIdSchema,
    amount: requiredAmountSchema,
    fee: lineAmountSchema.default(0),
    reference: optionalText(50),
    description: optionalText(500),
  })
  .superRefine((input, ctx) => {
    if (input.fromTafsiliId === input.toTafsiliId) {
      ctx.addIssue({ code: 'custom', message: 'SAME_TREASURY_ACCOUNT', path: ['toTafsiliId'] });
    }
  });
export type TreasuryTransferInput = z.input<typeof treasuryTransferInputSchema>;

const placeShape = { id: z.number().int().positive(), name: z.string(), kind: z.enum(treasuryKinds) };

export const treasuryTransferSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(treasuryTransferKinds),
  date: isoDateSchema,
  from: z.object(placeShape),
  to: z.object(placeShape),
  amount: z.number().int(),
  fee: z.number().int(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  ...treasuryDocumentStateShape,
  createdAt: isoDateTimeSchema,
});
export type TreasuryTransfer = z.infer<typeof treasuryTransferSchema>;

export const treasuryTransferListQuerySchema = z.object({
  ...pageQueryShape,
  kind: z.enum(treasuryTransferKinds, { error: 'INVALID_TRANSFER_KIND' }).optional(),
  /** Either side. */
  tafsiliId: queryIdSchema.optional(),
  status: z.enum(treasuryDocumentStatuses).optional(),
  ...dayRangeQueryShape,
  sort: z.enum(['date', '-date', 'amount', '-amount'], { error: 'INVALID_SORT' }).default('-date'),
});
export type TreasuryTransferListQuery = z.input<typeof treasuryTransferListQuerySchema>;

export const treasuryTransferTotalsSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
});

/** When a cancelled document's FINAL voucher is reversed (today unless given); a temporary one is removed. */
export const treasuryCancelInputSchema = z.object({ date: isoDateSchema.nullish() });
export type TreasuryCancelInput = z.input<typeof treasuryCancelInputSchema>;

/** A petty-cash holder's expenses: each line an expense account of the chart and its amount. */
export const pettyCashSettlementInputSchema = z.object({
  holderTafsiliId: bodyIdSchema,
  date: isoDateSchema,
  description: optionalText(500),
  lines: z
    .array(
      z.object({
        accountId: bodyIdSchema,
        amount: requiredAmountSchema,
        description: optionalText(200),
      }),
    )
    .min(1, { error: 'LINES_REQUIRED' })
    .max(50, { error: 'TOO_MANY_LINES' }),
});
export type PettyCashSettlementInput = z.input<typeof pettyCashSettlementInputSchema>;

export const pettyCashSettlementSchema = z.object({
  id: z.number().int().positive(),
  holder: z.object(placeShape),
  date: isoDateSchema,
  total: z.number().int(),
  description: z.string().nullable(),
  ...treasuryDocumentStateShape,
  lines: z.array(
    z.object({
      accountId: z.number().int().positive(),
      accountCode: z.string(),
      accountName: z.string(),
      amount: z.number().int(),
      description: z.string().nullable(),
    }),
  ),
  createdAt: isoDateTimeSchema,
});
export type PettyCashSettlement = z.infer<typeof pettyCashSettlementSchema>;

export const pettyCashSettlementListQuerySchema = pagedQuerySchema({ holderTafsiliId: queryIdSchema.optional() });
export type PettyCashSettlementListQuery = z.input<typeof pettyCashSettlementListQuerySchema>;

export const partnerInputSchema = z.object({
  name: requiredText(100),
  /** Hundredths of a percent: 5000 = 50%. */
  shareBasisPoints: wholeNumber(0, 10_000, 'INVALID_SHARE').nullish(),
  mobile: z.preprocess(
    blankToNull,
    z
      .string()
      .transform(latinDigitsOnly)
      .refine((value) => /^09\d{9}$/.test(value), { error: 'INVALID_MOBILE' })
      .nullish(),
  ),
  description: optionalText(500),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

export const partnerSchema = z.object({
  id: z.number().int().positive(),
  tafsiliId: z.number().int().positive(),
  tafsiliCode: z.string(),
  name: z.string(),
  shareBasisPoints: z.number().int().nullable(),
  mobile: z.string().nullable(),
  description: z.string().nullable(),
  /** Credit − debit of their lines on the capital account. */
  capital: rialFigureSchema,
  /** Debit − credit of their lines on the drawings account. */
  drawings: rialFigureSchema,
  createdAt: isoDateTimeSchema,
});
export type Partner = z.infer<typeof partnerSchema>;

export const ownerTransactionInputSchema = z.object({
  partnerId: bodyIdSchema,
  kind: z.enum(ownerTransactionKinds, { error: 'INVALID_OWNER_TRANSACTION_KIND' }),
  date: isoDateSchema,
  amount: requiredAmountSchema,
  treasuryTafsiliId: bodyIdSchema,
  description: optionalText(500),
});
export type OwnerTransactionInput = z.input<typeof ownerTransactionInputSchema>;

export const ownerTransactionSchema = z.object({
  id: z.number().int().positive(),
  partnerId: z.number().int().positive(),
  partnerName: z.string(),
  kind: z.enum(ownerTransactionKinds),
  date: isoDateSchema,
  amount: z.number().int(),
  treasury: z.object(placeShape),
  description: z.string().nullable(),
  ...treasuryDocumentStateShape,
  createdAt: isoDateTimeSchema,
});
export type OwnerTransaction = z.infer<typeof ownerTransactionSchema>;

export const ownerTransactionListQuerySchema = pagedQuerySchema({ partnerId: queryIdSchema.optional() });
export type OwnerTransactionListQuery = z.input<typeof ownerTransactionListQuerySchema>;

export const treasurySettingsSchema = z.object({ cashMayGoNegative: z.boolean() });
export type TreasurySettings = z.infer<typeof treasurySettingsSchema>;
