import { z } from 'zod';
import { idSchema, isoDateTimeSchema, mobileSchema, wholeNumber, recordTimesShape } from '../schemas/common.ts';
import { booleanQuerySchema, countAndSumsSchema, listQuerySchema } from '../schemas/list-query.ts';
import { isoDateSchema, dayRangeQueryShape } from './accounting-common.ts';
import { cardNumberSchema, ibanSchema, webAddressSchema } from './pay-checks.ts';

export const terminalKindSchema = z.enum(['shared', 'novin', 'dedicated'], { error: 'INVALID_TERMINAL_KIND' });
export type TerminalKind = z.infer<typeof terminalKindSchema>;
/** A request is reviewed by the bank (the mock: a development call) before the terminal takes payments. */
export const terminalStatusSchema = z.enum(['REQUESTED', 'ACTIVE']);
export type TerminalStatus = z.infer<typeof terminalStatusSchema>;
export const settlementScheduleSchema = z.enum(['DAILY', 'WEEKLY'], { error: 'INVALID_SETTLEMENT_SCHEDULE' });
export type SettlementSchedule = z.infer<typeof settlementScheduleSchema>;

/** The smallest card payment Shaparak takes: 10,000 Rials. */
export const minimumPayment = 10_000;
/** The largest amount a link may ask: one billion Rials a payment. */
export const maximumPayment = 1_000_000_000;

const paymentAmount = z
  .number({ error: 'INVALID_AMOUNT' })
  .int({ error: 'INVALID_AMOUNT' })
  .min(minimumPayment, { error: 'AMOUNT_TOO_SMALL' })
  .max(maximumPayment, { error: 'AMOUNT_TOO_LARGE' });

const terminalName = z.string().trim().min(2, { error: 'NAME_TOO_SHORT' }).max(80, { error: 'TOO_LONG' });

/** A terminal with everything its pages show (the documented list answers less: see `terminalSchema`). */
export const terminalDetailSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: terminalKindSchema,
  status: terminalStatusSchema,
  /** novin: the website or app the terminal takes payments on. */
  siteUrl: z.string().nullable(),
  /** dedicated: the business's own account settlements go to; the others settle through the shared account. */
  settlementIban: z.string().nullable(),
  settlementSchedule: settlementScheduleSchema.nullable(),
  /** Where the payer's browser returns after a payment (novin and dedicated sites). */
  callbackUrl: z.string().nullable(),
  businessName: z.string(),
  createdAt: isoDateTimeSchema,
  activatedAt: isoDateTimeSchema.nullable(),
});
export type TerminalDetail = z.infer<typeof terminalDetailSchema>;

/** /pay/new's three forms: what each kind of terminal needs. The name is the business's unless given. */
export const terminalRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('shared'), name: terminalName.optional() }),
    z.object({ kind: z.literal('novin'), name: terminalName.optional(), siteUrl: webAddressSchema }),
    z.object({
      kind: z.literal('dedicated'),
      name: terminalName.optional(),
      settlementIban: ibanSchema,
      settlementSchedule: settlementScheduleSchema,
    }),
  ],
  { error: 'INVALID_TERMINAL_KIND' },
);
export type TerminalRequest = z.input<typeof terminalRequestSchema>;
export type TerminalRequestFields = z.output<typeof terminalRequestSchema>;

/** /pay/terminals/{id}/settings. A dedicated terminal must keep a settlement account (the server checks: 400). */
export const terminalSettingsSchema = z.object({
  name: terminalName,
  callbackUrl: webAddressSchema.nullable(),
  settlementIban: ibanSchema.nullable(),
});
export type TerminalSettings = z.input<typeof terminalSettingsSchema>;
export type TerminalSettingsFields = z.output<typeof terminalSettingsSchema>;

const takingsSchema = z.object({
  count: z.number().int().min(0),
  amount: z.number().int().min(0),
  /** Of the amount, what was recorded by hand: the rest went through the card gateway (what the bank settles). */
  manualAmount: z.number().int().min(0),
});
/** The dashboard's figures: Tehran's today and the Jalali month it is in (inclusive ISO dates). */
export const terminalTakingsSchema = z.object({
  today: takingsSchema.extend({ date: isoDateSchema }),
  month: takingsSchema.extend({ from: isoDateSchema, to: isoDateSchema }),
});
export type TerminalTakings = z.infer<typeof terminalTakingsSchema>;

