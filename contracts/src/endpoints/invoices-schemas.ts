import { z } from 'zod';
import { einvoicePatterns, einvoiceTypes } from '../invoices/moadian.ts';
import { invoiceTotals, lineTotals, percentScale, quantityScale } from '../invoices/totals.ts';
import { isoDateTimeSchema, recordTimesShape } from '../schemas/common.ts';
import { bodyIdSchema, isoDateSchema, lineAmountSchema, optionalText } from './accounting-common.ts';
import { issuedChequePaperSchema } from './cheque-books-schemas.ts';
import { chequePaperSchema } from './cheques-schemas.ts';
import type { PaymentMethodKind } from './payment-methods.ts';

/**
 * Sell and purchase invoices, and estimates (numbered on their own, never posted, converted to a sell invoice).
 * Returns and delivery notes are documents of their own against an issued invoice's lines.
 */
export const invoiceKindSchema = z.enum(['SELL', 'PURCHASE', 'ESTIMATE']);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/**
 * DRAFT (no number, not posted) → ISSUED (numbered, posted) → PARTIALLY_PAID → PAID; PARTLY_RETURNED or RETURNED
 * once lines came back (every line in full: RETURNED); CANCELLED (voucher reversed, number kept). An estimate is
 * DRAFT or ISSUED, then CONVERTED once a sell invoice is made from it. The paid and returned states are derived from
 * the payments and returns, never set directly.
 */
export const invoiceStatusSchema = z.enum([
  'DRAFT',
  'ISSUED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTLY_RETURNED',
  'RETURNED',
  'CONVERTED',
  'CANCELLED',
]);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const discountTypeSchema = z.enum(['AMOUNT', 'PERCENT']);
export const paymentMethodSchema = z.enum(['CASH', 'BANK', 'CARD', 'CHEQUE']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The company's payment methods (issue 18) a payment of each method may go through. */
export const paymentMethodKindOf: Record<PaymentMethod, PaymentMethodKind> = {
  CASH: 'CASH',
  BANK: 'BANK_TRANSFER',
  CARD: 'CARD_READER',
  CHEQUE: 'CHEQUE',
};

/** The largest invoice total (and line total): sums of such figures stay exact JS numbers. */
export const maxInvoiceAmount = 1_000_000_000_000_000;

/** At most `scale`'s digits after the point (2 for percentages). */
function hasScale(value: number, scale: number): boolean {
  return Math.abs(value * scale - Math.round(value * scale)) < 1e-6;
}

/**
 * From a thousandth to a billion, in thousandths (kg, litre, metre). The least is a thousandth, not "positive": a
 * float such as 5e-324 is a multiple of nothing the database keeps, and would round to a zero quantity.
 */
export const quantitySchema = z
  .number({ error: 'INVALID_QUANTITY' })
  .min(1 / quantityScale, { error: 'INVALID_QUANTITY', abort: true })
  .max(1_000_000_000, { error: 'INVALID_QUANTITY', abort: true })
  .multipleOf(1 / quantityScale, { error: 'INVALID_QUANTITY', abort: true });

const requiredId = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : 'INVALID_ID') })
    .int({ error: 'INVALID_ID' })
    .positive({ error: 'INVALID_ID' });

const vatRateSchema = z
  .number()
  .int({ error: 'INVALID_VAT_RATE' })
  .min(0, { error: 'INVALID_VAT_RATE' })
  .max(100, { error: 'INVALID_VAT_RATE' });

/**
 * One line as the editor sends it. The discount is an amount in Rials (at most the line's gross) or a percentage
 * (0–100, two decimals). The VAT rate, when left out, is the item's; either way it is stored on the line.
 */
