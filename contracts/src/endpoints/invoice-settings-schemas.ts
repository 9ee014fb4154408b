import { z } from 'zod';
import { memoryIdPattern } from '../invoices/moadian.ts';

/**
 * The Moadian memory id as a settings form sends it: six letters or digits (kept upper-cased, spaces around it
 * dropped); blank (only spaces, or empty) or null clears it; left out keeps it. Each case is a branch of the union,
 * so the document states all three as the server takes them.
 */
export const moadianMemoryIdInputSchema = z
  .union(
    [
      z.null(),
      z
        .string()
        .regex(/^\s*$/)
        .transform(() => null)
        .meta({ description: 'Blank: clears the stored memory id.' }),
      z
        .string()
        .regex(/^\s*[A-Za-z0-9]{6}\s*$/)
        .transform((value) => value.trim().toUpperCase())
        .pipe(z.string().regex(memoryIdPattern)),
    ],
    { error: 'INVALID_MEMORY_ID' },
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
