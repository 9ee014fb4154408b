import { z } from 'zod';

/** `{ success: true, itemInfo }`: one item, the documented shape of app-version and login-oauth (SPEC §7). */
export function itemEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), itemInfo: item });
}

/** `{ success: true, info }`: the documented shape of refresh-tokens and the user profile (SPEC §7). */
export function infoEnvelope<T extends z.ZodType>(info: T) {
  return z.object({ success: z.literal(true), info });
}

/** `{ success: true, data }`: a list (the documented terminals call answers `data`). */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item) });
}

export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});

/** `{ success: true, data, meta }`: one page of a list (DESIGN.md). */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: pageMetaSchema });
}

/** `{ success: true }`: an action with nothing to return. */
export const okSchema = z.object({ success: z.literal(true) });

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every error answer: an UPPER_SNAKE code that is also a translation key, and optional field errors. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