/** The three links a terminal makes (/new-payment, /new-purchase, /new-event). */
export const linkKindSchema = z.enum(['PAYMENT', 'PURCHASE', 'EVENT'], { error: 'INVALID_LINK_KIND' });
export type LinkKind = z.infer<typeof linkKindSchema>;
/** FIXED: the link says the amount; PAYER: the payer types it, between the optional minimum and maximum. */
export const amountModeSchema = z.enum(['FIXED', 'PAYER'], { error: 'INVALID_AMOUNT_MODE' });
export type AmountMode = z.infer<typeof amountModeSchema>;
/** Whether a payer can pay the link now, and if not why. */
export const linkStateSchema = z.enum(['AVAILABLE', 'EXPIRED', 'INACTIVE', 'USED_UP']);
export type LinkState = z.infer<typeof linkStateSchema>;

interface LinkRules {
  kind?: unknown;
  amountMode?: unknown;
  amount?: number | null | undefined;
  minAmount?: number | null | undefined;
  maxAmount?: number | null | undefined;
  eventOn?: string | null | undefined;
  usageLimit?: number | null | undefined;
}

/** The rules between a link's fields, said together with the fields' own errors. */
function checkLinkRules(input: LinkRules, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (input.amountMode === 'FIXED' && input.amount == null) issue('amount', 'AMOUNT_REQUIRED');
  if (input.kind !== 'PAYMENT' && input.amountMode === 'PAYER') issue('amountMode', 'FIXED_AMOUNT_ONLY');
  if (input.amountMode === 'PAYER' && input.minAmount != null && input.maxAmount != null) {
    if (input.minAmount > input.maxAmount) issue('maxAmount', 'MIN_ABOVE_MAX');
  }
  if (input.kind === 'EVENT' && !input.eventOn) issue('eventOn', 'EVENT_DATE_REQUIRED');
  if (input.kind === 'EVENT' && input.usageLimit == null) issue('usageLimit', 'CAPACITY_REQUIRED');
}

/** A link's create and edit body: the one statement of its rules, used by the SPA's forms and the mock API. */
export const paymentLinkInputSchema = z
  .object({
    kind: linkKindSchema,
    title: z.string().trim().min(2, { error: 'NAME_TOO_SHORT' }).max(120, { error: 'TOO_LONG' }),
    description: z.string().trim().max(500, { error: 'TOO_LONG' }).nullish(),
    amountMode: amountModeSchema,
    amount: paymentAmount.nullish(),
    minAmount: paymentAmount.nullish(),
    maxAmount: paymentAmount.nullish(),
    /** The last day it can be paid (Tehran), none for no expiry; a create dated before today is 400. */
    expiresOn: isoDateSchema.nullish(),
    /** How many payments it takes, none for no limit; an event's capacity. */
    usageLimit: wholeNumber(1, 100_000, 'INVALID_USAGE_LIMIT').nullish(),
    /** EVENT: the day of the event. */
    eventOn: isoDateSchema.nullish(),
    active: z.boolean().default(true),
  })
  .superRefine(checkLinkRules);
export type PaymentLinkInput = z.input<typeof paymentLinkInputSchema>;
export type PaymentLinkFields = z.output<typeof paymentLinkInputSchema>;

/** What a link asks for, as its terminal's list and the public payment page both show it. */
const linkTermsShape = {
  kind: linkKindSchema,
  title: z.string(),
  description: z.string().nullable(),
  amountMode: amountModeSchema,
  amount: z.number().int().nullable(),
  minAmount: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  expiresOn: isoDateSchema.nullable(),
};

