import { z } from 'zod';

/** `{ success: true, itemInfo }`: one item, the documented shape of app-version and login-oauth (SPEC §7). */
export function itemEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), itemInfo: item });
}

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every error answer: an UPPER_SNAKE code that is also a translation key, and optional field errors. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