export const invoiceLineInputSchema = z
  .object({
    itemId: requiredId('ITEM_REQUIRED'),
    description: optionalText(200),
    quantity: quantitySchema,
    unitPrice: lineAmountSchema,
    discountType: discountTypeSchema.default('AMOUNT'),
    discountValue: z
      .number({ error: 'INVALID_DISCOUNT' })
      .min(0, { error: 'INVALID_DISCOUNT', abort: true })
      .max(maxInvoiceAmount, { error: 'INVALID_DISCOUNT', abort: true })
      .default(0),
    vatRate: vatRateSchema.optional(),
  })
  .superRefine((line, ctx) => {
    const percent = line.discountType === 'PERCENT';
    if (
      percent
        ? line.discountValue > 100 || !hasScale(line.discountValue, percentScale)
        : !Number.isInteger(line.discountValue)
    ) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_DISCOUNT', path: ['discountValue'] });
      return;
    }
    const totals = lineTotals({ ...line, vatRate: line.vatRate ?? 0 });
    if (!percent && line.discountValue > totals.gross) {
      ctx.addIssue({ code: 'custom', message: 'DISCOUNT_ABOVE_AMOUNT', path: ['discountValue'] });
    }
    if (totals.total > maxInvoiceAmount)
      ctx.addIssue({ code: 'custom', message: 'AMOUNT_TOO_LARGE', path: ['unitPrice'] });
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

/** What an edit sends (and a create, with the kind and whether to issue at once). */
export const invoiceInputShape = {
  stakeholderId: requiredId('STAKEHOLDER_REQUIRED'),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema.nullish(),
  lines: z
    .array(invoiceLineInputSchema)
    .min(1, { error: 'LINES_REQUIRED' })
    .max(200, { error: 'TOO_MANY_INVOICE_LINES' }),
  /** Invoice-level discount in Rials: at most the subtotal plus the additions. */
  discount: lineAmountSchema.default(0),
  shipping: lineAmountSchema.default(0),
  otherAdditions: lineAmountSchema.default(0),
  notes: optionalText(1000),
  /** A sell invoice that is an e-invoice (Moadian): its type (`inty`) and pattern (`inp`); null or left out: not one. */
  einvoiceType: z
    .union(
      einvoiceTypes.map((type) => z.literal(type)),
      { error: 'INVALID_EINVOICE_TYPE' },
    )
    .nullish(),
  einvoicePattern: z
    .union(
      einvoicePatterns.map((pattern) => z.literal(pattern)),
      { error: 'INVALID_EINVOICE_PATTERN' },
    )
    .nullish(),
};

interface CheckedInput {
  issueDate: string;
  dueDate?: string | null | undefined;
  lines: {
    quantity: number;
    unitPrice: number;
    discountType: 'AMOUNT' | 'PERCENT';
    discountValue: number;
    vatRate?: number | undefined;
  }[];
  discount: number;
  shipping: number;
  otherAdditions: number;
  einvoiceType?: number | null | undefined;
  einvoicePattern?: number | null | undefined;
}

/**
 * An e-invoice names its pattern, and carries its discounts on the lines: the tax system's invoice has no
 * invoice-level discount, shipping or other additions, so its total would not be the invoice's.
 */
function einvoiceChecks(input: CheckedInput, ctx: z.RefinementCtx): void {
  if (input.einvoicePattern != null && input.einvoiceType == null) {
    ctx.addIssue({ code: 'custom', message: 'EINVOICE_TYPE_REQUIRED', path: ['einvoiceType'] });
  }
  if (input.einvoiceType == null) return;
  if (input.einvoicePattern == null) {
    ctx.addIssue({ code: 'custom', message: 'EINVOICE_PATTERN_REQUIRED', path: ['einvoicePattern'] });
  }
  for (const field of ['discount', 'shipping', 'otherAdditions'] as const) {
    if (input[field] !== 0) ctx.addIssue({ code: 'custom', message: 'EINVOICE_LINE_DISCOUNTS_ONLY', path: [field] });
  }
}

/** The invoice-wide checks, said with the lines' own errors once the figures parse. */
function invoiceChecks(input: CheckedInput, ctx: z.RefinementCtx): void {
  if (input.dueDate && input.dueDate < input.issueDate) {
    ctx.addIssue({ code: 'custom', message: 'DUE_BEFORE_ISSUE', path: ['dueDate'] });
  }
  const totals = invoiceTotals({
    ...input,
    lines: input.lines.map((line) => ({ ...line, vatRate: line.vatRate ?? 0 })),
  });
  if (input.discount > totals.subtotal + totals.shipping + totals.otherAdditions) {
    ctx.addIssue({ code: 'custom', message: 'DISCOUNT_ABOVE_SUBTOTAL', path: ['discount'] });
  }
  if (totals.grandTotal > maxInvoiceAmount)
    ctx.addIssue({ code: 'custom', message: 'AMOUNT_TOO_LARGE', path: ['lines'] });
  einvoiceChecks(input, ctx);
}

export const invoiceInputSchema = z.object(invoiceInputShape).superRefine(invoiceChecks);
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const invoiceCreateInputSchema = z
  .object({
    kind: invoiceKindSchema,
    /** true: numbered and posted at once (201 with status ISSUED); false or left out: a draft. */
    issue: z.boolean().default(false),
    ...invoiceInputShape,
  })
  .superRefine(invoiceChecks);
export type InvoiceCreateInput = z.input<typeof invoiceCreateInputSchema>;
export type InvoiceCreateFields = z.output<typeof invoiceCreateInputSchema>;

export const invoiceLineSchema = z.object({
  id: z.number().int().positive(),
  row: z.number().int().positive(),
  itemId: z.number().int().positive(),
  itemCode: z.string(),
  itemName: z.string(),
  unit: z.string(),
  description: z.string().nullable(),
  quantity: z.number().positive(),
  unitPrice: z.number().int().min(0),
  discountType: discountTypeSchema,
  discountValue: z.number().min(0),
  vatRate: z.number().int().min(0),
  /** The line's figures from the shared totals module (integer Rials). */
  gross: z.number().int().min(0),
  discount: z.number().int().min(0),
  net: z.number().int().min(0),
  vat: z.number().int().min(0),
  total: z.number().int().min(0),
  /** How much of the line came back in returns, and how much was delivered (delivery notes). */
  returnedQuantity: z.number().min(0),
  deliveredQuantity: z.number().min(0),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A returned line: the invoice line, how much of it came back, and its share of the line's figures. */
export const invoiceReturnLineSchema = z.object({
  invoiceLineId: z.number().int().positive(),
  itemId: z.number().int().positive(),
  quantity: z.number().positive(),
  net: z.number().int().min(0),
  vat: z.number().int().min(0),
});

/** A return: its own number per fiscal year and kind, its figures and its voucher. */
export const invoiceReturnSchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int().positive(),
  date: isoDateSchema,
  /** The returned lines' net less their share of the invoice discount; total = net + vat. */
  net: z.number().int().min(0),
  vat: z.number().int().min(0),
  total: z.number().int().min(0),
  notes: z.string().nullable(),
  voucherId: z.number().int().positive().nullable(),
  lines: z.array(invoiceReturnLineSchema),
  createdAt: isoDateTimeSchema,
});
export type InvoiceReturn = z.infer<typeof invoiceReturnSchema>;

/** A delivery note of a sell invoice: its number per fiscal year and what it handed over. */
export const deliveryNoteSchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int().positive(),
  date: isoDateSchema,
  notes: z.string().nullable(),
  lines: z.array(
    z.object({
      invoiceLineId: z.number().int().positive(),
      itemId: z.number().int().positive(),
      quantity: z.number().positive(),
    }),
  ),
  createdAt: isoDateTimeSchema,
});
export type DeliveryNote = z.infer<typeof deliveryNoteSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number().int().positive(),
  date: isoDateSchema,
  method: paymentMethodSchema,
  amount: z.number().int().positive(),
  /**
   * The company's payment method it went through and that method's name; both null without one, and once the
   * method is deleted (the payment keeps its account and tafsili).
   */
  paymentMethodId: z.number().int().positive().nullable(),
  paymentMethodName: z.string().nullable(),
  /** The moein account the money went through: the method's, else the settings' cash or bank account. */
  accountId: z.number().int().positive().nullable(),
  /** The cash box or bank account (tafsili) the money went through, when given. */
  tafsiliId: z.number().int().positive().nullable(),
  /** A bank transfer's tracking number, a card's reference or a cheque's number. */
  reference: z.string().nullable(),
  chequeDueDate: isoDateSchema.nullable(),
  notes: z.string().nullable(),
  /** The payment's own voucher in the journal. */
  voucherId: z.number().int().positive().nullable(),
  createdAt: isoDateTimeSchema,
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/**
 * A payment received (sell) or made (purchase); a cheque needs its number and due date. With a payment method (an
 * active one of the company, of the method's kind: `paymentMethodKindOf`) the money goes through the method's
 * account and tafsili, so no tafsili is given beside it; without one, through the settings' cash or bank account.
 */