export const paymentLinkSchema = z.object({
  id: z.number().int().positive(),
  terminalId: z.number().int().positive(),
  /** The public page's address is /p/{token}. */
  token: z.string(),
  ...linkTermsShape,
  usageLimit: z.number().int().nullable(),
  eventOn: isoDateSchema.nullable(),
  active: z.boolean(),
  usedCount: z.number().int().min(0),
  /** Integer Rials paid through the link. */
  collected: z.number().int().min(0),
  state: linkStateSchema,
  ...recordTimesShape,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const linkSortFields = ['createdAt', 'title', 'usedCount', 'collected'] as const;
export const linkListQuerySchema = listQuerySchema(linkSortFields, '-createdAt', {
  kind: linkKindSchema.optional(),
  active: booleanQuerySchema.optional(),
});
export type LinkListQuery = z.input<typeof linkListQuerySchema>;
export type LinkListFields = z.output<typeof linkListQuerySchema>;
export const linkListTotalsSchema = countAndSumsSchema(['usedCount', 'collected']);

/** A payment a payer made through one of the terminal's links. */
export const purchaseSchema = z.object({
  id: z.number().int().positive(),
  terminalId: z.number().int().positive(),
  linkId: z.number().int().positive(),
  linkTitle: z.string(),
  amount: z.number().int().positive(),
  cardMasked: z.string(),
  payerName: z.string().nullable(),
  payerMobile: z.string().nullable(),
  /** The bank's tracking number (شماره پیگیری), twelve digits. */
  reference: z.string(),
  paidAt: isoDateTimeSchema,
  /** Tehran's calendar day of paidAt. */
  paidOn: isoDateSchema,
  /**
   * Taken outside the link's page (cash, a card reader, card to card) and recorded by hand: no card, the reference
   * is the record's own (M + twelve digits), not a bank's.
   */
  manual: z.boolean(),
  /** A hand-recorded purchase's note: how and where it was taken. */
  note: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * A payment for a link taken outside its page, recorded by hand into the terminal's purchases and takings. It uses
 * one of the link's places like a paid one; a FIXED link's amount is its own.
 */
export const manualPurchaseInputSchema = z.object({
  /** PAYER links: what was taken, within the link's range; a FIXED link's amount may only be repeated. */
  amount: paymentAmount.nullish(),
  /** The Tehran day it was taken: not after today, not before the link was made. */
  paidOn: isoDateSchema,
  payerName: z.string().trim().max(80, { error: 'TOO_LONG' }).nullish(),
  payerMobile: mobileSchema.nullish(),
  note: z.string().trim().max(200, { error: 'TOO_LONG' }).nullish(),
});
export type ManualPurchaseInput = z.input<typeof manualPurchaseInputSchema>;

export const purchaseSortFields = ['paidAt', 'amount'] as const;
export const purchaseSourceSchema = z.enum(['CARD', 'MANUAL'], { error: 'INVALID_PURCHASE_SOURCE' });
export type PurchaseSource = z.infer<typeof purchaseSourceSchema>;
export const purchaseListQuerySchema = listQuerySchema(purchaseSortFields, '-paidAt', {
  linkId: idSchema.optional(),
  ...dayRangeQueryShape,
  /** CARD: paid on a link's page (what the bank settles); MANUAL: recorded by hand. */
  source: purchaseSourceSchema.optional(),
});
export type PurchaseListQuery = z.input<typeof purchaseListQuerySchema>;
export const purchaseListTotalsSchema = countAndSumsSchema(['amount']);

/** What the public payment page shows a payer who is not signed in: nothing of the business's other records. */
export const publicPaymentLinkSchema = z.object({
  token: z.string(),
  businessName: z.string(),
  terminalName: z.string(),
  ...linkTermsShape,
  eventOn: isoDateSchema.nullable(),
  /** PURCHASE and EVENT links ask who pays (delivery, the guest list). */
  needsPayer: z.boolean(),
  state: linkStateSchema,
});
export type PublicPaymentLink = z.infer<typeof publicPaymentLinkSchema>;

/**
 * The simulated card payment. The mock gateway takes any well-formed dynamic password (رمز پویا) except 000000,
 * which it refuses as wrong (422), so a refusal can be shown too.
 */
export const linkPaymentInputSchema = z.object({
  /** PAYER links only: the amount typed; a FIXED link charges its own amount. */
  amount: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'INVALID_AMOUNT').nullish(),
  cardNumber: cardNumberSchema,
  cvv2: z.string().regex(/^\d{3,4}$/, { error: 'INVALID_CVV2' }),
  /** MM/YY as printed on the card. */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'INVALID_CARD_EXPIRY' }),
  otp: z.string().regex(/^\d{5,8}$/, { error: 'INVALID_OTP' }),
  payerName: z.string().trim().max(80, { error: 'TOO_LONG' }).nullish(),
  payerMobile: mobileSchema.nullish(),
});
export type LinkPaymentInput = z.input<typeof linkPaymentInputSchema>;

export const paymentReceiptSchema = z.object({
  reference: z.string(),
  amount: z.number().int().positive(),
  cardMasked: z.string(),
  paidAt: isoDateTimeSchema,
  businessName: z.string(),
  title: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
