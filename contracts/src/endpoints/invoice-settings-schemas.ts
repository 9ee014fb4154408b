import { z } from 'zod';
import { memoryIdPattern } from '../invoices/moadian.ts';

/** The Moadian memory id as a settings form sends it: upper-cased; blank or null clears it; left out keeps it. */
export const moadianMemoryIdInputSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().toUpperCase().regex(memoryIdPattern, { error: 'INVALID_MEMORY_ID' }).nullable(),
  )
  .optional();

/** Prefixes shown before each kind's numbers (the number itself stays 1..n per fiscal year). */
export const invoiceSettingsSchema = z.object({
  sellPrefix: z.string().trim().max(10, { error: 'TOO_LONG' }),
  purchasePrefix: z.string().trim().max(10, { error: 'TOO_LONG' }),
  /**
   * The company's memory id in the tax system (Moadian), 6 letters or digits, the start of every tax id; null when
   * not set. Left out of an update: kept as it is; blank: cleared.
   */
  moadianMemoryId: moadianMemoryIdInputSchema,
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