export const invoicePaymentInputSchema = z
  .object({
    date: isoDateSchema,
    method: paymentMethodSchema,
    amount: lineAmountSchema.refine((amount) => amount > 0, { error: 'INVALID_AMOUNT' }),
    paymentMethodId: bodyIdSchema.nullish(),
    tafsiliId: bodyIdSchema.nullish(),
    reference: optionalText(40),
    chequeDueDate: isoDateSchema.nullish(),
    /** A cheque received on a sale: its paper (Sayad id, bank…); the cheque is recorded in hand with the payment. */
    cheque: chequePaperSchema.nullish(),
    /** A cheque given on a purchase: the leaf of one of the company's books it is written on, and its Sayad id. */
    issuedCheque: issuedChequePaperSchema.nullish(),
    notes: optionalText(500),
  })
  .superRefine((input, ctx) => {
    if (input.paymentMethodId && input.tafsiliId) {
      ctx.addIssue({ code: 'custom', message: 'TAFSILI_COMES_FROM_PAYMENT_METHOD', path: ['tafsiliId'] });
    }
    if (input.method !== 'CHEQUE') return;
    if (!input.reference) ctx.addIssue({ code: 'custom', message: 'CHEQUE_NUMBER_REQUIRED', path: ['reference'] });
    if (!input.chequeDueDate) {
      ctx.addIssue({ code: 'custom', message: 'CHEQUE_DUE_DATE_REQUIRED', path: ['chequeDueDate'] });
    }
  });
