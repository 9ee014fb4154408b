import { z } from 'zod';

export const languageSchema = z.enum(['fa', 'en']);
export type Language = z.infer<typeof languageSchema>;

export const langDirSchema = z.enum(['rtl', 'ltr']);

/**
 * Spaces around it dropped and lower-cased, then an address of at most 254 characters. The meta states the address
 * rule on the input side too: a pipe's JSON Schema input is its first step's, a bare string.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'INVALID_EMAIL' }).max(254))
  .meta({ format: 'email', maxLength: 254 });

/** Six digits, as sent by e-mail and SMS. */
export const otpCodeSchema = z.string().regex(/^\d{6}$/, { error: 'INVALID_CODE_FORMAT' });

/** Iranian mobile number: 09 followed by nine digits. */
export const mobileSchema = z.string().regex(/^09\d{9}$/, { error: 'INVALID_MOBILE' });

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** When a record that can be edited was created and last changed, as its answer ends. */
export const recordTimesShape = { createdAt: isoDateTimeSchema, updatedAt: isoDateTimeSchema };

/** Another record as an answer names it: its id and name. */
export const namedRecordSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/** A record's id in a path or a query string: a whole number from 1; anything else is 400 INVALID_ID. */
export const idSchema = z.coerce
  .number({ error: 'INVALID_ID' })
  .int({ error: 'INVALID_ID' })
  .positive({ error: 'INVALID_ID' });

/** A whole number from `min` to `max`: anything else (no number, a fraction, out of range) is refused with `code`. */
export const wholeNumber = (min: number, max: number, code: string) =>
  z.number({ error: code }).int({ error: code }).min(min, { error: code }).max(max, { error: code });
