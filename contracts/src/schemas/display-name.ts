import type { z } from 'zod';

/**
 * Control characters (C0, DEL, C1, line and paragraph separators) and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069): an override in a name reverses the text after it wherever the name is shown
 * (a list, an invoice, a CSV), so a name can pose as another. The bidi marks (LRM, RLM, ALM) stay: they change no
 * order beyond their own position and Persian text uses them.
 */
const hiddenControls = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that draw nothing: spaces, format characters (zero-width space, ZWNJ, ZWJ, word joiner, BOM, soft
 * hyphen, bidi marks) and the blank fillers (Hangul fillers, the blank Braille pattern). ZWNJ belongs inside Persian
 * words, so these are refused only when they are all a name has (an empty name is left to the length rules).
 */
const invisibleOnly = /^[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]+$/u;

const hasNoHiddenControls = (text: string) => !hiddenControls.test(text);
const hasVisibleCharacter = (text: string) => !invisibleOnly.test(text);

/**
 * The rules every name shown to people follows, added to the field's own length rules:
 * `displayName(z.string().trim().min(2, …).max(120, …))`.
 */
export function displayName(schema: z.ZodString): z.ZodString {
  return schema
    .refine(hasNoHiddenControls, { error: 'INVALID_CHARACTERS' })
    .refine(hasVisibleCharacter, { error: 'INVISIBLE_NAME' });
}