export type InvoicePaymentInput = z.input<typeof invoicePaymentInputSchema>;

/** An invoice as the list shows it: the header and its figures. */
export const invoiceSummarySchema = z.object({
  id: z.number().int().positive(),
  kind: invoiceKindSchema,
  status: invoiceStatusSchema,
  /** 1..n per fiscal year and kind without gaps, given at issue; null for a draft. */
  number: z.number().int().positive().nullable(),
  /** The kind's prefix setting when it was issued, and the number shown with it (e.g. `S-12`); null for a draft. */
  prefix: z.string().nullable(),
  displayNumber: z.string().nullable(),
  fiscalYearId: z.number().int().positive().nullable(),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema.nullable(),
  stakeholderId: z.number().int().positive(),
  stakeholderCode: z.string(),
  stakeholderName: z.string(),
  subtotal: z.number().int().min(0),
  lineDiscounts: z.number().int().min(0),
  vatTotal: z.number().int().min(0),
  discount: z.number().int().min(0),
  shipping: z.number().int().min(0),
  otherAdditions: z.number().int().min(0),
  grandTotal: z.number().int().min(0),
  paid: z.number().int().min(0),
  /** Σ returns' totals. */
  returned: z.number().int().min(0),
  /**
   * grandTotal − returned − paid: negative when a return came after payment (the party's credit); 0 for an
   * estimate and a cancelled invoice.
   */
  balanceDue: z.number().int(),
  /** Moadian e-invoice type (1, 2, 3) and pattern (1–7); null: not an e-invoice. */
  einvoiceType: z.number().int().nullable(),
  einvoicePattern: z.number().int().nullable(),
  /** A sell invoice made from an estimate: the estimate's id. */
  sourceInvoiceId: z.number().int().positive().nullable(),
  /** An invoice a repeat schedule made: the schedule's template invoice (shown as "repeats", linked). */
  recurringTemplateId: z.number().int().positive().nullable(),
  notes: z.string().nullable(),
  /** The invoice's voucher in force (issued and not cancelled), for a link to the journal. */
  voucherId: z.number().int().positive().nullable(),
  issuedAt: isoDateTimeSchema.nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
  ...recordTimesShape,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  returns: z.array(invoiceReturnSchema),
  deliveries: z.array(deliveryNoteSchema),
  /** An estimate once converted: the sell invoice made from it. */
  convertedInvoiceId: z.number().int().positive().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceCancelInputSchema = z.object({
  /** The reversing voucher's date when the invoice's voucher is already FINAL; today when left out. */
  date: isoDateSchema.optional(),
});
export type InvoiceCancelFields = z.output<typeof invoiceCancelInputSchema>;
