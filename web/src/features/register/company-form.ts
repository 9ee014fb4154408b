import { createCompanyBodySchema } from '@daftar/contracts/endpoints/companies';
import type { z } from 'zod';
import { toLatinDigits } from '../../lib/format/digits.ts';

export type CompanyInput = z.input<typeof createCompanyBodySchema>;
export type CompanyField = keyof CompanyInput;
export type CompanyDraft = Record<CompanyField, string>;

export const emptyDraft: CompanyDraft = { name: '', nationalId: '', economicCode: '', phone: '', address: '' };

/** Optional fields left blank are not sent; the contract's own schema validates, so client and server agree. */
export function validateCompany(
  draft: CompanyDraft,
): { ok: true; input: CompanyInput } | { ok: false; errors: Partial<Record<CompanyField, string>> } {
  const input: CompanyInput = { name: draft.name.trim() };
  for (const field of ['nationalId', 'economicCode', 'phone', 'address'] as const) {
    // Persian keyboards type Persian digits; ids and phone numbers are sent with Latin ones.
    const value = toLatinDigits(draft[field].trim());
    if (value) input[field] = value;
  }
  const parsed = createCompanyBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors: Partial<Record<CompanyField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CompanyField;
    errors[field] ??= /^[A-Z][A-Z0-9_]*$/.test(issue.message) ? issue.message : 'WEB_FIELD_INVALID';
  }
  return { ok: false, errors };
}
