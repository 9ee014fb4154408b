import { z } from 'zod';
import { isoDateTimeSchema } from '../schemas/common.ts';
import { listQuerySchema } from '../schemas/list-query.ts';
import { isoDateSchema, optionalText, dayRangeQueryShape } from './accounting-common.ts';
import { quantitySchema } from './invoices-schemas.ts';

/**
 * The documents that follow an issued invoice (returns, delivery notes), an estimate's conversion and an item's
 * stock. A line of a return or a delivery names the invoice line and the quantity (at most three decimals).
 */
const documentLineSchema = z.object({
  invoiceLineId: z
    .number({ error: (issue) => (issue.input === undefined ? 'LINE_REQUIRED' : 'INVALID_ID') })
    .int({ error: 'INVALID_ID' })
    .positive({ error: 'INVALID_ID' }),
  quantity: quantitySchema,
});

/** Each invoice line at most once, at least one line. */
const documentLinesSchema = z
  .array(documentLineSchema)
  .min(1, { error: 'LINES_REQUIRED' })
  .max(200, { error: 'TOO_MANY_INVOICE_LINES' })
  .superRefine((lines, ctx) => {
    const seen = new Set<number>();
    lines.forEach((line, index) => {
      if (seen.has(line.invoiceLineId)) {
        ctx.addIssue({ code: 'custom', message: 'DUPLICATE_LINE', path: [index, 'invoiceLineId'] });
      }
      seen.add(line.invoiceLineId);
    });
  });

/** A return: the lines and quantities coming back (at most what was sold less what came back before). */
export const invoiceReturnInputSchema = z.object({
  date: isoDateSchema,
  lines: documentLinesSchema,
  notes: optionalText(500),
});
export type InvoiceReturnInput = z.input<typeof invoiceReturnInputSchema>;

/** A delivery note: the lines and quantities handed over (at most what is left to deliver). */
export const deliveryNoteInputSchema = z.object({
  date: isoDateSchema,
  lines: documentLinesSchema,
  notes: optionalText(500),
});
export type DeliveryNoteInput = z.input<typeof deliveryNoteInputSchema>;
export type DeliveryNoteFields = z.output<typeof deliveryNoteInputSchema>;

/** An estimate made a sell invoice: dated `issueDate` (today when left out), issued at once unless `issue` is false. */
export const estimateConvertInputSchema = z.object({
  issueDate: isoDateSchema.optional(),
  issue: z.boolean().default(true),
});
export type EstimateConvertInput = z.input<typeof estimateConvertInputSchema>;

/** A delivery note as the overview's delivery-notes tab lists it. */
export const deliveryNoteSummarySchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int().positive(),
  date: isoDateSchema,
  invoiceId: z.number().int().positive(),
  invoiceNumber: z.string().nullable(),
  stakeholderId: z.number().int().positive(),
  stakeholderCode: z.string(),
  stakeholderName: z.string(),
  /** How many invoice lines it handed over, and the quantities summed (mixed units: a rough measure). */
  lineCount: z.number().int().min(0),
  quantity: z.number().min(0),
  notes: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type DeliveryNoteSummary = z.infer<typeof deliveryNoteSummarySchema>;

export const deliveryNoteSortFields = ['date', 'number'] as const;

/** `q` matches the note's number, the invoice's number and the customer's name or code. */
export const deliveryNoteListQuerySchema = listQuerySchema(deliveryNoteSortFields, '-date', {
  ...dayRangeQueryShape,
});
export type DeliveryNoteListQuery = z.input<typeof deliveryNoteListQuerySchema>;
export type DeliveryNoteListFields = z.output<typeof deliveryNoteListQuerySchema>;

export const stockSourceSchema = z.enum(['PURCHASE', 'DELIVERY', 'SELL_RETURN', 'PURCHASE_RETURN']);
export type StockSource = z.infer<typeof stockSourceSchema>;

/** One movement of an item's stock: in (positive) or out (negative), and the document behind it. */
export const stockMovementSchema = z.object({
  id: z.number().int().positive(),
  date: isoDateSchema,
  sourceType: stockSourceSchema,
  invoiceId: z.number().int().positive(),
  invoiceKind: z.enum(['SELL', 'PURCHASE']),
  invoiceNumber: z.string().nullable(),
  quantity: z.number(),
  /** On hand after this movement (movements in date order). */
  balance: z.number(),
});

/** An item's stock and sales: quantity on hand from its movements, the latest movements, its sales' figures. */
export const itemStockSchema = z.object({
  itemId: z.number().int().positive(),
  trackStock: z.boolean(),
  onHand: z.number(),
  /** The latest 20, newest first. */
  movements: z.array(stockMovementSchema),
  sales: z.object({
    /** Issued sell invoices (not cancelled) with the item. */
    invoiceCount: z.number().int().min(0),
    quantity: z.number().min(0),
    returnedQuantity: z.number().min(0),
    /** Σ lines' net less the returned lines' net (Rials, before VAT). */
    netAmount: z.number().int(),
    /** Sold, not returned and not yet delivered. */
    toDeliver: z.number(),
  }),
});
export type ItemStock = z.infer<typeof itemStockSchema>;
