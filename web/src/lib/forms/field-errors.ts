import type { z } from 'zod';
import { ApiError } from '../api/http-error.ts';

/**
 * Field errors of a form: field path ('nationalId', 'address.city') → a translation key, shown translated under
 * the field. Both sources speak the same keys: the contract's zod schema, whose messages are error codes, and the
 * API's 400/409 answers, whose `errors[].message` are the same codes.
 *
 * API:
 * - `checkInput(schema, input)` on submit (`issuesToFieldErrors` under it);
 * - `apiFieldErrors(error, byCode?)` in a mutation's catch: the server's field errors (`body.x` → `x`), or, when
 *   the answer names none, the field that `byCode` gives for its code (DUPLICATE_NATIONAL_ID → 'nationalId');
 *   null when the failure is not about fields (show a toast then).
 */
export type FieldErrors = Readonly<Record<string, string>>;

/** What a form's check answers: the API's input, or the field errors to show. */
export type FormCheck<I> = { ok: true; input: I } | { ok: false; errors: FieldErrors };

const errorCode = /^[A-Z][A-Z0-9_]*$/;
/** zod's own messages (a wrong type) are English prose, not keys; the form then says the value is not valid. */
const fallbackKey = 'WEB_FIELD_INVALID';

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = pathKey(issue.path);
    // The first problem of a field is the one to fix first (required before format).
    errors[key] ??= errorCode.test(issue.message) ? issue.message : fallbackKey;
  }
  return errors;
}

/** The form's input checked by the contract's schema, as the server checks it: its codes become field errors. */
export function checkInput<S extends z.ZodType>(schema: S, input: z.input<S>): FormCheck<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}

export function apiFieldErrors(error: unknown, byCode: Readonly<Record<string, string>> = {}): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const errors: Record<string, string> = {};
  for (const { path, message } of error.fieldErrors) {
    if (!path.startsWith('body.')) continue;
    errors[path.slice('body.'.length)] ??= errorCode.test(message) ? message : fallbackKey;
  }
  const field = error.serverMessage ? byCode[error.serverMessage] : undefined;
  if (field && error.serverMessage) errors[field] ??= error.serverMessage;
  return Object.keys(errors).length > 0 ? errors : null;
}
